import { LatencyHistogram, type LatencySummary } from './histogram';
import type { LiveLoadResult } from './live-load';

/** The live scenario over all its processes. */
export interface LiveSummary {
  processes: number;
  socketsRequested: number;
  socketsConnected: number;
  socketsJoined: number;
  connectSeconds: number;
  problems: string[];
  disconnects: number;
  votesSent: number;
  votesAccepted: number;
  voteStatuses: Record<string, number>;
  voteLatency: LatencySummary;
  streamSeconds: number;
  everySocket: LatencySummary;
  firstSocket: LatencySummary;
  lastSocket: LatencySummary;
  seenBeforeAck: number;
  missed: number;
  updatesPerSocketPerSecond: number;
  /** Characters of events a live socket received a second (the payload bytes of its frames). */
  liveBytesPerSocketPerSecond: number;
  /** Frames received by every socket, live and slow, during the stream. */
  framesDelivered: number;
  /** Sockets at the slow rate, their frames and bytes per socket per second. */
  slowSockets: number;
  slowFramesPerSocketPerSecond: number;
  slowBytesPerSocketPerSecond: number;
  /** The worst process's event-loop delay. */
  clientLoopDelay: { p50: number; p99: number; max: number };
  generatorCpuSeconds: number;
  acceptedIds: number[];
  /** Mean size of one broadcast as sent to each socket (characters of the socket.io packet). */
  broadcastSize: number;
}

export function mergeLiveResults(socketsRequested: number, results: LiveLoadResult[]): LiveSummary {
  const sum = (pick: (result: LiveLoadResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  const max = (pick: (result: LiveLoadResult) => number) => Math.max(...results.map(pick));
  const voteStatuses: Record<string, number> = {};
  for (const result of results) {
    for (const [status, count] of Object.entries(result.voteStatuses)) {
      voteStatuses[status] = (voteStatuses[status] ?? 0) + count;
    }
  }
  const joined = sum((result) => result.socketsJoined);
  const slowJoined = sum((result) => result.slowJoined);
  const window = max((result) => result.updatesWindowSeconds);
  const perSocketPerSecond = (total: number, sockets: number) => (sockets > 0 ? total / sockets / window : 0);
  return {
    processes: results.length,
    socketsRequested,
    socketsConnected: sum((result) => result.socketsConnected),
    socketsJoined: joined,
    connectSeconds: max((result) => result.connectSeconds),
    problems: results.flatMap((result) => result.problems),
    disconnects: sum((result) => result.disconnects),
    votesSent: sum((result) => result.votesSent),
    votesAccepted: sum((result) => result.acceptedIds.length),
    voteStatuses,
    voteLatency: LatencyHistogram.from(results.map((result) => result.voteLatency)).summary(),
    streamSeconds: max((result) => result.streamSeconds),
    everySocket: LatencyHistogram.from(results.map((result) => result.everySocket)).summary(),
    firstSocket: LatencyHistogram.from(results.map((result) => result.firstSocket)).summary(),
    lastSocket: LatencyHistogram.from(results.map((result) => result.lastSocket)).summary(),
    seenBeforeAck: sum((result) => result.seenBeforeAck),
    missed: sum((result) => result.missed),
    updatesPerSocketPerSecond: perSocketPerSecond(
      sum((result) => result.rankingUpdates),
      joined,
    ),
    liveBytesPerSocketPerSecond: perSocketPerSecond(
      sum((result) => result.liveCharacters),
      joined,
    ),
    framesDelivered: sum((result) => result.rankingUpdates + result.slowEvents),
    slowSockets: slowJoined,
    slowFramesPerSocketPerSecond: perSocketPerSecond(
      sum((result) => result.slowEvents),
      slowJoined,
    ),
    slowBytesPerSocketPerSecond: perSocketPerSecond(
      sum((result) => result.slowCharacters),
      slowJoined,
    ),
    clientLoopDelay: {
      p50: max((result) => result.clientLoopDelay.p50),
      p99: max((result) => result.clientLoopDelay.p99),
      max: max((result) => result.clientLoopDelay.max),
    },
    generatorCpuSeconds: sum((result) => result.generatorCpuSeconds),
    acceptedIds: results.flatMap((result) => result.acceptedIds),
    broadcastSize:
      sum((result) => result.broadcastCharacters) /
      Math.max(
        1,
        sum((result) => result.broadcasts),
      ),
  };
}
