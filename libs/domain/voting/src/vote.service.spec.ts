import { AppError } from '@app/common';
import { loadConfig } from '@app/config';
import type { VoteTarget } from '@app/entries';
import { DeviceIds, type ProofOfWork, type VoterAccount } from '@app/identity';
import type { AppendedEntry, LedgerWriter, NewFreeVote, VoterVotesReader } from '@app/ledger';
import type { MetricsService } from '@app/observability';
import type { RankingReader } from '@app/ranking';
import { VoteLeaves } from '@app/transparency';
import { Registry } from 'prom-client';
import { FraudPolicy } from './fraud/fraud-policy';
import type { VoterAccounts } from './fraud/voter-accounts';
import type { Reservation, VoteCounts, VoteLimits, VoteSubject } from './vote-limits';
import { type FreeVoteRequest, VoteService } from './vote.service';
import type { VoteTargetCache } from './vote-target-cache';

/**
 * The free vote's rules, in memory: VoteService with its stores replaced by plain objects (the Redis
 * script's outcome, the ledger's row, the ranking's count), so each refusal and each path after the
 * reservation is checked in milliseconds. The same paths against PostgreSQL and Redis are in
 * services/api/test/votes.int-spec.ts.
 */
const NOW = new Date('2026-11-20T10:00:00Z');
// An account votes free with its confirmed number only (the deployment's choice tested here).
const config = loadConfig({ NODE_ENV: 'test', FREE_VOTE_WITHOUT_PHONE: 'false' });
const quietCounts: VoteCounts = {
  deviceAccounts: 1,
  deviceVotesThisMinute: 1,
  addressSignups: 0,
  addressNewDevices: 0,
  youngVotesForParticipant: 0,
  accountNewDevices: 0,
};
const openTarget: VoteTarget = {
  participantId: 34,
  babyName: 'Awa',
  phoneNumber: '+221 77 000 00 00',
  country: 'Sénégal',
  contestId: 5,
  contestStatus: 'open',
  endDate: new Date('2026-12-01T00:00:00Z'),
};
const established: VoterAccount = {
  joinedAt: new Date('2026-01-01T00:00:00Z'),
  numberSince: new Date('2026-01-01T00:00:00Z'),
  emailConfirmed: true,
};

/** What a test sets: the target, the reservation's outcome, the ledger's answer; and what the service did. */
interface Scene {
  target: VoteTarget | null;
  reservation: Reservation;
  append: (vote: NewFreeVote) => Promise<AppendedEntry>;
  earlier: Awaited<ReturnType<VoterVotesReader['freeVoteByKey']>>;
  appended: NewFreeVote[];
  released: VoteSubject[];
  remembered: string[];
  /** The ledger rows the answers' counts were asked to include. */
  counted: { tx: string; id: number; weight: number }[];
  proofsSpent: string[];
  /** The subjects the reservation was asked for, and the accounts read. */
  reserved: VoteSubject[];
  accountsRead: number[];
}

function scene(changes: Partial<Scene> = {}): { service: VoteService; scene: Scene } {
  const state: Scene = {
    target: openTarget,
    reservation: { outcome: 'reserved', counts: quietCounts },
    append: (vote) =>
      Promise.resolve({
        id: 901,
        tx: '5000',
        createdAt: NOW,
        inserted: true,
        participantId: vote.participantId,
        kind: vote.hold ? 'held' : 'free',
        deviceHash: vote.deviceHash,
        phoneNumberId: vote.phoneNumberId,
        channel: vote.channel,
        leafVersion: 2,
      }),
    earlier: null,
    appended: [],
    released: [],
    remembered: [],
    counted: [],
    proofsSpent: [],
    reserved: [],
    accountsRead: [],
    ...changes,
  };
  const targets = { find: () => Promise.resolve(state.target) } as unknown as VoteTargetCache;
  const limits = {
    reserve: (subject: VoteSubject) => {
      state.reserved.push(subject);
      return Promise.resolve(state.reservation);
    },
    release: (subject: VoteSubject) => {
      state.released.push(subject);
      return Promise.resolve();
    },
    remember: (_subject: VoteSubject, answer: string) => {
      state.remembered.push(answer);
      return Promise.resolve();
    },
    replay: () => Promise.resolve(null),
  } as unknown as VoteLimits;
  const ledger = {
    appendFreeVote: (vote: NewFreeVote) => {
      state.appended.push(vote);
      return state.append(vote);
    },
  } as unknown as LedgerWriter;
  const reader = { freeVoteByKey: () => Promise.resolve(state.earlier) } as unknown as VoterVotesReader;
  const ranking = {
    // The participant's projected count before the vote's row (read with the reservation).
    count: () => Promise.resolve(11),
    countWith: (_contestId: number, _participantId: number, row: { tx: string; id: number; weight: number }) => {
      state.counted.push(row);
      return Promise.resolve(12);
    },
  } as unknown as RankingReader;
  const proofOfWork = {
    spend: (proof: string) => {
      state.proofsSpent.push(proof);
      return Promise.resolve();
    },
    requiredFrom: () => Promise.resolve(AppError.tooManyRequests('Preuve de travail requise', 0)),
  } as unknown as ProofOfWork;
  const accounts = {
    of: (userId: number) => {
      state.accountsRead.push(userId);
      return Promise.resolve(established);
    },
  } as unknown as VoterAccounts;
  const metrics = { registry: new Registry() } as MetricsService;
  const service = new VoteService(
    config,
    targets,
    limits,
    ledger,
    reader,
    ranking,
    new DeviceIds(config),
    proofOfWork,
    accounts,
    new FraudPolicy(config),
    new VoteLeaves(config),
    metrics,
  );
  return { service, scene: state };
}

const request: FreeVoteRequest = {
  voterId: 12,
  tokenIssuedMs: NOW.getTime() - 60_000,
  phoneNumberId: 7,
  numberSinceMs: undefined,
  participantId: 34,
  ip: '203.0.113.9',
  deviceId: null,
  idempotencyKey: undefined,
  proof: undefined,
  automated: false,
  channel: 'web',
};

/** The AppError a vote is refused with. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const error: unknown = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, body: error.body };
}

describe('VoteService: a free vote', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('is appended once the reservation holds, and answered with its receipt, count and next vote', async () => {
    const { service, scene: seen } = scene();
    const answer = await service.vote(request);
    expect(seen.appended).toHaveLength(1);
    expect(seen.appended[0]).toMatchObject({
      contestId: 5,
      participantId: 34,
      voterId: 12,
      phoneNumberId: 7,
    });
    expect(seen.appended[0].hold).toBeUndefined();
    expect(answer).toMatchObject({
      id: 901,
      participant: 34,
      contest: 5,
      vote_count: 12,
      status: 'counted',
      receipt: { ledger_id: 901 },
    });
    expect(answer.receipt.leaf_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(answer.next_vote_at).getTime()).toBeGreaterThan(NOW.getTime());
    // The count read before the row was written, with the row's weight: no second read after.
    expect(seen.counted).toEqual([]);
    expect(seen.remembered).toEqual([JSON.stringify(answer)]);
    expect(seen.released).toEqual([]);
  });

  it("takes the voter's age from its number's first confirmation when the request says, without reading the account", async () => {
    const hours = (count: number) => count * 3600_000;
    const { service, scene: seen } = scene();
    await service.vote({ ...request, numberSinceMs: NOW.getTime() - hours(2) });
    await service.vote({ ...request, numberSinceMs: NOW.getTime() - hours(24 * 30) });
    expect(seen.accountsRead).toEqual([]);
    expect(seen.reserved.map((subject) => subject.youngAccount)).toEqual([true, false]);

    // A token that does not say (issued before tokens carried it) reads the account.
    await service.vote(request);
    expect(seen.accountsRead).toEqual([12]);
    expect(seen.reserved.map((subject) => subject.youngAccount)).toEqual([true, false, false]);
  });

  it('refuses a visitor without a session, and an account without a number where the settings want one', async () => {
    const { service } = scene();
    expect((await refusal(service.vote({ ...request, voterId: undefined }))).status).toBe(401);
    const withoutNumber = await refusal(service.vote({ ...request, phoneNumberId: undefined }));
    expect(withoutNumber).toMatchObject({ status: 403, body: { code: 'phone_required' } });
  });

  it('refuses a malformed idempotency key and an unknown participant before reserving anything', async () => {
    const bad = scene();
    expect((await refusal(bad.service.vote({ ...request, idempotencyKey: 'with space' }))).status).toBe(400);
    const missing = scene({ target: null });
    expect((await refusal(missing.service.vote(request))).status).toBe(404);
    expect([...bad.scene.appended, ...missing.scene.appended]).toEqual([]);
  });

  it('refuses a contest not open yet or over without appending anything', async () => {
    const early = scene({ target: { ...openTarget, contestStatus: 'pre_registration' } });
    const notYet = await refusal(early.service.vote(request));
    expect(notYet.status).toBe(400);
    const over = scene({ target: { ...openTarget, endDate: new Date(NOW.getTime() - 1) } });
    const ended = await refusal(over.service.vote(request));
    expect(ended.status).toBe(400);
    expect(ended.body.detail).not.toBe(notYet.body.detail);
    expect([...early.scene.appended, ...over.scene.appended]).toEqual([]);
  });

  it('gives back the reservation of a retried request whose contest closed meanwhile', async () => {
    const over = scene({ target: { ...openTarget, endDate: new Date(NOW.getTime() - 1) } });
    expect((await refusal(over.service.vote({ ...request, idempotencyKey: 'late-retry' }))).status).toBe(400);
    expect(over.scene.released).toHaveLength(1);
    expect(over.scene.appended).toEqual([]);
  });

  it('names the limit that refused the vote, with when the next one is possible', async () => {
    const { service } = scene({ reservation: { outcome: 'cooldown', retryAfterSeconds: 420 } });
    const refused = await refusal(service.vote(request));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      retry_after: 420,
      next_vote_at: new Date(NOW.getTime() + 420_000).toISOString(),
    });
    const capped = await refusal(
      scene({ reservation: { outcome: 'account_cap', retryAfterSeconds: 3600 } }).service.vote(request),
    );
    expect(capped.body.detail).not.toBe(refused.body.detail);
  });

  it('answers a retried request whose vote the ledger holds although the reservation refuses it', async () => {
    const { service, scene: seen } = scene({
      reservation: { outcome: 'cooldown', retryAfterSeconds: 600 },
      earlier: {
        id: 77,
        tx: '4900',
        participantId: 34,
        kind: 'free',
        createdAt: new Date(NOW.getTime() - 5_000),
        deviceHash: null,
        phoneNumberId: 7,
        channel: 'web',
        leafVersion: 2,
      },
    });
    const answer = await service.vote({ ...request, idempotencyKey: 'retry-1' });
    expect(answer).toMatchObject({ id: 77, status: 'counted' });
    expect(seen.appended).toEqual([]);
    expect(seen.remembered).toHaveLength(1);
  });

  it('refuses a key sent again for another participant', async () => {
    const { service } = scene({ reservation: { outcome: 'replay', participantId: 99, answer: null } });
    expect((await refusal(service.vote({ ...request, idempotencyKey: 'k-1' }))).status).toBe(422);
  });

  it('replays the first answer of a key', async () => {
    const first = { id: 55, status: 'counted' };
    const { service, scene: seen } = scene({
      reservation: { outcome: 'replay', participantId: 34, answer: JSON.stringify(first) },
    });
    expect(await service.vote({ ...request, idempotencyKey: 'k-1' })).toEqual(first);
    expect(seen.appended).toEqual([]);
  });

  it("spends the device's proof of work, and asks for one when the device's first vote brought none", async () => {
    const proven = scene();
    await proven.service.vote({ ...request, deviceId: 'device-1', proof: 'solved' });
    expect(proven.scene.proofsSpent).toEqual(['solved']);
    // Without a device id there is no proof to spend.
    const none = scene();
    await none.service.vote({ ...request, proof: 'ignored' });
    expect(none.scene.proofsSpent).toEqual([]);
    const asked = scene({ reservation: { outcome: 'proof_required' } });
    expect((await refusal(asked.service.vote({ ...request, deviceId: 'device-2' }))).status).toBe(429);
  });

  it('holds a vote the fraud score holds, and says so', async () => {
    const { service, scene: seen } = scene({
      reservation: { outcome: 'reserved', counts: { ...quietCounts, deviceAccounts: 12, deviceVotesThisMinute: 30 } },
    });
    const answer = await service.vote({ ...request, automated: true });
    expect(seen.appended[0].hold?.signals.length).toBeGreaterThan(0);
    expect(answer.status).toBe('held');
    expect(answer.vote_count).toBe(11);
  });

  it('gives the reservation back and answers 503 when the ledger cannot take the vote', async () => {
    const { service, scene: seen } = scene({ append: () => Promise.reject(new Error('connection lost')) });
    expect((await refusal(service.vote(request))).status).toBe(503);
    expect(seen.released).toHaveLength(1);
    expect(seen.remembered).toEqual([]);
  });

  it('gives the reservation back when the ledger already had the key, and answers with that row', async () => {
    const { service, scene: seen } = scene({
      append: (vote) =>
        Promise.resolve({
          id: 640,
          tx: '4990',
          createdAt: new Date(NOW.getTime() - 1_000),
          inserted: false,
          participantId: vote.participantId,
          kind: 'free',
          deviceHash: null,
          phoneNumberId: 7,
          channel: 'web',
          leafVersion: 2,
        }),
    });
    const answer = await service.vote({ ...request, idempotencyKey: 'lost-answer' });
    expect(answer.id).toBe(640);
    expect(seen.released).toHaveLength(1);
    // No vote was made: the count is read with that row, not the one read before.
    expect(answer.vote_count).toBe(12);
    expect(seen.counted).toEqual([{ tx: '4990', id: 640, weight: 1 }]);
  });
});
