/**
 * `npm run test:faults`: the product under faults, with real processes. For each scenario of
 * scenarios.ts: fresh API and worker processes (the compiled dist) against a PostgreSQL cluster and
 * a Redis server of the suite's own, reached through TCP proxies; free votes at a steady rate from
 * clients that retry with their Idempotency-Key (and vote packs bought through the sandbox where the
 * scenario says so); the fault injected mid-load; then acknowledged-write accounting once the system
 * recovered. One table on stdout; exit code 1 when any count that must be zero is not.
 *
 * Options: `--profile ci` (default: 10 s of load per scenario) or `--profile full` (30 s, twice the
 * rate), `--only name,name`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build, distStaleness } from '../bench/stack';
import { mintAccessTokens } from '../bench/tokens';
import { accountVotes, projectionCaughtUp, recoverySeconds, seedContest, type VoteAccount } from './accounting';
import { FAULTS_VAR, FaultStack } from './fault-stack';
import { type PaymentAccount, PaymentTraffic } from './payment-traffic';
import { type Scenario, SCENARIOS } from './scenarios';
import { acknowledged, voterAddress, VoteTraffic, type VoteOutcome } from './vote-traffic';

interface Profile {
  loadSeconds: number;
  faultAtSeconds: number;
  votesPerSecond: number;
  payments: number;
}

const PROFILES: Record<string, Profile> = {
  ci: { loadSeconds: 10, faultAtSeconds: 3, votesPerSecond: 150, payments: 16 },
  full: { loadSeconds: 30, faultAtSeconds: 10, votesPerSecond: 300, payments: 40 },
};
const PARTICIPANTS = 20;
const LIMIT_PROBES = 30;

interface ScenarioResult {
  scenario: string;
  fault: string;
  votes: VoteAccount;
  answers: Record<string, number>;
  defects: string[];
  payments: PaymentAccount | null;
  recoverySeconds: number | null;
  projectionCaughtUp: boolean;
  /** Voters who had voted before Redis was lost and could vote again at once (limits reset). */
  limitsForgotten: number | null;
  /** For a contest closing during the load: closed, with its podium recorded once. */
  closing: { closed: boolean; winners: number; votesAfterEnd: number } | null;
  problems: string[];
}

function log(text: string): void {
  process.stderr.write(`[faults] ${text}\n`);
}

function parseArgs(argv: string[]): { profile: Profile; profileName: string; only: Set<string> | null } {
  let profileName = 'ci';
  let only: Set<string> | null = null;
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === '--profile') profileName = argv[++index] ?? '';
    else if (argv[index] === '--only') only = new Set((argv[++index] ?? '').split(','));
    else throw new Error(`unknown option ${argv[index]} (--profile ci|full, --only name,name)`);
  }
  const profile = PROFILES[profileName];
  if (!profile) throw new Error(`unknown profile ${profileName} (ci or full)`);
  const unknown = [...(only ?? [])].filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
  if (unknown.length > 0) throw new Error(`unknown scenario ${unknown.join(', ')}`);
  return { profile, profileName, only };
}

/** Votes again, with a new key, for pairs voted before the fault: the cooldown must still refuse them. */
async function probeLimits(
  stack: FaultStack,
  voterIds: number[],
  tokens: string[],
  before: VoteOutcome[],
): Promise<number> {
  let forgotten = 0;
  for (const outcome of before.slice(0, LIMIT_PROBES)) {
    const response = await fetch(`${stack.apiUrls()[0]}/api/contests/participants/${outcome.participantId}/vote/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens[outcome.voter]}`,
        'x-forwarded-for': voterAddress(voterIds[outcome.voter]),
      },
    });
    if (response.status !== 429) forgotten += 1;
  }
  return forgotten;
}

async function closingOf(stack: FaultStack, contestId: number): Promise<NonNullable<ScenarioResult['closing']>> {
  const deadline = Date.now() + 45_000;
  let closed = false;
  while (!closed && Date.now() < deadline) {
    const { rows } = await stack.pg.query<{ status: string }>('SELECT status FROM contests WHERE id = $1', [contestId]);
    closed = rows[0]?.status === 'closed';
    if (!closed) await sleep(500);
  }
  const {
    rows: [counts],
  } = await stack.pg.query<{ winners: number; late: number }>(
    `SELECT (SELECT count(*)::int FROM winners WHERE contest_id = $1) AS winners,
            (SELECT count(*)::int FROM vote_ledger l JOIN contests c ON c.id = l.contest_id
              WHERE l.contest_id = $1 AND l.kind IN ('free', 'held', 'paid') AND l.created_at >= c.end_date) AS late`,
    [contestId],
  );
  return { closed, winners: counts.winners, votesAfterEnd: counts.late };
}

async function runScenario(stack: FaultStack, scenario: Scenario, profile: Profile): Promise<ScenarioResult> {
  log(`${scenario.name}: ${scenario.fault}`);
  await stack.startApps(scenario.apis, scenario.workers);
  const voters = Math.ceil((profile.votesPerSecond * profile.loadSeconds * 1.1) / PARTICIPANTS) + 10;
  const contest = await seedContest(
    stack.pg,
    scenario.name,
    PARTICIPANTS,
    voters,
    scenario.contestEndsAfter ?? 7 * 24 * 3600,
  );
  const tokens = mintAccessTokens(stack.jwtSecret, contest.voterIds, contest.numbers);
  const traffic = new VoteTraffic(
    { participantIds: contest.participantIds, voterIds: contest.voterIds, tokens },
    () => stack.apiUrls(),
    profile.votesPerSecond,
  );
  let payments: PaymentTraffic | null = null;
  let buying: Promise<void> = Promise.resolve();
  if (scenario.payments) {
    const {
      rows: [pack],
    } = await stack.pg.query<{ id: number }>(
      `INSERT INTO vote_packs (name, votes_count, price) VALUES ($1, 25, 1000) RETURNING id`,
      [`Pack ${scenario.name}`],
    );
    payments = new PaymentTraffic(stack, contest.participantIds[0], pack.id, tokens.slice(-10));
  }

  let faultAt = 0;
  const started = Date.now();
  traffic.start();
  if (payments) buying = payments.run(profile.payments, (profile.loadSeconds * 1000) / profile.payments);
  await sleep(profile.faultAtSeconds * 1000);
  await scenario.inject({
    stack,
    contestId: contest.contestId,
    mark: () => {
      faultAt ||= Date.now();
    },
  });
  await sleep(Math.max(0, started + profile.loadSeconds * 1000 - Date.now()));
  await traffic.stop();
  await buying;
  log(`${scenario.name}: load over, ${traffic.outcomes.length} votes sent; waiting for the projection`);

  const caughtUp = await projectionCaughtUp(stack.redis, stack.pg, 60_000);
  const votes = await accountVotes(stack.pg, stack.redis, contest.contestId, traffic.outcomes);
  const paymentAccount = payments ? await payments.account(stack.pg, 120_000) : null;
  const before = traffic.outcomes.filter((outcome) => acknowledged(outcome.final) && outcome.firstSentAt < faultAt);
  const limitsForgotten = scenario.checkLimits ? await probeLimits(stack, contest.voterIds, tokens, before) : null;
  const closing = scenario.contestEndsAfter ? await closingOf(stack, contest.contestId) : null;
  await stack.stopApps();

  const problems: string[] = [];
  const mustBeZero: [string, number][] = [
    ['lost acknowledged votes', votes.lost],
    ['duplicate votes', votes.duplicates],
    ['participants whose projection differs from the ledger', votes.drift],
    ['ledger rows nobody was told about', votes.unacknowledgedRows],
    ['server errors other than a French 503', traffic.defects.length],
    ['payments credited wrongly', paymentAccount?.wrong ?? 0],
    ['payments stuck pending', paymentAccount?.stuck ?? 0],
    ['voters whose limits Redis forgot', limitsForgotten ?? 0],
    ['votes recorded after the end date', closing?.votesAfterEnd ?? 0],
  ];
  for (const [what, count] of mustBeZero) if (count > 0) problems.push(`${count} ${what}`);
  if (!caughtUp) problems.push('the projection did not catch up with the ledger within 60 s');
  if (closing && !closing.closed) problems.push('the contest was not closed');
  if (closing && closing.winners !== Math.min(3, PARTICIPANTS)) problems.push(`${closing.winners} winners recorded`);
  if (votes.acknowledged === 0) problems.push('no vote acknowledged');
  return {
    scenario: scenario.name,
    fault: scenario.fault,
    votes,
    answers: traffic.answers,
    defects: traffic.defects,
    payments: paymentAccount,
    recoverySeconds: faultAt ? recoverySeconds(traffic.outcomes, faultAt) : null,
    projectionCaughtUp: caughtUp,
    limitsForgotten,
    closing,
    problems,
  };
}

function renderTable(results: ScenarioResult[]): string {
  const header = [
    'Scenario',
    'Votes acknowledged',
    'In ledger',
    'Duplicates',
    'Lost',
    'Unacknowledged rows',
    'Projection drift',
    'Payments credited',
    'Stuck',
    'Limits forgotten',
    'Recovery (s)',
    'Verdict',
  ];
  const rows = results.map((result) => [
    result.scenario,
    String(result.votes.acknowledged),
    String(result.votes.inLedger),
    String(result.votes.duplicates),
    String(result.votes.lost),
    String(result.votes.unacknowledgedRows),
    String(result.votes.drift),
    result.payments ? `${result.payments.credited}/${result.payments.started}` : '–',
    result.payments ? String(result.payments.stuck) : '–',
    result.limitsForgotten === null ? '–' : String(result.limitsForgotten),
    result.recoverySeconds === null ? '–' : result.recoverySeconds.toFixed(1),
    result.problems.length === 0 ? 'ok' : `FAILED: ${result.problems.join('; ')}`,
  ]);
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

async function main(): Promise<void> {
  const { profile, profileName, only } = parseArgs(process.argv.slice(2));
  const stale = distStaleness();
  if (stale) {
    log(`building the API and the worker (${stale})`);
    build(['api', 'worker']);
  }
  mkdirSync(FAULTS_VAR, { recursive: true });
  const stack = await FaultStack.create();
  const results: ScenarioResult[] = [];
  try {
    for (const scenario of SCENARIOS) {
      if (only && !only.has(scenario.name)) continue;
      results.push(await runScenario(stack, scenario, profile));
      const last = results[results.length - 1];
      log(`${last.scenario}: ${last.problems.length === 0 ? 'ok' : last.problems.join('; ')}`);
    }
  } finally {
    await stack.close();
  }
  const paymentsNote = '(payments: succeeded and credited once / started; the fourth of each four is refused)';
  process.stdout.write(`\nFault suite, profile ${profileName} ${paymentsNote}\n\n${renderTable(results)}\n`);
  writeFileSync(join(FAULTS_VAR, 'results.json'), `${JSON.stringify({ profile: profileName, results }, null, 2)}\n`);
  if (results.some((result) => result.problems.length > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`[faults] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
