import {
  BROADCAST_TOP,
  type ClientToServerEvents,
  type LiveRankingEntry,
  type LiveRate,
  type RankingDeltaMessage,
  type RankingUpdateMessage,
  type ServerToClientEvents,
} from '@app/contracts';
import type { RankingEntry } from '@app/ranking';
import type { Namespace, Socket } from 'socket.io';

/** The protocol's messages and codes are written once, in libs/platform/contracts, for the API and the site alike. */
export {
  BROADCAST_TOP,
  DEFAULT_RANKING_LIMIT,
  LIVE_ERROR,
  LIVE_NAMESPACE,
  LIVE_RATES,
  MAX_RANKING_LIMIT,
  type ClientToServerEvents,
  type ContestUpdateMessage,
  type LiveDeltaEntry,
  type LiveErrorCode,
  type LiveErrorMessage,
  type LiveRankingEntry,
  type LiveRate,
  type RankingDeltaMessage,
  type RankingUpdateMessage,
  type RoomRequest,
  type ServerToClientEvents,
} from '@app/contracts';

export interface LiveSocketData {
  /** The signed-in user, or null for a visitor. */
  auth: { userId: number } | null;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoServerSideEvents = {};
export type LiveNamespace = Namespace<ClientToServerEvents, ServerToClientEvents, NoServerSideEvents, LiveSocketData>;
export type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, NoServerSideEvents, LiveSocketData>;

/** The room of a contest's watchers at a rate: each rate is broadcast to on its own schedule. */
export function contestRoom(contestId: number, rate: LiveRate = 'live'): string {
  return rate === 'live' ? `contest:${contestId}` : `contest:${contestId}:${rate}`;
}

/** A line of the feed: no participant id, and only what moves or names a line (not the city, not the vote code). */
export function toLiveEntry({ rank, secure_id, baby_name, photo_url, vote_count }: RankingEntry): LiveRankingEntry {
  return { rank, secure_id, baby_name, photo_url, vote_count };
}

export function rankingUpdate(
  contestId: number,
  page: { total: number; version: number; entries: RankingEntry[] },
  changed: RankingEntry[],
): RankingUpdateMessage {
  return {
    type: 'ranking_update',
    contest: contestId,
    version: page.version,
    ranking: page.entries.map(toLiveEntry),
    changed: changed.map(toLiveEntry),
    total: page.total,
  };
}

/**
 * The delta after a broadcast whose top held `previousTop` (participant ids): entries already in it,
 * or outside the top, go as counts and ranks only; a newcomer to the top also brings its name and photo.
 */
export function rankingDelta(
  contestId: number,
  page: { total: number; version: number },
  since: number,
  changed: RankingEntry[],
  previousTop: ReadonlySet<number>,
): RankingDeltaMessage {
  return {
    type: 'ranking_delta',
    contest: contestId,
    version: page.version,
    since,
    changed: changed.map((entry) => {
      const newcomer = entry.rank !== null && entry.rank <= BROADCAST_TOP && !previousTop.has(entry.participant_id);
      if (newcomer) return toLiveEntry(entry);
      return { secure_id: entry.secure_id, vote_count: entry.vote_count, rank: entry.rank };
    }),
    total: page.total,
  };
}
