/**
 * Child process of `npm run bench`: the vote path, every request built on the fly from the vote
 * plan (rotating voters and participants, 80 % hot). It runs alone in its process so that the load
 * generator's CPU is visible and apart.
 *
 * Both ways of loading go through keep-alive sockets (keep-alive-pool.ts), kept from the warm-up to the
 * measured window as a load balancer keeps its connections to the API. Without a rate, a closed loop: each
 * connection sends its next vote as soon as the last is answered (saturation), until the voting window
 * ends, and the votes then in flight are answered before the phase ends. With a rate, an open loop that
 * sends request i at start + i / rate and times it from that instant, whatever happened before (no
 * coordinated omission).
 */
import { setTimeout as sleep } from 'node:timers/promises';
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
  /** Requests that got no answer: connection errors, and timeouts (10 s). */
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

  onResponse(status: number, milliseconds: number): void {
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
 * Sends the plan's votes through the pools and records their answers; a request that gets none (a
 * connection error, a timeout) is counted, with a few of the errors.
 */
class VoteSender {
  private readonly recorder = new PhaseRecorder();
  private errors = 0;
  private timeouts = 0;

  constructor(
    private readonly pools: KeepAlivePool[],
    private readonly input: VoteLoadInput,
    private readonly tokens: string[],
    private readonly state: { index: number },
  ) {}

  /** Starts the phase's clock (its seconds of accepted votes, the window's length); returns its start. */
  start(): number {
    this.recorder.startedAt = performance.now();
    return this.recorder.startedAt;
  }

  /** The plan's next vote, on pool `sequence` modulo their number, its latency counted from `sentAt`. */
  async send(sequence: number, sentAt: number): Promise<void> {
    const vote = plannedVote(this.input.plan, this.state.index);
    this.state.index += 1;
    const lines = headerLines(voteHeaders(this.input, this.tokens, vote.voter));
    try {
      const answer = await this.pools[sequence % this.pools.length].request(
        'POST',
        `/api/contests/participants/${vote.participant}/vote/`,
        lines,
      );
      this.recorder.onResponse(answer.status, performance.now() - sentAt);
      this.recorder.onBody(answer.status, answer.body);
    } catch (error) {
      if (error instanceof PoolTimeoutError) this.timeouts += 1;
      else this.errors += 1;
      const text = `error ${error instanceof Error ? error.message : String(error)}`;
      const refusals = this.recorder.refusals;
      if (refusals.length < 8 && !refusals.includes(text)) refusals.push(text);
    }
  }

  result(seconds: number): VotePhaseResult {
    const recorder = this.recorder;
    const elapsed = Math.min(seconds, (performance.now() - recorder.startedAt) / 1000);
    return {
      seconds: elapsed,
      responses: recorder.responses,
      accepted: recorder.accepted,
      statuses: recorder.statuses,
      errors: this.errors,
      timeouts: this.timeouts,
      latencyAccepted: recorder.latencyAccepted.summary(),
      latencyAll: recorder.latencyAll.summary(),
      acceptedPerSecond: recorder.perSecond.slice(0, Math.floor(elapsed)),
      refusals: recorder.refusals,
      acceptedIds: recorder.ids.slice(0, recorder.idCount),
      planIndex: this.state.index,
    };
  }
}

/**
 * Saturation: every connection of the pools sends a vote, and its next one as soon as that is answered,
 * until the voting window ends; the votes then in flight are answered before the phase ends, none
 * abandoned (the ledger holds no vote nobody saw acknowledged).
 */
async function runClosedPhase(
  sender: VoteSender,
  connections: number,
  seconds: number,
  onVotingEnd: () => void = () => undefined,
): Promise<VotePhaseResult> {
  const votingEnds = sender.start() + seconds * 1000;
  const endTimer = setTimeout(onVotingEnd, seconds * 1000);
  const loop = async (connection: number) => {
    while (performance.now() < votingEnds) await sender.send(connection, performance.now());
  };
  await Promise.all(Array.from({ length: connections }, (_, connection) => loop(connection)));
  clearTimeout(endTimer);
  return sender.result(seconds);
}

/**
 * Open loop at `input.rate` requests per second, spread over the API processes' pools. With `rampSeconds`
 * (the warm-up), the rate rises evenly from 0 over that time, then holds: a cold API met at the full rate
 * would still be working off that queue when the window opens.
 */
async function runPacedPhase(
  sender: VoteSender,
  rate: number,
  seconds: number,
  rampSeconds: number,
  onVotingEnd: () => void = () => undefined,
): Promise<VotePhaseResult> {
  const inFlight = new Set<Promise<void>>();
  const schedule = pacedSchedule(rate, Math.min(rampSeconds, seconds));
  const startedAt = sender.start();
  const total = Math.floor(schedule.arrivals(seconds));
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(schedule.arrivals((performance.now() - startedAt) / 1000)) + 1);
    while (sent < due) {
      const promise = sender.send(sent, startedAt + schedule.dueAt(sent) * 1000);
      inFlight.add(promise);
      void promise.finally(() => inFlight.delete(promise));
      sent += 1;
    }
    await sleep(1);
  }
  onVotingEnd();
  // Every request is answered (or failed) before the phase ends: none is abandoned in flight.
  await Promise.all([...inFlight]);
  return sender.result(seconds);
}

async function run(input: VoteLoadInput): Promise<VoteLoadResult> {
  const started = Date.now();
  const tokens = mintAccessTokens(input.secret, input.voterIds, input.numbers);
  sendLog(`vote load: ${tokens.length} tokens minted in ${Date.now() - started} ms`);
  const state = { index: 0 };
  const perUrl = Math.max(1, Math.floor(input.connections / input.urls.length));
  const pools = input.urls.map((url) => new KeepAlivePool(new URL(url), perUrl, 10_000));
  const phase = (seconds: number, rampSeconds: number, onVotingEnd?: () => void) => {
    const sender = new VoteSender(pools, input, tokens, state);
    return input.rate > 0
      ? runPacedPhase(sender, input.rate, seconds, rampSeconds, onVotingEnd)
      : runClosedPhase(sender, perUrl * pools.length, seconds, onVotingEnd);
  };
  let warmup: VotePhaseResult | null = null;
  if (input.warmupSeconds > 0) {
    warmup = await phase(input.warmupSeconds, input.warmupSeconds / 2);
    sendLog(`vote load: warm-up ${warmup.accepted} accepted in ${warmup.seconds.toFixed(1)} s`);
  }
  await sendPhase('main-start');
  const cpuBefore = process.cpuUsage();
  let cpu = { user: 0, system: 0 };
  // The measured window (CPU, profiles) ends with the voting window, before the last answers come in.
  const main = await phase(input.durationSeconds, 0, () => {
    cpu = process.cpuUsage(cpuBefore);
    void sendPhase('main-end');
  });
  for (const pool of pools) pool.close();
  return { warmup, main, generatorCpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

childMain(run);
