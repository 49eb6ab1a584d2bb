import type { components } from './api-schema';

/**
 * The live rankings' socket.io protocol, as the API sends it (libs/domain/live) and the site reads it
 * (web/src/lib/live-ranking.ts).
 */

/** The socket.io namespace of the live rankings (path `/socket.io`, the default). */
export const LIVE_NAMESPACE = '/contests';

/** Entries in a snapshot when the client does not say, and the most it may ask for. */
export const DEFAULT_RANKING_LIMIT = 20;
export const MAX_RANKING_LIMIT = 100;
/** Entries of the top of the ranking carried by every broadcast. */
export const BROADCAST_TOP = 20;

/**
 * Codes of `error` messages and of refused connections. 4001 and 4003 are the spec's close codes
 * (the vote page stops reconnecting on them); the others are ours. 4029 is the spec's 429, a
 * client error worth retrying: the message was over the socket's limits and dropped; a socket that
 * keeps sending is then disconnected (libs/domain/live/src/live-message-limits.ts).
 */
export const LIVE_ERROR = {
  badRequest: 4000,
  tokenInvalid: 4001,
  forbidden: 4003,
  notFound: 4004,
  tooManyRequests: 4029,
  unavailable: 4500,
} as const;
export type LiveErrorCode = (typeof LIVE_ERROR)[keyof typeof LIVE_ERROR];

/** A ranking entry as the public live feed shows it: participants are known by their secure_id. */
export interface LiveRankingEntry {
  /** 1 for the first; null for a participant without votes (listed after every ranked one). */
  rank: number | null;
  secure_id: string;
  baby_name: string;
  /** URL of the card-size photo (the site shows its placeholder without one). */
  photo_url: string | null;
  vote_count: number;
}

export interface RankingUpdateMessage {
  type: 'ranking_update';
  contest: number;
  /** Projection version of the contest: a client that sees it jump re-fetches; an older one is stale. */
  version: number;
  ranking: LiveRankingEntry[];
  /** Entries whose count changed since the previous broadcast (empty in a snapshot). */
  changed: LiveRankingEntry[];
  total: number;
}

/** A changed entry of a delta: its count and rank; name and photo only for a newcomer to the top. */
export type LiveDeltaEntry = Pick<LiveRankingEntry, 'secure_id' | 'vote_count' | 'rank'> &
  Partial<Pick<LiveRankingEntry, 'baby_name' | 'photo_url'>>;

/**
 * What changed since this process's previous broadcast for the contest: the participants whose count
 * changed, each with its count and rank now (with its name and photo when it just entered the top).
 * A client whose version v has `since <= v <= version` applies it (counts are absolute); one with
 * `v < since` missed a message and asks for a snapshot.
 */
export interface RankingDeltaMessage {
  type: 'ranking_delta';
  contest: number;
  version: number;
  since: number;
  changed: LiveDeltaEntry[];
  total: number;
}

type ContestStatus = components['schemas']['ContestResponse']['status'];

export interface ContestUpdateMessage {
  type: 'contest_update';
  contest: number;
  status: ContestStatus;
  previous_status: ContestStatus;
}

export interface LiveErrorMessage {
  type: 'error';
  code: LiveErrorCode;
  message: string;
  contest?: number;
}

/**
 * How often a watcher gets the ranking's changes: `live`, at most every 100 ms (the default);
 * `slow`, at most once a second (a hidden tab, a phone on slow data).
 */
export const LIVE_RATES = ['live', 'slow'] as const;
export type LiveRate = (typeof LIVE_RATES)[number];

/**
 * `get_ranking` / `join` / `leave` payload; `contest_id` may come as a numeric string. A join with
 * another rate moves the socket to that rate.
 */
export interface RoomRequest {
  contest_id: number | string;
  limit?: number | string;
  rate?: LiveRate;
}

export interface ClientToServerEvents {
  get_ranking(request: RoomRequest): void;
  join(request: RoomRequest): void;
  leave(request: RoomRequest): void;
}

export interface ServerToClientEvents {
  ranking_update(message: RankingUpdateMessage): void;
  ranking_delta(message: RankingDeltaMessage): void;
  contest_update(message: ContestUpdateMessage): void;
  error(message: LiveErrorMessage): void;
}
