import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ClientToServerEvents,
  LIVE_ERROR,
  LIVE_NAMESPACE,
  type LiveErrorMessage,
  type LiveRankingEntry,
  type LiveRate,
  type RankingDeltaMessage,
  type RankingUpdateMessage,
  type ServerToClientEvents,
} from '@contracts/live-protocol';
import { io, type Socket } from 'socket.io-client';
import { authStore } from './auth-store';
import { applyRankingDelta } from './live-ranking-delta';

export type LiveStatus = 'connecting' | 'live' | 'offline';

/** How long a changed line stays highlighted, and how often the snapshot is asked again. */
export const HIGHLIGHT_MS = 2_000;
const RESYNC_MS = 30_000;
/**
 * A feed asks for a snapshot at most once a second: the deltas of a peak (ten a second) can each
 * say it missed one, and the server limits what a socket sends (two messages a second, a burst of
 * ten more); one ask serves them all.
 */
const MIN_ASK_INTERVAL_MS = 1_000;
/** After a 4029 (too many requests), the feed waits this long before asking again; as long as a reconnection. */
const RETRY_MS = 5_000;
/** Close codes after which reconnecting is pointless (token invalid, contest forbidden). */
const FINAL_CODES = new Set<number>([LIVE_ERROR.tokenInvalid, LIVE_ERROR.forbidden]);

type LiveClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Changes as they come to a page someone looks at; once a second to a tab in the background. */
function liveRate(): LiveRate {
  return document.visibilityState === 'hidden' ? 'slow' : 'live';
}

let shared: LiveClient | null = null;

function socket(): LiveClient {
  if (shared) return shared;
  const client: LiveClient = io(LIVE_NAMESPACE, {
    transports: ['websocket', 'polling'],
    reconnectionDelay: RETRY_MS,
    auth: (send) => send({ token: authStore.get()?.accessToken ?? null }),
  });
  // socket.io reconnects by itself after a lost connection, never after the server closed it (it
  // does so to a socket that went on sending after its 4029s): that one comes back after 5 s too.
  client.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') setTimeout(() => client.connect(), RETRY_MS);
  });
  shared = client;
  return client;
}

export interface LiveRanking {
  ranking: LiveRankingEntry[] | null;
  total: number;
  version: number;
  /** secure_ids whose line changed in the last two seconds. */
  highlighted: ReadonlySet<string>;
  status: LiveStatus;
  /** Asks for a fresh snapshot now (after a vote or a payment return). */
  resync: () => void;
}

/**
 * The live ranking of a contest over socket.io: a snapshot on connection, then the changes. A delta
 * applies to the lines held when it starts at or before their version; one that starts later (an
 * update was missed), a line that left the top, or a reconnection asks for a fresh snapshot; stale
 * versions are ignored. Changed lines are highlighted for two seconds.
 */
export function useLiveRanking(contestId: number | null, limit = 20): LiveRanking {
  const [state, setState] = useState<Omit<LiveRanking, 'highlighted' | 'status' | 'resync'>>({
    ranking: null,
    total: 0,
    version: -1,
  });
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const version = useRef(-1);
  const lines = useRef<LiveRankingEntry[]>([]);
  const askRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!contestId) return;
    const client = socket();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let nextAskAt = 0;
    let deferredAsk: ReturnType<typeof setTimeout> | undefined;
    // Asks made before nextAskAt become one ask at that time.
    const ask = () => {
      if (deferredAsk !== undefined) return;
      const wait = nextAskAt - Date.now();
      if (wait > 0) {
        deferredAsk = setTimeout(() => {
          deferredAsk = undefined;
          ask();
        }, wait);
        return;
      }
      nextAskAt = Date.now() + MIN_ASK_INTERVAL_MS;
      client.emit('get_ranking', { contest_id: contestId, limit, rate: liveRate() });
    };
    askRef.current = ask;
    const onConnect = () => {
      setStatus('live');
      ask();
    };
    const highlight = (changed: readonly { secure_id: string }[]) => {
      if (changed.length === 0) return;
      const ids = changed.map((entry) => entry.secure_id);
      setHighlighted((current) => new Set([...current, ...ids]));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setHighlighted((current) => new Set([...current].filter((id) => !ids.includes(id))));
      }, HIGHLIGHT_MS);
      timers.add(timer);
    };
    const show = (ranking: LiveRankingEntry[], total: number, at: number) => {
      version.current = at;
      lines.current = ranking;
      setState({ ranking, total, version: at });
    };
    const onUpdate = (message: RankingUpdateMessage) => {
      if (message.contest !== contestId || message.version < version.current) return;
      const missed = version.current >= 0 && message.changed.length > 0 && message.version > version.current + 1;
      show(message.ranking, message.total, message.version);
      // A broadcast carries the top 20; a page that watches more asks for its own snapshot.
      if (
        missed ||
        (message.changed.length > 0 && limit > message.ranking.length && message.total > message.ranking.length)
      )
        ask();
      highlight(message.changed);
    };
    const onDelta = (message: RankingDeltaMessage) => {
      if (message.contest !== contestId || message.version < version.current || version.current < 0) return;
      if (message.since > version.current) return ask();
      const outcome = applyRankingDelta(lines.current, message.changed, limit);
      if (outcome.kind === 'resync') return ask();
      show(outcome.ranking, message.total, message.version);
      highlight(message.changed);
    };
    const onError = (message: LiveErrorMessage) => {
      if (message.contest !== undefined && message.contest !== contestId) return;
      if (message.code === LIVE_ERROR.tooManyRequests) {
        // The ask was dropped: one more after a pause (the socket's limits are shared by its feeds).
        clearTimeout(deferredAsk);
        deferredAsk = undefined;
        nextAskAt = Date.now() + RETRY_MS;
        return ask();
      }
      if (FINAL_CODES.has(message.code)) {
        setStatus('offline');
        client.disconnect();
      }
    };
    const onDisconnect = () => setStatus('offline');
    client.on('connect', onConnect);
    client.on('ranking_update', onUpdate);
    client.on('ranking_delta', onDelta);
    client.on('error', onError);
    client.on('disconnect', onDisconnect);
    if (client.connected) onConnect();
    else client.connect();
    const resync = setInterval(ask, RESYNC_MS);
    // A hidden tab moves to the slow rate, and back to live when it is seen again.
    document.addEventListener('visibilitychange', ask);
    return () => {
      clearInterval(resync);
      document.removeEventListener('visibilitychange', ask);
      clearTimeout(deferredAsk);
      timers.forEach(clearTimeout);
      client.emit('leave', { contest_id: contestId });
      client.off('connect', onConnect);
      client.off('ranking_update', onUpdate);
      client.off('ranking_delta', onDelta);
      client.off('error', onError);
      client.off('disconnect', onDisconnect);
      version.current = -1;
      lines.current = [];
      askRef.current = () => undefined;
    };
  }, [contestId, limit]);

  const resync = useCallback(() => askRef.current(), []);
  return { ...state, highlighted, status, resync };
}
