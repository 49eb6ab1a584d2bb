import {
  LIVE_MESSAGE_BURST,
  LIVE_MESSAGES_PER_SECOND,
  LIVE_REFUSALS_ALLOWED,
  LiveMessageLimits,
  type LiveMessageVerdict,
} from './live-message-limits';

describe('LiveMessageLimits', () => {
  let limits: LiveMessageLimits;

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    limits = new LiveMessageLimits();
  });

  afterEach(() => jest.useRealTimers());

  /** `count` messages of one socket sent at once, their verdicts in order. */
  async function burst(socketId: string, count: number): Promise<LiveMessageVerdict[]> {
    return Promise.all(Array.from({ length: count }, () => limits.take(socketId)));
  }

  it('lets a burst of a dozen through, refuses the next ten and disconnects on the eleventh refusal', async () => {
    const verdicts = await burst('flooder', 1000);
    const accepted = LIVE_MESSAGES_PER_SECOND + LIVE_MESSAGE_BURST;
    expect(verdicts.slice(0, accepted)).toEqual(Array(accepted).fill('accept'));
    expect(verdicts.slice(accepted, accepted + LIVE_REFUSALS_ALLOWED)).toEqual(
      Array(LIVE_REFUSALS_ALLOWED).fill('refuse'),
    );
    expect(verdicts[accepted + LIVE_REFUSALS_ALLOWED]).toBe('disconnect');
  });

  it('never refuses the site: two feeds asking on open, every 10 s, after a vote and once a second when they missed a delta', async () => {
    const verdicts: LiveMessageVerdict[] = [];
    // Opening the page: a snapshot per feed, and a contest change (leave + get_ranking) right after.
    verdicts.push(...(await burst('parent', 4)));
    for (let second = 1; second <= 600; second += 1) {
      jest.advanceTimersByTime(1000);
      // The worst a page does: both feeds resync every second during a peak.
      verdicts.push(...(await burst('parent', 2)));
      if (second % 10 === 0) verdicts.push(...(await burst('parent', 2)));
      if (second % 60 === 30) verdicts.push(await limits.take('parent'));
    }
    expect(verdicts.filter((verdict) => verdict !== 'accept')).toEqual([]);
  });

  it('serves a socket again once it waited, and keeps sockets apart', async () => {
    await burst('flooder', LIVE_MESSAGES_PER_SECOND + LIVE_MESSAGE_BURST + 3);
    expect(await limits.take('flooder')).toBe('refuse');
    expect(await limits.take('neighbour')).toBe('accept');

    jest.advanceTimersByTime(1000);
    expect(await burst('flooder', LIVE_MESSAGES_PER_SECOND)).toEqual(Array(LIVE_MESSAGES_PER_SECOND).fill('accept'));
    expect(await limits.take('flooder')).toBe('refuse');

    jest.advanceTimersByTime(10_000);
    expect(await burst('flooder', LIVE_MESSAGES_PER_SECOND + LIVE_MESSAGE_BURST)).toEqual(
      Array(LIVE_MESSAGES_PER_SECOND + LIVE_MESSAGE_BURST).fill('accept'),
    );
  });

  it('forgives refusals after a minute', async () => {
    await burst('impatient', LIVE_MESSAGES_PER_SECOND + LIVE_MESSAGE_BURST + LIVE_REFUSALS_ALLOWED);
    jest.advanceTimersByTime(60_000);
    await burst('impatient', LIVE_MESSAGES_PER_SECOND + LIVE_MESSAGE_BURST);
    expect(await limits.take('impatient')).toBe('refuse');
  });
});
