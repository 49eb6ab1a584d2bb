/**
 * Child process of `npm run bench -- --channel ussd`: free votes by USSD at saturation, as Africa's
 * Talking would relay them from phones. Each autocannon connection is a phone line that runs sessions
 * back to back, each session three requests of the callback (dialled, "1", "1*<code>") with a session id
 * of its own, each session a (number, participant) pair of the vote plan, so that no vote meets the
 * cooldown or the daily cap. A step answered other than as a vote expects ends its session (the next
 * request starts another). It runs alone in its process so that the generator's CPU is visible and apart.
 */
import autocannon from 'autocannon';
import { childMain, sendLog, sendPhase } from './child-protocol';
import { LatencyHistogram, type LatencySummary } from './histogram';
import { type UssdCall, readAnswer, stepProblem, ussdForm, VOTE_STEPS } from './ussd-session';
import { plannedVote, type VotePlan } from './vote-plan';

export interface UssdLoadInput {
  urls: string[];
  /** The callback's path, its secret token in it. */
  path: string;
  /** The number of each plan voter (plan voter index → E.164). */
  numbers: string[];
  /** Each participant's vote code, by participant id. */
  codes: Record<number, string>;
  plan: VotePlan;
  warmupSeconds: number;
  durationSeconds: number;
  connections: number;
  /** Makes the session ids of this run its own. */
  runTag: string;
}

export interface UssdPhaseResult {
  seconds: number;
  /** Requests answered (the drain's excepted), and the sessions begun and answered at their last step. */
  requests: number;
  sessionsStarted: number;
  sessionsCompleted: number;
  /** Sessions that ended with a vote (END with its receipt): counted, or held for review. */
  counted: number;
  held: number;
  /** HTTP statuses of the answered requests. */
  statuses: Record<string, number>;
  /** Answers other than the vote expects, by step and kind (`vote: END, cooldown`, `home: HTTP 500`). */
  problems: Record<string, number>;
  /** Connection errors and timeouts reported by autocannon. */
  errors: number;
  timeouts: number;
  /** Latency of each step's request, of every request, and of a voting session (first send to its END). */
  latencyByStep: Record<string, LatencySummary>;
  latencyAll: LatencySummary;
  latencySession: LatencySummary;
  /** Votes (END with a receipt) in each whole second of the run. */
  votesPerSecond: number[];
  /** A few answers of each problem kind, to say why. */
  samples: string[];
  /** Ledger ids of the votes, read from the receipts of the END screens. */
  acceptedIds: Float64Array;
  planIndex: number;
}

export interface UssdLoadResult {
  warmup: UssdPhaseResult | null;
  main: UssdPhaseResult;
  generatorCpuSeconds: number;
}

/** One session's state on its connection (autocannon's context, fresh at each session's first request). */
interface SessionContext {
  call?: UssdCall;
  startedAt?: number;
  sentAt?: number;
  /** A step was answered other than as expected: the session's other steps are not sent. */
  over?: boolean;
}

/**
 * The voting window ends DRAIN_SECONDS before autocannon does, and the requests after it
 * go to a path the API refuses with a 404 before any work, so that no vote is in flight when autocannon
 * stops and drops the answers it still waits for.
 */
const DRAIN_SECONDS = 2;
const DRAIN_PATH = '/api/contests/participants/0/vote/';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/**
 * What a step's setupRequest returns to skip the rest of its session: on a falsy value autocannon starts
 * the sequence over with a fresh context (its `resets` count), which its types do not say.
 */
const NEXT_SESSION = null as unknown as autocannon.Request;

class PhaseRecorder {
  readonly latencyByStep = VOTE_STEPS.map(() => new LatencyHistogram());
  readonly latencyAll = new LatencyHistogram();
  readonly latencySession = new LatencyHistogram();
  readonly statuses: Record<string, number> = {};
  readonly problems: Record<string, number> = {};
  readonly perSecond: number[] = [];
  readonly samples: string[] = [];
  ids = new Float64Array(1 << 16);
  idCount = 0;
  requests = 0;
  sessionsStarted = 0;
  sessionsCompleted = 0;
  counted = 0;
  held = 0;
  startedAt = performance.now();
  /** Set at the end of the voting window, once requests stop being votes. */
  draining = false;

  onAnswer(step: number, status: number, body: string, context: SessionContext): void {
    if (this.draining && status === 404) return;
    const now = performance.now();
    this.requests += 1;
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    const milliseconds = now - (context.sentAt ?? now);
    this.latencyByStep[step].record(milliseconds);
    this.latencyAll.record(milliseconds);
    const answer = status === 200 ? readAnswer(body) : null;
    const problem = stepProblem(step, status, answer);
    if (step === VOTE_STEPS.length - 1) this.sessionsCompleted += 1;
    if (problem !== null) {
      context.over = true;
      this.problems[problem] = (this.problems[problem] ?? 0) + 1;
      if (this.samples.length < 8 && !this.samples.some((seen) => seen.startsWith(`${problem}: `))) {
        this.samples.push(`${problem}: ${body.slice(0, 200)}`);
      }
      return;
    }
    if (answer?.kind !== 'counted' && answer?.kind !== 'held') return;
    if (answer.kind === 'counted') this.counted += 1;
    else this.held += 1;
    this.latencySession.record(now - (context.startedAt ?? now));
    const second = Math.floor((now - this.startedAt) / 1000);
    while (this.perSecond.length <= second) this.perSecond.push(0);
    this.perSecond[second] += 1;
    if (this.idCount === this.ids.length) {
      const grown = new Float64Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids[this.idCount] = answer.receipt;
    this.idCount += 1;
  }
}

async function runPhase(
  input: UssdLoadInput,
  state: { index: number; sessions: number },
  seconds: number,
  onVotingEnd: () => void = () => undefined,
): Promise<UssdPhaseResult> {
  const recorder = new PhaseRecorder();
  const votingEnds = recorder.startedAt + seconds * 1000;
  const endTimer = setTimeout(onVotingEnd, seconds * 1000);
  const perUrl = Math.max(1, Math.floor(input.connections / input.urls.length));

  const drain = (request: autocannon.Request) => {
    recorder.draining = true;
    request.method = 'POST';
    request.path = DRAIN_PATH;
    request.headers = {};
    request.body = '';
    return request;
  };
  /** The request of `step`, built just before autocannon sends it. */
  const stepRequest = (step: number): autocannon.Request => ({
    method: 'POST',
    setupRequest: (request, context: SessionContext) => {
      if (performance.now() >= votingEnds) return drain(request);
      const sentAt = performance.now();
      if (step === 0) {
        const vote = plannedVote(input.plan, state.index);
        state.index += 1;
        state.sessions += 1;
        recorder.sessionsStarted += 1;
        context.call = {
          sessionId: `${input.runTag}-${state.sessions}`,
          phoneNumber: input.numbers[vote.voter],
          code: input.codes[vote.participant],
        };
        context.startedAt = sentAt;
      } else if (!context.call || context.over) {
        return NEXT_SESSION;
      }
      context.sentAt = sentAt;
      request.method = 'POST';
      request.path = input.path;
      request.headers = FORM;
      request.body = ussdForm(context.call, step);
      return request;
    },
    onResponse: (status, body, context: SessionContext) => recorder.onAnswer(step, status, body, context),
  });

  let errors = 0;
  let timeouts = 0;
  await Promise.all(
    input.urls.map(
      (url) =>
        new Promise<void>((resolve, reject) => {
          const instance = autocannon(
            {
              url,
              connections: perUrl,
              duration: seconds + DRAIN_SECONDS,
              timeout: 10,
              requests: VOTE_STEPS.map((_, step) => stepRequest(step)),
            },
            (error, result) => {
              if (error) return reject(error instanceof Error ? error : new Error(String(error)));
              errors += result.errors;
              timeouts += result.timeouts;
              resolve();
            },
          );
          instance.on('reqError', (error: unknown) => {
            const text = `error ${error instanceof Error ? error.message : String(error)}`;
            if (recorder.samples.length < 8 && !recorder.samples.includes(text)) recorder.samples.push(text);
          });
        }),
    ),
  );
  clearTimeout(endTimer);
  const elapsed = Math.min(seconds, (performance.now() - recorder.startedAt) / 1000);
  return {
    seconds: elapsed,
    requests: recorder.requests,
    sessionsStarted: recorder.sessionsStarted,
    sessionsCompleted: recorder.sessionsCompleted,
    counted: recorder.counted,
    held: recorder.held,
    statuses: recorder.statuses,
    problems: recorder.problems,
    errors,
    timeouts,
    latencyByStep: Object.fromEntries(VOTE_STEPS.map((name, step) => [name, recorder.latencyByStep[step].summary()])),
    latencyAll: recorder.latencyAll.summary(),
    latencySession: recorder.latencySession.summary(),
    votesPerSecond: recorder.perSecond.slice(0, Math.floor(elapsed)),
    samples: recorder.samples,
    acceptedIds: recorder.ids.slice(0, recorder.idCount),
    planIndex: state.index,
  };
}

async function run(input: UssdLoadInput): Promise<UssdLoadResult> {
  const state = { index: 0, sessions: 0 };
  let warmup: UssdPhaseResult | null = null;
  if (input.warmupSeconds > 0) {
    warmup = await runPhase(input, state, input.warmupSeconds);
    sendLog(
      `USSD load: warm-up ${warmup.counted + warmup.held} votes in ${warmup.sessionsStarted} sessions, ${warmup.seconds.toFixed(1)} s`,
    );
  }
  await sendPhase('main-start');
  const cpuBefore = process.cpuUsage();
  let cpu = { user: 0, system: 0 };
  // The measured window (CPU, counters) ends with the voting window, before the drain requests.
  const main = await runPhase(input, state, input.durationSeconds, () => {
    cpu = process.cpuUsage(cpuBefore);
    void sendPhase('main-end');
  });
  return { warmup, main, generatorCpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

childMain(run);
