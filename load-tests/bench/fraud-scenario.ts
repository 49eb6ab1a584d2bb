import { setTimeout as sleep } from 'node:timers/promises';
import { hash } from 'argon2';
import type Redis from 'ioredis';
import type { Client } from 'pg';
import { type CatchUp, ledgerCounts, waitForProjection } from './consistency';
import { LatencyHistogram, type LatencySummary } from './histogram';
import { Phone, type VoteOutcome } from './phone';
import { confirmNumbers, type SeededNumber } from './phone-numbers';
import { mintAccessTokens } from './tokens';

/** Participants of the contest: A (the one-device farm's), B (the sign-up farm's) and three others. */
const PARTICIPANTS = 5;
/** Step 1: accounts voting for A from one phone. */
const DEVICE_ACCOUNTS = 200;
/** Step 3: established accounts voting at the carrier address during the sign-up farm, per farm sign-up. */
const LEGIT_PER_SIGNUP = 1 / 6;
/** Step 1's phone, and the carrier address of steps 2 and 3 (10.250/16: no other scenario's voter). */
const DEVICE_FARM_ADDRESS = '10.250.0.1';
const CARRIER_ADDRESS = '10.250.0.2';
/** Requests in flight: modest, the API, the worker, Postgres, Redis and this process share 2 cores. */
const FARM_CONCURRENCY = 12;
const DEVICE_CONCURRENCY = 4;
const LEGIT_CONCURRENCY = 2;
const ACCOUNT_PASSWORD = 'Bench-Voter-2026';

/** Votes by outcome: counted (201), held (202), refused by status and `detail`. */
export interface VoteTally {
  counted: number;
  held: number;
  refused: Record<string, number>;
}

export interface FraudTotals {
  participantId: number;
  name: string;
  /** sum(weight) of the participant's ledger rows, and its held rows. */
  ledger: number;
  ledgerHeld: number;
  /** `vote_count` of the public ranking, `total` of the public vote summary and of the parent's statement. */
  ranking: number | null;
  summary: number | null;
  statement: number | null;
  statementHeld: number | null;
}

export interface FraudReport {
  contestId: number;
  oneDevice: { accounts: number; participant: string; votes: VoteTally; seconds: number };
  farm: {
    attempted: number;
    participant: string;
    created: number;
    /** Sign-ups the API asked a proof of work for, and what solving it took this process. */
    proofs: number;
    solve: LatencySummary;
    hashes: number;
    /** A sign-up from the first request to the account (a proof of work included). */
    signUp: LatencySummary;
    refusedSignUps: Record<string, number>;
    votes: VoteTally;
    /** From the first sign-up to the farm's last vote. */
    seconds: number;
  };
  legit: { voters: number; votes: VoteTally; vote: LatencySummary; seconds: number };
  /** Held rows by who cast them and the signals that fired. */
  heldSignals: { group: string; signals: string; votes: number }[];
  catchUp: CatchUp;
  totals: FraudTotals[];
  /** Every participant's ledger sum = ranking = summary = statement total. */
  consistent: boolean;
}

interface SeededFraud {
  contestId: number;
  participants: { id: number; name: string }[];
  parentId: number;
  deviceAccountIds: number[];
  legitIds: number[];
  /** The honest voters' confirmed numbers (the farms have none: a SIM card each is what they lack). */
  legitNumbers: SeededNumber[];
}

/**
 * The contest (its participants registered by one parent), 200 accounts created now (young) for the
 * one-device farm, and `legit` established accounts (joined 30 days ago) for the honest voters.
 */
async function seedFraudContest(pg: Client, legit: number): Promise<SeededFraud> {
  const passwordHash = await hash(ACCOUNT_PASSWORD);
  const users = async (prefix: string, count: number, joined: string): Promise<number[]> => {
    const { rows } = await pg.query<{ id: number }>(
      `INSERT INTO users (email, username, password_hash, first_name, last_name, country, city, date_joined)
       SELECT $1 || g || '@fraude.bench.bebestar.local', $1 || g, $2, 'Votant', g::text, 'Côte d''Ivoire', 'Abidjan',
              now() - $4::interval
       FROM generate_series(1, $3::int) AS g ORDER BY g RETURNING id`,
      [prefix, passwordHash, count, joined],
    );
    return rows.map((row) => row.id);
  };
  await pg.query('BEGIN');
  try {
    const [parentId] = await users('parent', 1, '90 days');
    const {
      rows: [contest],
    } = await pg.query<{ id: number }>(
      `INSERT INTO contests (title, description, status, start_date, end_date, gender)
       VALUES ('Concours de la fraude', 'Scénario de fraude du banc d''essai (npm run bench -- --fraud)', 'open',
               now() - interval '1 day', now() + interval '7 days', 'mixed')
       RETURNING id`,
    );
    const { rows: participants } = await pg.query<{ id: number; name: string }>(
      `INSERT INTO participants (contest_id, user_id, baby_name, baby_bio, photo, country, city)
       SELECT $1, $2, 'Bébé ' || chr(64 + g), 'Participant du scénario de fraude', 'bench/fraud-' || g,
              'Côte d''Ivoire', 'Abidjan'
       FROM generate_series(1, $3::int) AS g ORDER BY g
       RETURNING id, baby_name AS name`,
      [contest.id, parentId, PARTICIPANTS],
    );
    const deviceAccountIds = await users('telephone', DEVICE_ACCOUNTS, '0 seconds');
    const legitIds = await users('fidele', legit, '30 days');
    await pg.query('COMMIT');
    const legitNumbers = await confirmNumbers(pg, legitIds);
    return { contestId: contest.id, participants, parentId, deviceAccountIds, legitIds, legitNumbers };
  } catch (error) {
    await pg.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

const emptyTally = (): VoteTally => ({ counted: 0, held: 0, refused: {} });

function count(tally: VoteTally, outcome: VoteOutcome): void {
  if (outcome.kind === 'refused') tally.refused[outcome.reason] = (tally.refused[outcome.reason] ?? 0) + 1;
  else tally[outcome.kind] += 1;
}

const failure = (error: unknown): VoteOutcome => ({
  kind: 'refused',
  reason: `error ${error instanceof Error ? error.message : String(error)}`,
});

/** Runs `work(0…count-1)` with at most `concurrency` at once, in order. */
async function pool(total: number, concurrency: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) await work(next++);
    }),
  );
}

async function json<T>(url: string, token?: string): Promise<T | null> {
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return response.ok ? ((await response.json()) as T) : null;
}

/** Each participant's ledger sum next to what the public and the parent read, once the projector caught up. */
async function readTotals(url: string, pg: Client, seeded: SeededFraud, parentToken: string): Promise<FraudTotals[]> {
  const ledger = await ledgerCounts(pg, seeded.contestId);
  const { rows: held } = await pg.query<{ participant_id: number; held: string }>(
    `SELECT participant_id, count(*) AS held FROM vote_ledger WHERE contest_id = $1 AND kind = 'held' GROUP BY 1`,
    [seeded.contestId],
  );
  const ranking = await json<{ results: { participant_id: number; vote_count: number }[] }>(
    `${url}/api/contests/contests/${seeded.contestId}/ranking/?page_size=50`,
  );
  return Promise.all(
    seeded.participants.map(async ({ id, name }) => {
      const summary = await json<{ total: number }>(`${url}/api/contests/participants/${id}/votes/summary/`);
      const statement = await json<{ total: number; held: number }>(
        `${url}/api/contests/participants/${id}/statement/`,
        parentToken,
      );
      return {
        participantId: id,
        name,
        ledger: ledger.get(id) ?? 0,
        ledgerHeld: Number(held.find((row) => row.participant_id === id)?.held ?? 0),
        ranking: ranking?.results.find((entry) => entry.participant_id === id)?.vote_count ?? null,
        summary: summary?.total ?? null,
        statement: statement?.total ?? null,
        statementHeld: statement?.held ?? null,
      };
    }),
  );
}

const agrees = (totals: FraudTotals[]) =>
  totals.every((row) => row.ranking === row.ledger && row.summary === row.ledger && row.statement === row.ledger);

/**
 * The fraud scenario (issue 25), against its own contest:
 * 1. one phone, 200 young accounts, one vote each for A;
 * 2. `signups` accounts created through the API from one carrier address (a proof of work when the API
 *    asks), each on a phone of its own, each voting for B;
 * 3. meanwhile, honest established accounts of the same address, each on its own phone, voting once for
 *    a random participant, their votes spread over the farm's run;
 * 4. every participant's ledger sum against the ranking, the public summary and the parent's statement.
 */
export async function fraudScenario(
  api: { urls: string[]; pg: Client; redis: Redis; jwtSecret: string },
  signups: number,
  log: (text: string) => void,
): Promise<FraudReport> {
  const { urls, pg, redis, jwtSecret } = api;
  const legitVoters = Math.round(signups * LEGIT_PER_SIGNUP);
  const seeded = await seedFraudContest(pg, legitVoters);
  const [a, b] = seeded.participants;
  const urlOf = (index: number) => urls[index % urls.length];

  // 1. One phone, 200 accounts.
  log(`fraud: ${DEVICE_ACCOUNTS} young accounts vote for ${a.name} from one phone`);
  const device = new Phone(urlOf(0), DEVICE_FARM_ADDRESS);
  await device.open();
  const deviceTokens = mintAccessTokens(jwtSecret, seeded.deviceAccountIds);
  const oneDeviceVotes = emptyTally();
  let started = performance.now();
  await pool(DEVICE_ACCOUNTS, DEVICE_CONCURRENCY, async (index) => {
    count(oneDeviceVotes, await device.vote(a.id, deviceTokens[index]).catch(failure));
  });
  const oneDevice = {
    accounts: DEVICE_ACCOUNTS,
    participant: a.name,
    votes: oneDeviceVotes,
    seconds: (performance.now() - started) / 1000,
  };

  // 2 and 3. The sign-up farm and, interleaved, the honest voters of the same address.
  log(
    `fraud: ${signups} sign-ups from ${CARRIER_ADDRESS} voting for ${b.name}, ${legitVoters} established voters of the same address meanwhile`,
  );
  const legitTokens = mintAccessTokens(jwtSecret, seeded.legitIds, seeded.legitNumbers);
  const farmVotes = emptyTally();
  const legitVotes = emptyTally();
  const refusedSignUps: Record<string, number> = {};
  const solve = new LatencyHistogram();
  const signUpTime = new LatencyHistogram();
  const legitTime = new LatencyHistogram();
  let created = 0;
  let hashes = 0;
  let farmDone = 0;
  let farmOver = false;
  let legitSeconds = 0;
  started = performance.now();
  const farm = pool(signups, FARM_CONCURRENCY, async (index) => {
    try {
      const phone = new Phone(urlOf(index), CARRIER_ADDRESS);
      await phone.open();
      const signUp = await phone.signUp(index + 1);
      if (signUp.kind === 'refused') {
        refusedSignUps[signUp.reason] = (refusedSignUps[signUp.reason] ?? 0) + 1;
      } else {
        created += 1;
        signUpTime.record(signUp.milliseconds);
        if (signUp.proof) {
          solve.record(signUp.proof.milliseconds);
          hashes += signUp.proof.hashes;
        }
        count(farmVotes, await phone.vote(b.id, signUp.token).catch(failure));
      }
    } catch (error) {
      const reason = `error ${error instanceof Error ? error.message : String(error)}`;
      refusedSignUps[reason] = (refusedSignUps[reason] ?? 0) + 1;
    }
    farmDone += 1;
    if (farmDone % 250 === 0) log(`fraud: ${farmDone} of ${signups} farm phones done, ${created} accounts`);
  }).finally(() => {
    farmOver = true;
  });
  const legit = pool(legitVoters, LEGIT_CONCURRENCY, async (index) => {
    // Voter k goes once the farm is k/legit of the way: the honest votes spread over the whole attack.
    while (!farmOver && farmDone < Math.floor((index * signups) / legitVoters)) await sleep(20);
    const participant = seeded.participants[Math.floor(Math.random() * seeded.participants.length)];
    const phone = new Phone(urlOf(index), CARRIER_ADDRESS);
    const outcome = await phone
      .open()
      .then(() => phone.vote(participant.id, legitTokens[index]))
      .catch(failure);
    if (outcome.kind !== 'refused') legitTime.record(outcome.milliseconds);
    count(legitVotes, outcome);
  }).finally(() => {
    legitSeconds = (performance.now() - started) / 1000;
  });
  await farm;
  const farmSeconds = (performance.now() - started) / 1000;
  await legit;

  // 4. The ledger against the ranking, the public summary and the parent's statement.
  const catchUp = await waitForProjection(redis, pg);
  const [parentToken] = mintAccessTokens(jwtSecret, [seeded.parentId]);
  let totals = await readTotals(urlOf(0), pg, seeded, parentToken);
  for (let attempt = 0; attempt < 20 && !agrees(totals); attempt += 1) {
    await sleep(500);
    totals = await readTotals(urlOf(0), pg, seeded, parentToken);
  }
  const { rows: heldSignals } = await pg.query<{ group: string; signals: string; votes: string }>(
    `SELECT CASE WHEN voter_id = ANY($2::int[]) THEN 'one phone, 200 accounts'
                 WHEN voter_id = ANY($3::int[]) THEN 'established voters'
                 ELSE 'sign-up farm' END AS group,
            array_to_string(signals, ', ') AS signals, count(*) AS votes
       FROM vote_ledger WHERE contest_id = $1 AND kind = 'held'
      GROUP BY 1, 2 ORDER BY 1, 3 DESC`,
    [seeded.contestId, seeded.deviceAccountIds, seeded.legitIds],
  );
  return {
    contestId: seeded.contestId,
    oneDevice,
    farm: {
      attempted: signups,
      participant: b.name,
      created,
      proofs: solve.summary().count,
      solve: solve.summary(),
      hashes,
      signUp: signUpTime.summary(),
      refusedSignUps,
      votes: farmVotes,
      seconds: farmSeconds,
    },
    legit: { voters: legitVoters, votes: legitVotes, vote: legitTime.summary(), seconds: legitSeconds },
    heldSignals: heldSignals.map((row) => ({ ...row, votes: Number(row.votes) })),
    catchUp,
    totals,
    consistent: agrees(totals),
  };
}
