/**
 * Child process of `npm run bench`: N socket.io clients watch one contest on /contests while a
 * steady stream of free votes runs; for every acknowledged vote it measures, on every socket, the
 * time from the 201 to the first `ranking_update` that shows the participant's new count.
 *
 * The stream keeps at most one vote in flight per participant, so when a vote is acknowledged the
 * participant's ledger count is exactly base + votes acknowledged for it so far, and a ranking
 * entry showing at least that count necessarily includes this vote. A socket that already showed
 * the count when the 201 arrived (the projector beat the HTTP answer) counts as 0 ms.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { childMain, sendLog, sendPhase } from './child-protocol';
import { LatencyHistogram, type LatencySummary } from './histogram';
import { mintAccessTokens } from './tokens';
import { voterIp } from './vote-plan';

export interface LiveLoadInput {
  url: string;
  contestId: number;
  sockets: number;
  /** Participants of the contest, their public ids and their ledger counts before the stream. */
  participantIds: number[];
  secureIds: string[];
  baseCounts: number[];
  secret: string;
  /** User ids of the stream's voters; voter j's address is voterIp(ipOffset + j). */
  voterIds: number[];
  ipOffset: number;
  rate: number;
  durationSeconds: number;
  /** How long after the stream a vote may still be seen before it counts as missed. */
  graceSeconds: number;
}

export interface LiveLoadResult {
  socketsRequested: number;
  socketsConnected: number;
  socketsJoined: number;
  connectSeconds: number;
  connectErrors: string[];
  /** Sockets disconnected during the stream. */
  disconnects: number;
  votesSent: number;
  votesAccepted: number;
  voteStatuses: Record<string, number>;
  voteLatency: LatencySummary;
  streamSeconds: number;
  /** Vote acknowledged → update on the socket, every (vote, socket) pair. */
  everySocket: LatencySummary;
  /** Per vote: the first socket to show it, and the last. */
  firstSocket: LatencySummary;
  lastSocket: LatencySummary;
  /** Pairs already up to date when the 201 arrived (counted as 0 ms). */
  seenBeforeAck: number;
  /** (vote, socket) pairs never shown within the grace period. */
  missed: number;
  rankingUpdates: number;
  /** ranking_update messages per socket per second during the stream (coalescing at work). */
  updatesPerSocketPerSecond: number;
  snapshotMismatches: string[];
  acceptedIds: number[];
  /** This process's event-loop delay during the stream: how late the client itself noticed. */
  clientLoopDelay: { p50: number; p99: number; max: number };
  generatorCpuSeconds: number;
}

interface LiveEntry {
  secure_id: string;
  vote_count: number;
}

interface RankingUpdate {
  contest: number;
  version: number;
  ranking: LiveEntry[];
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
  socket: Socket;
  lastSeen: Int32Array;
  joined: boolean;
}

function connect(url: string, joinTimeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(`${url}/contests`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: joinTimeoutMs,
    });
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('connect timeout'));
    }, joinTimeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error: Error) => {
      clearTimeout(timer);
      socket.close();
      reject(error);
    });
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
  const connectErrors: string[] = [];
  const snapshotMismatches: string[] = [];
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

  const onUpdate = (watcher: Watcher, message: RankingUpdate) => {
    const now = performance.now();
    if (streaming) rankingUpdates += 1;
    for (const list of [message.changed, message.ranking]) {
      for (const entry of list) {
        const index = indexOf.get(entry.secure_id);
        if (index === undefined) {
          if (snapshotMismatches.length < 5) snapshotMismatches.push(`unknown secure_id ${entry.secure_id}`);
          continue;
        }
        const before = watcher.lastSeen[index];
        if (entry.vote_count <= before) continue;
        watcher.lastSeen[index] = entry.vote_count;
        if (!watcher.joined) continue;
        const queue = pending[index];
        // Backwards: settle() removes a vote once every socket has seen it.
        for (let at = queue.length - 1; at >= 0; at -= 1) {
          const vote = queue[at];
          if (vote.expected > before && vote.expected <= entry.vote_count) settle(index, vote, now);
        }
      }
    }
  };

  // 1. Connect and join, in batches (a browser crowd arrives over seconds, not in one tick).
  const connectStarted = performance.now();
  const batch = 100;
  for (let offset = 0; offset < input.sockets; offset += batch) {
    const size = Math.min(batch, input.sockets - offset);
    const settled = await Promise.allSettled(Array.from({ length: size }, () => connect(input.url, 20_000)));
    for (const outcome of settled) {
      if (outcome.status === 'rejected') {
        const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
        if (connectErrors.length < 5) connectErrors.push(reason);
        continue;
      }
      const watcher: Watcher = { socket: outcome.value, lastSeen: new Int32Array(participants), joined: false };
      watcher.lastSeen.set(input.baseCounts);
      watchers.push(watcher);
    }
  }
  const joins = watchers.map(
    (watcher, position) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 30_000);
        watcher.socket.on('ranking_update', (message: RankingUpdate) => {
          if (!watcher.joined) {
            watcher.joined = true;
            clearTimeout(timer);
            // The snapshot must show the counts the ledger has (the projector had caught up).
            if (position === 0) {
              for (const entry of message.ranking) {
                const index = indexOf.get(entry.secure_id);
                if (index === undefined) snapshotMismatches.push(`snapshot: unknown secure_id ${entry.secure_id}`);
                else if (entry.vote_count !== input.baseCounts[index]) {
                  snapshotMismatches.push(
                    `snapshot: participant ${input.participantIds[index]} shows ${entry.vote_count}, ledger ${input.baseCounts[index]}`,
                  );
                }
              }
            }
            resolve(true);
          }
          onUpdate(watcher, message);
        });
        watcher.socket.on('error', (message: unknown) => {
          if (connectErrors.length < 5) connectErrors.push(`error event: ${JSON.stringify(message)}`);
        });
        watcher.socket.on('disconnect', () => {
          if (streaming) disconnects += 1;
        });
        watcher.socket.emit('get_ranking', { contest_id: input.contestId, limit: position === 0 ? 100 : 20 });
      }),
  );
  const joined = (await Promise.all(joins)).filter(Boolean).length;
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  sendLog(
    `live: ${watchers.length}/${input.sockets} sockets connected, ${joined} joined in ${connectSeconds.toFixed(1)} s`,
  );
  const active = watchers.filter((watcher) => watcher.joined);

  // 2. The steady vote stream, one vote in flight per participant at most.
  const tokens = mintAccessTokens(input.secret, input.voterIds);
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
      if (connectErrors.length < 5) connectErrors.push(`vote: ${String(error)}`);
    } finally {
      inFlight[index] = 0;
    }
  };

  const nextParticipant = (): number | null => {
    for (let step = 0; step < participants; step += 1) {
      const index = (cursor + step) % participants;
      if (!inFlight[index] && !poisoned[index] && sentPerParticipant[index] < input.voterIds.length) {
        cursor = index + 1;
        return index;
      }
    }
    return null;
  };

  let updatesWindowStarted = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const cpuBefore = process.cpuUsage();
  await sendPhase('stream-start');
  streaming = true;
  loopDelay.enable();
  const streamStarted = performance.now();
  updatesWindowStarted = streamStarted;
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
  const updatesWindowSeconds = (performance.now() - updatesWindowStarted) / 1000;
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

  return {
    socketsRequested: input.sockets,
    socketsConnected: watchers.length,
    socketsJoined: joined,
    connectSeconds,
    connectErrors,
    disconnects,
    votesSent,
    votesAccepted: acceptedIds.length,
    voteStatuses,
    voteLatency: voteLatency.summary(),
    streamSeconds,
    everySocket: everySocket.summary(),
    firstSocket: firstSocket.summary(),
    lastSocket: lastSocket.summary(),
    seenBeforeAck,
    missed,
    rankingUpdates,
    updatesPerSocketPerSecond: active.length > 0 ? rankingUpdates / active.length / updatesWindowSeconds : 0,
    snapshotMismatches,
    acceptedIds,
    clientLoopDelay: {
      p50: loopDelay.percentile(50) / 1e6,
      p99: loopDelay.percentile(99) / 1e6,
      max: loopDelay.max / 1e6,
    },
    generatorCpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

childMain(run);
