import { setTimeout as sleep } from 'node:timers/promises';
import { LightSocket } from '../bench/light-socket';

const NAMESPACE = '/contests';
const CONNECT_TIMEOUT_MS = 10_000;
const CONNECTING_AT_ONCE = 50;

interface RankingMessage {
  contest: number;
}

/** One watcher of a contest's ranking that reconnects, as the site's client does, when its socket closes. */
class Watcher {
  socket: LightSocket | null = null;
  /** Connections made after the first. */
  reconnects = 0;
  /** Frames received by the sockets this watcher had before its current one. */
  pastEvents = 0;
  /** When the last ranking message of the watched contest that was not the answer to a join arrived. */
  lastUpdateAt = 0;
  private contestId = 0;
  private awaitingSnapshot = false;
  private connectedOnce = false;

  constructor(private readonly url: string) {}

  async connect(stopped: () => boolean): Promise<void> {
    for (let attempt = 0; !stopped(); attempt += 1) {
      try {
        const socket = await LightSocket.connect(this.url, NAMESPACE, CONNECT_TIMEOUT_MS);
        const onRanking = (message: RankingMessage) => {
          if (message.contest !== this.contestId) return;
          if (this.awaitingSnapshot) this.awaitingSnapshot = false;
          else this.lastUpdateAt = Date.now();
        };
        socket.on<RankingMessage>('ranking_update', onRanking);
        socket.on<RankingMessage>('ranking_delta', onRanking);
        socket.on('disconnect', () => {
          this.pastEvents += socket.events;
          this.socket = null;
          if (!stopped()) void this.connect(stopped);
        });
        if (this.connectedOnce) this.reconnects += 1;
        this.connectedOnce = true;
        this.socket = socket;
        if (this.contestId) this.watch(this.contestId);
        return;
      } catch {
        await sleep(Math.min(2_000, 200 * (attempt + 1)));
      }
    }
  }

  /** Joins `contestId`'s room: its first answer is the ranking as it is, what follows are updates. */
  watch(contestId: number): void {
    this.contestId = contestId;
    this.awaitingSnapshot = true;
    this.socket?.emit('get_ranking', { contest_id: contestId, limit: 20 });
  }
}

/** Sockets on the load balancer's `/socket.io/`, each watching the contest a phase votes in. */
export class LiveWatchers {
  private readonly watchers: Watcher[];
  private stopped = false;

  constructor(url: string, count: number) {
    this.watchers = Array.from({ length: count }, () => new Watcher(url));
  }

  async connect(): Promise<void> {
    for (let start = 0; start < this.watchers.length; start += CONNECTING_AT_ONCE) {
      await Promise.all(
        this.watchers.slice(start, start + CONNECTING_AT_ONCE).map((watcher) => watcher.connect(() => this.stopped)),
      );
    }
  }

  watch(contestId: number): void {
    for (const watcher of this.watchers) watcher.watch(contestId);
  }

  /** Ranking frames (events) received by every socket so far. */
  events(): number {
    return this.watchers.reduce((sum, watcher) => sum + watcher.pastEvents + (watcher.socket?.events ?? 0), 0);
  }

  connected(): number {
    return this.watchers.filter((watcher) => watcher.socket?.connected).length;
  }

  reconnects(): number {
    return this.watchers.reduce((sum, watcher) => sum + watcher.reconnects, 0);
  }

  /** Watchers that got no update of their contest after `since` (epoch ms). */
  withoutUpdateSince(since: number): number {
    return this.watchers.filter((watcher) => watcher.lastUpdateAt <= since).length;
  }

  get size(): number {
    return this.watchers.length;
  }

  close(): void {
    this.stopped = true;
    for (const watcher of this.watchers) watcher.socket?.close();
  }
}
