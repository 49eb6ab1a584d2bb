/**
 * Child process of `npm run bench` (one of BENCH_SOCKET_PROCS): its share of the socket.io clients
 * watch one contest on /contests while it runs its share of a steady stream of free votes; for
 * every vote acknowledged it measures, on each of its sockets, the time from the 201 to the first
 * `ranking_update` or `ranking_delta` that shows the participant's new count.
 *
 * Each process votes for its own participants only and keeps at most one vote in flight per
 * participant, so when a vote is acknowledged the participant's ledger count is exactly its base
 * count + the votes acknowledged for it so far, and a ranking entry showing at least that count
 * necessarily includes this vote. A socket that already showed the count when the 201 arrived (the
 * projector beat the HTTP answer) counts as 0 ms.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { childMain, sendLog, sendPhase } from './child-protocol';
import { type HistogramData, LatencyHistogram } from './histogram';
import { broadcastStats, LightSocket } from './light-socket';
import { mintAccessTokens } from './tokens';
import { voterIp } from './vote-plan';
import type { SeededNumber } from './phone-numbers';

export interface LiveLoadInput {
  /** Where the votes go (an API), and where the sockets connect: the same API, or a live process's port. */
  url: string;
  socketUrl: string;
  contestId: number;
  /** This process's sockets at the live rate (timed), and at the slow rate (frames and bytes counted only). */
  sockets: number;
  slowSockets: number;
  /** Participants of the contest, their public ids and their ledger counts before the stream. */
  participantIds: number[];
  secureIds: string[];
  baseCounts: number[];
  /** Indexes (into participantIds) of the participants this process votes for; no other process does. */
  voteParticipants: number[];
  secret: string;
  /** User ids of this process's voters; voter j's address is voterIp(ipOffset + j). */
  voterIds: number[];
  /** Each voter's confirmed phone number (its id), in the same order: its tokens carry it. */
  numbers: SeededNumber[];
  ipOffset: number;
  /** This process's votes per second. */
  rate: number;
  durationSeconds: number;
  /** How long after the stream a vote may still be seen before it counts as missed. */
  graceSeconds: number;
  /** The first socket of the first process asks for the whole ranking and checks it against the ledger. */
  checkSnapshot: boolean;
}

export interface LiveLoadResult {
  socketsConnected: number;
  socketsJoined: number;
  connectSeconds: number;
  problems: string[];
  /** Sockets disconnected during the stream. */
  disconnects: number;
  votesSent: number;
  voteStatuses: Record<string, number>;
  voteLatency: HistogramData;
  streamSeconds: number;
  /** Vote acknowledged → update on the socket, every (vote, socket) pair. */
  everySocket: HistogramData;
  /** Per vote: the first of this process's sockets to show it, and the last. */
  firstSocket: HistogramData;
  lastSocket: HistogramData;
  /** Pairs already up to date when the 201 arrived (counted as 0 ms). */
  seenBeforeAck: number;
  /** (vote, socket) pairs never shown within the grace period. */
  missed: number;
  /** ranking_update and ranking_delta messages received by this process's live sockets during the stream, and over how long. */
  rankingUpdates: number;
  updatesWindowSeconds: number;
  /** Characters of the events the live sockets received in that window. */
  liveCharacters: number;
  /** Slow sockets joined, and the events and characters they received in that window. */
  slowJoined: number;
  slowEvents: number;
  slowCharacters: number;
  acceptedIds: number[];
  /** This process's event-loop delay during the stream: how late the client itself noticed. */
  clientLoopDelay: { p50: number; p99: number; max: number };
  generatorCpuSeconds: number;
  /** Distinct broadcast texts received during the stream, and their mean length (characters). */
  broadcasts: number;
  broadcastCharacters: number;
}

/** Sockets connecting at once: a crowd arrives over seconds, not in one tick. */
const CONNECT_BATCH = 100;

interface LiveEntry {
  secure_id: string;
  vote_count: number;
}

/** A `ranking_update` (top of the ranking and the changed entries) or a `ranking_delta` (changed entries only). */
interface RankingUpdate {
  contest: number;
  version: number;
  ranking?: LiveEntry[];
  changed: LiveEntry[];
}

interface PendingVote {
  expected: number;
  ackAt: number;
  remaining: number;
  first: number;
  last: number;
}

interface Watcher {
  socket: LightSocket;
  lastSeen: Int32Array;
  joined: boolean;
}

/** Events and characters received so far by `sockets`. */
function received(sockets: LightSocket[]): { events: number; characters: number } {
  let events = 0;
  let characters = 0;
  for (const socket of sockets) {
    events += socket.events;
    characters += socket.eventCharacters;
  }
  return { events, characters };
}

/** Resolves when the bench says every live process is ready (all sockets joined everywhere). */
function waitForGo(): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: { type?: string }) => {
      if (message.type !== 'go') return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
  });
}

async function run(input: LiveLoadInput): Promise<LiveLoadResult> {
  const participants = input.participantIds.length;
  const indexOf = new Map(input.secureIds.map((secureId, index) => [secureId, index]));
  const watchers: Watcher[] = [];
  const pending: PendingVote[][] = Array.from({ length: participants }, () => []);
  const everySocket = new LatencyHistogram();
  const firstSocket = new LatencyHistogram();
  const lastSocket = new LatencyHistogram();
  const voteLatency = new LatencyHistogram();
  const problems: string[] = [];
  const problem = (text: string) => {
    if (problems.length < 8 && !problems.includes(text)) problems.push(text);
  };
  let seenBeforeAck = 0;
  let rankingUpdates = 0;
  let disconnects = 0;
  let streaming = false;

  const settle = (index: number, vote: PendingVote, now: number) => {
    const latency = Math.max(0, now - vote.ackAt);
    everySocket.record(latency);
    if (latency < vote.first) vote.first = latency;
    if (latency > vote.last) vote.last = latency;
    vote.remaining -= 1;
    if (vote.remaining === 0) {
      firstSocket.record(vote.first);
      lastSocket.record(vote.last);
      const queue = pending[index];
      const at = queue.indexOf(vote);
      if (at >= 0) queue.splice(at, 1);
    }
  };

  // (participant index, count) pairs of a message, worked out once: every socket gets the same object.
  const pairsCache = new WeakMap<RankingUpdate, Int32Array>();
  const pairsOf = (message: RankingUpdate): Int32Array => {
    let pairs = pairsCache.get(message);
    if (pairs) return pairs;
    const entries = [...message.changed, ...(message.ranking ?? [])];
    pairs = new Int32Array(entries.length * 2);
    let length = 0;
    for (const entry of entries) {
      const index = indexOf.get(entry.secure_id);
      if (index === undefined) {
        problem(`unknown secure_id ${entry.secure_id}`);
        continue;
      }
      pairs[length] = index;
      pairs[length + 1] = entry.vote_count;
      length += 2;
    }
    pairs = pairs.subarray(0, length);
    pairsCache.set(message, pairs);
    return pairs;
  };

  const onUpdate = (watcher: Watcher, message: RankingUpdate) => {
    const now = performance.now();
    if (streaming) rankingUpdates += 1;
    const pairs = pairsOf(message);
    for (let pair = 0; pair < pairs.length; pair += 2) {
      const index = pairs[pair];
      const count = pairs[pair + 1];
      const before = watcher.lastSeen[index];
      if (count <= before) continue;
      watcher.lastSeen[index] = count;
      if (!watcher.joined) continue;
      const queue = pending[index];
      // Backwards: settle() removes a vote once every socket has seen it.
      for (let at = queue.length - 1; at >= 0; at -= 1) {
        const vote = queue[at];
        if (vote.expected > before && vote.expected <= count) settle(index, vote, now);
      }
    }
  };

  // 1. Connect and join.
  const connectAll = async (count: number): Promise<LightSocket[]> => {
    const sockets: LightSocket[] = [];
    for (let offset = 0; offset < count; offset += CONNECT_BATCH) {
      const settled = await Promise.allSettled(
        Array.from({ length: Math.min(CONNECT_BATCH, count - offset) }, () =>
          LightSocket.connect(input.socketUrl, '/contests', 20_000),
        ),
      );
      for (const outcome of settled) {
        if (outcome.status === 'fulfilled') sockets.push(outcome.value);
        else problem(`connect: ${outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)}`);
      }
    }
    return sockets;
  };
  const connectStarted = performance.now();
  for (const socket of await connectAll(input.sockets)) {
    const watcher: Watcher = { socket, lastSeen: new Int32Array(participants), joined: false };
    watcher.lastSeen.set(input.baseCounts);
    watchers.push(watcher);
  }
  const joins = watchers.map(
    (watcher, position) =>
      new Promise<boolean>((resolve) => {
        const checks = input.checkSnapshot && position === 0;
        const timer = setTimeout(() => resolve(false), 30_000);
        watcher.socket.on('ranking_update', (message: RankingUpdate) => {
          if (!watcher.joined) {
            watcher.joined = true;
            clearTimeout(timer);
            // The snapshot must show the counts the ledger has (the projector had caught up).
            if (checks) {
              for (const entry of message.ranking ?? []) {
                const index = indexOf.get(entry.secure_id);
                if (index === undefined) problem(`snapshot: unknown secure_id ${entry.secure_id}`);
                else if (entry.vote_count !== input.baseCounts[index]) {
                  problem(
                    `snapshot: participant ${input.participantIds[index]} shows ${entry.vote_count}, ledger ${input.baseCounts[index]}`,
                  );
                }
              }
            }
            resolve(true);
          }
          onUpdate(watcher, message);
        });
        watcher.socket.on('ranking_delta', (message: RankingUpdate) => onUpdate(watcher, message));
        watcher.socket.on('error', (message: unknown) => problem(`error event: ${JSON.stringify(message)}`));
        watcher.socket.on('disconnect', () => {
          if (streaming) disconnects += 1;
        });
        watcher.socket.emit('get_ranking', { contest_id: input.contestId, limit: checks ? 100 : 20 });
      }),
  );
  const slowSockets = await connectAll(input.slowSockets);
  const slowJoins = slowSockets.map(
    (socket) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 30_000);
        socket.on('ranking_update', () => {
          clearTimeout(timer);
          resolve(true);
        });
        socket.emit('get_ranking', { contest_id: input.contestId, limit: 20, rate: 'slow' });
      }),
  );
  const joined = (await Promise.all(joins)).filter(Boolean).length;
  const slowJoined = (await Promise.all(slowJoins)).filter(Boolean).length;
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  sendLog(
    `live: ${watchers.length}/${input.sockets} sockets connected, ${joined} joined` +
      (input.slowSockets > 0 ? `, ${slowJoined}/${input.slowSockets} at the slow rate` : '') +
      ` in ${connectSeconds.toFixed(1)} s`,
  );
  const active = watchers.filter((watcher) => watcher.joined);

  // 2. The steady vote stream, one vote in flight per participant at most.
  const tokens = mintAccessTokens(input.secret, input.voterIds, input.numbers);
  const sentPerParticipant = new Int32Array(participants);
  const ackedPerParticipant = new Int32Array(participants);
  const inFlight = new Uint8Array(participants);
  const poisoned = new Uint8Array(participants);
  const voteStatuses: Record<string, number> = {};
  const acceptedIds: number[] = [];
  let votesSent = 0;
  let cursor = 0;
  const inFlightRequests = new Set<Promise<void>>();

  const vote = async (index: number) => {
    const voter = sentPerParticipant[index];
    sentPerParticipant[index] += 1;
    inFlight[index] = 1;
    votesSent += 1;
    const sentAt = performance.now();
    try {
      const response = await fetch(`${input.url}/api/contests/participants/${input.participantIds[index]}/vote/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[voter]}`, 'x-forwarded-for': voterIp(input.ipOffset + voter) },
      });
      const body = await response.text();
      const ackAt = performance.now();
      voteStatuses[response.status] = (voteStatuses[response.status] ?? 0) + 1;
      if (response.status !== 201) {
        problem(`vote: ${response.status} ${body.slice(0, 200)}`);
        if (response.status >= 500) poisoned[index] = 1;
        return;
      }
      voteLatency.record(ackAt - sentAt);
      acceptedIds.push((JSON.parse(body) as { id: number }).id);
      ackedPerParticipant[index] += 1;
      const record: PendingVote = {
        expected: input.baseCounts[index] + ackedPerParticipant[index],
        ackAt,
        remaining: active.length,
        first: Infinity,
        last: 0,
      };
      pending[index].push(record);
      for (const watcher of active) {
        if (watcher.lastSeen[index] >= record.expected) {
          seenBeforeAck += 1;
          settle(index, record, ackAt);
        }
      }
    } catch (error) {
      // No answer: the vote may or may not be in the ledger, so this participant's count is unknown.
      poisoned[index] = 1;
      voteStatuses.network = (voteStatuses.network ?? 0) + 1;
      problem(`vote: ${String(error)}`);
    } finally {
      inFlight[index] = 0;
    }
  };

  const nextParticipant = (): number | null => {
    const mine = input.voteParticipants;
    for (let step = 0; step < mine.length; step += 1) {
      const index = mine[(cursor + step) % mine.length];
      if (!inFlight[index] && !poisoned[index] && sentPerParticipant[index] < input.voterIds.length) {
        cursor = (cursor + step + 1) % mine.length;
        return index;
      }
    }
    return null;
  };

  await sendPhase('ready');
  await waitForGo();
  const statsBefore = { ...broadcastStats };
  const liveSockets = active.map((watcher) => watcher.socket);
  const liveBefore = received(liveSockets);
  const slowBefore = received(slowSockets);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const cpuBefore = process.cpuUsage();
  await sendPhase('stream-start');
  streaming = true;
  loopDelay.enable();
  const streamStarted = performance.now();
  const total = Math.floor(input.rate * input.durationSeconds);
  while (votesSent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - streamStarted) / 1000) * input.rate) + 1);
    while (votesSent < due) {
      const index = nextParticipant();
      if (index === null) break;
      const request = vote(index);
      inFlightRequests.add(request);
      void request.finally(() => inFlightRequests.delete(request));
    }
    await sleep(2);
  }
  await Promise.all([...inFlightRequests]);
  const streamSeconds = (performance.now() - streamStarted) / 1000;

  // 3. Grace period: votes still unseen by some socket.
  const graceEnd = performance.now() + input.graceSeconds * 1000;
  while (performance.now() < graceEnd && pending.some((queue) => queue.length > 0)) await sleep(50);
  loopDelay.disable();
  streaming = false;
  const updatesWindowSeconds = (performance.now() - streamStarted) / 1000;
  const liveAfter = received(liveSockets);
  const slowAfter = received(slowSockets);
  await sendPhase('stream-end');
  const cpu = process.cpuUsage(cpuBefore);
  let missed = 0;
  for (const queue of pending) {
    for (const record of queue) {
      missed += record.remaining;
      if (record.first !== Infinity) firstSocket.record(record.first);
    }
  }
  for (const watcher of watchers) watcher.socket.close();
  for (const socket of slowSockets) socket.close();

  return {
    socketsConnected: watchers.length,
    socketsJoined: joined,
    connectSeconds,
    problems,
    disconnects,
    votesSent,
    voteStatuses,
    voteLatency: voteLatency.export(),
    streamSeconds,
    everySocket: everySocket.export(),
    firstSocket: firstSocket.export(),
    lastSocket: lastSocket.export(),
    seenBeforeAck,
    missed,
    rankingUpdates,
    updatesWindowSeconds,
    liveCharacters: liveAfter.characters - liveBefore.characters,
    slowJoined,
    slowEvents: slowAfter.events - slowBefore.events,
    slowCharacters: slowAfter.characters - slowBefore.characters,
    acceptedIds,
    clientLoopDelay: {
      p50: loopDelay.percentile(50) / 1e6,
      p99: loopDelay.percentile(99) / 1e6,
      max: loopDelay.max / 1e6,
    },
    generatorCpuSeconds: (cpu.user + cpu.system) / 1e6,
    broadcasts: broadcastStats.packets - statsBefore.packets,
    broadcastCharacters: broadcastStats.characters - statsBefore.characters,
  };
}

childMain(run);
