import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * What one socket may send, all events together (`get_ranking`, `join`, `leave`, anything else).
 * The site sends `get_ranking` when the socket opens, every 10 s (home, ranking feed) or 30 s, after
 * a vote or a payment return, and when a delta tells it it missed a broadcast (at most once a second
 * per feed: web/src/lib/live-ranking.ts); a page holds at most two feeds on its one socket, and
 * changing contest is `leave` then `get_ranking`. So two messages a second sustained cover the
 * busiest real page, and ten more per ten seconds cover opening a page, reconnecting and navigating.
 * A flood gets a dozen answers, then refusals.
 */
export const LIVE_MESSAGES_PER_SECOND = 2;
export const LIVE_MESSAGE_BURST = 10;
export const LIVE_MESSAGE_BURST_SECONDS = 10;
/**
 * Refusals a socket may receive in a minute; the next one disconnects it. A client that heeds the
 * `error` 4029 of its first refusal and waits a few seconds never gets near this.
 */
export const LIVE_REFUSALS_ALLOWED = 10;
export const LIVE_REFUSAL_WINDOW_SECONDS = 60;

/** `accept`: handle the message; `refuse`: answer 4029 and drop it; `disconnect`: answer 4029 and close the socket. */
export type LiveMessageVerdict = 'accept' | 'refuse' | 'disconnect';

/**
 * Per-socket message limits of this process, in memory (a socket lives in one process): a steady
 * rate with a burst allowance on top (rate-limiter-flexible's BurstyRateLimiter: the burst limiter
 * is drawn on only when the steady one is spent), and a count of refusals. Keys are socket ids and
 * expire with their window (a minute at most), so a closed socket's keys need no cleaning.
 */
export class LiveMessageLimits {
  private readonly bucket = new BurstyRateLimiter(
    new RateLimiterMemory({ points: LIVE_MESSAGES_PER_SECOND, duration: 1 }),
    new RateLimiterMemory({ points: LIVE_MESSAGE_BURST, duration: LIVE_MESSAGE_BURST_SECONDS }),
  );
  private readonly refusals = new RateLimiterMemory({
    points: LIVE_REFUSALS_ALLOWED,
    duration: LIVE_REFUSAL_WINDOW_SECONDS,
  });

  /** Counts one message of `socketId` and says what to do with it. */
  async take(socketId: string): Promise<LiveMessageVerdict> {
    if (await consumed(this.bucket, socketId)) return 'accept';
    return (await consumed(this.refusals, socketId)) ? 'refuse' : 'disconnect';
  }
}

/** Whether a point was left; the limiter rejects with a RateLimiterRes when none was. */
async function consumed(limiter: RateLimiterMemory | BurstyRateLimiter, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
