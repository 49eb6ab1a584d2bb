/**
 * Child process of `npm run bench`: the vote path, every request built on the fly from the vote
 * plan (rotating voters and participants, 80 % hot). It runs alone in its process so that the load
 * generator's CPU is visible and apart.
 *
 * Without a rate: autocannon, one instance per API process, as many requests as the connections
 * get answered (saturation). With a rate: an open-loop generator on keep-alive sockets
 * (keep-alive-pool.ts) that sends request i at start + i / rate and times it from that instant,
 * whatever happened before (no coordinated omission). autocannon's own rate limit sends each
 * second's quota in a burst at the start of the second, which measures the burst, not the rate.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './browser-headers';
import { childMain, sendLog, sendPhase } from './child-protocol';
import { LatencyHistogram, type LatencySummary } from './histogram';
import { headerLines, KeepAlivePool, PoolTimeoutError } from './keep-alive-pool';
import { pacedSchedule } from './paced-schedule';
import { mintAccessTokens } from './tokens';
import { plannedVote, type VotePlan, voterIp } from './vote-plan';
import type { SeededNumber } from './phone-numbers';

export interface VoteLoadInput {
  urls: string[];
  secret: string;
  /** User id of each plan voter (plan voter index → user id). */
  voterIds: number[];
  /** Each voter's confirmed phone number (its id), in the same order: its tokens carry it. */
  numbers: SeededNumber[];
  plan: VotePlan;
  warmupSeconds: number;
  durationSeconds: number;
  connections: number;
  /** Requests per second over all connections; 0 = no cap. */
  rate: number;
  /** Client addresses the voters share (0: one each), see voterIp. */
  addresses: number;
  /** Each plan voter's device cookie (`bs_device=…`), in the carrier scenario. */
  deviceCookies: string[] | null;
}

/**
 * The headers of a vote by plan voter `voter`: its phone's browser, its token, its address, and its
 * phone's cookie when it has one.
 */
function voteHeaders(input: VoteLoadInput, tokens: string[], voter: number): Record<string, string> {
  return {
    ...BROWSER_HEADERS,
    authorization: `Bearer ${tokens[voter]}`,
    'x-forwarded-for': voterIp(voter, input.addresses),
    ...(input.deviceCookies ? { cookie: input.deviceCookies[voter] } : {}),
  };
}

export interface VotePhaseResult {
  seconds: number;
  responses: number;
  accepted: number;
  statuses: Record<string, number>;
  /** Connection errors and timeouts reported by autocannon. */
  errors: number;
  timeouts: number;
  latencyAccepted: LatencySummary;
  latencyAll: LatencySummary;
  /** Accepted votes in each whole second of the run. */
  acceptedPerSecond: number[];
  /** A few bodies of non-201 answers, to say why. */
  refusals: string[];
  /** Ledger ids of the acknowledged votes (from the 201 and 202 bodies). */
  acceptedIds: Float64Array;
  /** Plan index after the phase. */
  planIndex: number;
}

export interface VoteLoadResult {
  warmup: VotePhaseResult | null;
  main: VotePhaseResult;
  generatorCpuSeconds: number;
}

const ID_PATTERN = /"id":(\d+)/;

class PhaseRecorder {
  readonly latencyAccepted = new LatencyHistogram();
  readonly latencyAll = new LatencyHistogram();
  readonly statuses: Record<string, number> = {};
  readonly perSecond: number[] = [];
  readonly refusals: string[] = [];
  ids = new Float64Array(1 << 16);
  idCount = 0;
  accepted = 0;
  responses = 0;
  startedAt = 0;
  /** Set at the end of the voting window, once requests stop being votes. */
  draining = false;

  onResponse(status: number, milliseconds: number): void {
    // After the voting window, requests are drain requests (404 by design): not part of the figures.
    if (this.draining && status === 404) return;
    this.responses += 1;
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    this.latencyAll.record(milliseconds);
    if (status === 201) {
      this.accepted += 1;
      this.latencyAccepted.record(milliseconds);
      const second = Math.floor((performance.now() - this.startedAt) / 1000);
      while (this.perSecond.length <= second) this.perSecond.push(0);
      this.perSecond[second] += 1;
    }
  }

  onBody(status: number, body: string): void {
    if (this.draining && status === 404) return;
    // A held vote (202) is acknowledged too: a ledger row of weight 0.
    if (status === 201 || status === 202) {
      const match = ID_PATTERN.exec(body);
      if (!match) return;
      if (this.idCount === this.ids.length) {
        const grown = new Float64Array(this.ids.length * 2);
        grown.set(this.ids);
        this.ids = grown;
      }
      this.ids[this.idCount] = Number(match[1]);
      this.idCount += 1;
    } else if (this.refusals.length < 5 && !this.refusals.some((seen) => seen.startsWith(`${status} `))) {
      this.refusals.push(`${status} ${body.slice(0, 300)}`);
    }
  }
}

/**
 * autocannon drops the answers of the requests in flight when its duration ends, although the
 * server may have appended those votes: the ledger would then hold votes nobody saw acknowledged.
 * So the voting window ends DRAIN_SECONDS before autocannon does, and the requests sent after it
 * are for participant 0, which the API refuses with a 404 before any Redis or ledger work.
 */
const DRAIN_SECONDS = 2;
const DRAIN_PATH = '/api/contests/participants/0/vote/';

async function runPhase(
  input: VoteLoadInput,
  tokens: string[],
  state: { index: number },
  seconds: number,
  onVotingEnd: () => void = () => undefined,
): Promise<VotePhaseResult> {
  const recorder = new PhaseRecorder();
  let votingEnds = Infinity;
  const endTimer = setTimeout(onVotingEnd, seconds * 1000);
  const perUrl = Math.max(1, Math.floor(input.connections / input.urls.length));
  const headersFor = (voter: number) => voteHeaders(input, tokens, voter);
  recorder.startedAt = performance.now();
  votingEnds = recorder.startedAt + seconds * 1000;
  const results = await Promise.all(
    input.urls.map(
      (url) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            {
              url,
              connections: perUrl,
              duration: seconds + DRAIN_SECONDS,
              timeout: 10,
              requests: [
                {
                  method: 'POST',
                  setupRequest: (request) => {
                    if (performance.now() >= votingEnds) {
                      recorder.draining = true;
                      request.method = 'POST';
                      request.path = DRAIN_PATH;
                      request.headers = {};
                      return request;
                    }
                    const vote = plannedVote(input.plan, state.index);
                    state.index += 1;
                    request.method = 'POST';
                    request.path = `/api/contests/participants/${vote.participant}/vote/`;
                    request.headers = headersFor(vote.voter);
                    return request;
                  },
                  onResponse: (status, body) => recorder.onBody(status, body),
                },
              ],
            },
            (error, result) =>
              error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
          );
          instance.on('response', (_client, status, _bytes, milliseconds) => recorder.onResponse(status, milliseconds));
          instance.on('reqError', (error: unknown) => {
            const text = `error ${error instanceof Error ? error.message : String(error)}`;
            if (recorder.refusals.length < 8 && !recorder.refusals.includes(text)) recorder.refusals.push(text);
          });
        }),
    ),
  );
  clearTimeout(endTimer);
  const elapsed = Math.min(seconds, (performance.now() - recorder.startedAt) / 1000);
  return {
    seconds: elapsed,
    responses: recorder.responses,
    accepted: recorder.accepted,
    statuses: recorder.statuses,
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    timeouts: results.reduce((sum, result) => sum + result.timeouts, 0),
    latencyAccepted: recorder.latencyAccepted.summary(),
    latencyAll: recorder.latencyAll.summary(),
    acceptedPerSecond: recorder.perSecond.slice(0, Math.floor(elapsed)),
    refusals: recorder.refusals,
    acceptedIds: recorder.ids.slice(0, recorder.idCount),
    planIndex: state.index,
  };
}

/**
 * Open loop at `input.rate` requests per second, spread over the API processes' pools. The pools are kept
 * from the warm-up to the measured window, as a load balancer keeps its connections to the API: opened all
 * at once at the window's start, they would overflow the API's accept queue, and a SYN dropped is sent
 * again a second later. With `rampSeconds` (the warm-up), the rate rises evenly from 0 over that time,
 * then holds: a cold API met at the full rate would still be working off that queue when the window opens.
 */
async function runPacedPhase(
  pools: KeepAlivePool[],
  input: VoteLoadInput,
  tokens: string[],
  state: { index: number },
  seconds: number,
  rampSeconds: number,
  onVotingEnd: () => void = () => undefined,
): Promise<VotePhaseResult> {
  const recorder = new PhaseRecorder();
  const inFlight = new Set<Promise<void>>();
  let errors = 0;
  let timeouts = 0;

  const send = async (sequence: number, scheduledAt: number): Promise<void> => {
    const vote = plannedVote(input.plan, state.index);
    state.index += 1;
    const lines = headerLines(voteHeaders(input, tokens, vote.voter));
    try {
      const answer = await pools[sequence % pools.length].request(
        'POST',
        `/api/contests/participants/${vote.participant}/vote/`,
        lines,
      );
      recorder.onResponse(answer.status, performance.now() - scheduledAt);
      recorder.onBody(answer.status, answer.body);
    } catch (error) {
      if (error instanceof PoolTimeoutError) timeouts += 1;
      else errors += 1;
      const text = `error ${error instanceof Error ? error.message : String(error)}`;
      if (recorder.refusals.length < 8 && !recorder.refusals.includes(text)) recorder.refusals.push(text);
    }
  };

  const schedule = pacedSchedule(input.rate, Math.min(rampSeconds, seconds));
  recorder.startedAt = performance.now();
  const total = Math.floor(schedule.arrivals(seconds));
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(schedule.arrivals((performance.now() - recorder.startedAt) / 1000)) + 1);
    while (sent < due) {
      const promise = send(sent, recorder.startedAt + schedule.dueAt(sent) * 1000);
      inFlight.add(promise);
      void promise.finally(() => inFlight.delete(promise));
      sent += 1;
    }
    await sleep(1);
  }
  onVotingEnd();
  // Every request is answered (or failed) before the phase ends: none is abandoned in flight.
  await Promise.all([...inFlight]);
  const elapsed = Math.min(seconds, (performance.now() - recorder.startedAt) / 1000);
  return {
    seconds: elapsed,
    responses: recorder.responses,
    accepted: recorder.accepted,
    statuses: recorder.statuses,
    errors,
    timeouts,
    latencyAccepted: recorder.latencyAccepted.summary(),
    latencyAll: recorder.latencyAll.summary(),
    acceptedPerSecond: recorder.perSecond.slice(0, Math.floor(elapsed)),
    refusals: recorder.refusals,
    acceptedIds: recorder.ids.slice(0, recorder.idCount),
    planIndex: state.index,
  };
}

async function run(input: VoteLoadInput): Promise<VoteLoadResult> {
  const started = Date.now();
  const tokens = mintAccessTokens(input.secret, input.voterIds, input.numbers);
  sendLog(`vote load: ${tokens.length} tokens minted in ${Date.now() - started} ms`);
  const state = { index: 0 };
  const perUrl = Math.max(1, Math.floor(input.connections / input.urls.length));
  const pools = input.rate > 0 ? input.urls.map((url) => new KeepAlivePool(new URL(url), perUrl, 10_000)) : [];
  const phase = (seconds: number, rampSeconds: number, onVotingEnd?: () => void) =>
    input.rate > 0
      ? runPacedPhase(pools, input, tokens, state, seconds, rampSeconds, onVotingEnd)
      : runPhase(input, tokens, state, seconds, onVotingEnd);
  let warmup: VotePhaseResult | null = null;
  if (input.warmupSeconds > 0) {
    warmup = await phase(input.warmupSeconds, input.warmupSeconds / 2);
    sendLog(`vote load: warm-up ${warmup.accepted} accepted in ${warmup.seconds.toFixed(1)} s`);
  }
  await sendPhase('main-start');
  const cpuBefore = process.cpuUsage();
  let cpu = { user: 0, system: 0 };
  // The measured window (CPU, profiles) ends with the voting window, before the drain requests.
  const main = await phase(input.durationSeconds, 0, () => {
    cpu = process.cpuUsage(cpuBefore);
    void sendPhase('main-end');
  });
  for (const pool of pools) pool.close();
  return { warmup, main, generatorCpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

childMain(run);
