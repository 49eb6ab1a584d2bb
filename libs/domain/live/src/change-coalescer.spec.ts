import { BROADCAST_INTERVAL_MS as INTERVALS, ChangeCoalescer } from './change-coalescer';

const BROADCAST_INTERVAL_MS = INTERVALS.live;

interface Flush {
  at: number;
  contestId: number;
  participantIds: number[];
  firstChangeAt: number;
}

describe('ChangeCoalescer', () => {
  let flushes: Flush[];
  let errors: unknown[];
  let flushDurationMs: number;
  let failNext: boolean;
  let coalescer: ChangeCoalescer;

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    flushes = [];
    errors = [];
    flushDurationMs = 0;
    failNext = false;
    coalescer = new ChangeCoalescer(
      async (contestId, participantIds, firstChangeAt) => {
        flushes.push({ at: Date.now(), contestId, participantIds: [...participantIds].sort(), firstChangeAt });
        if (flushDurationMs > 0) await new Promise((resolve) => setTimeout(resolve, flushDurationMs));
        if (failNext) {
          failNext = false;
          throw new Error('redis down');
        }
      },
      (error) => errors.push(error),
      BROADCAST_INTERVAL_MS,
    );
  });

  afterEach(() => {
    coalescer.stop();
    jest.useRealTimers();
  });

  it('flushes a first change on the next tick', async () => {
    const start = Date.now();
    coalescer.add(7, [1, 2]);
    expect(flushes).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(flushes).toEqual([{ at: start, contestId: 7, participantIds: [1, 2], firstChangeAt: start }]);
  });

  it('gathers the changes heard within the interval after a flush into one flush at its end', async () => {
    const start = Date.now();
    coalescer.add(7, [1]);
    await jest.advanceTimersByTimeAsync(10);
    coalescer.add(7, [2, 3]);
    await jest.advanceTimersByTimeAsync(50);
    coalescer.add(7, [3, 4]);
    await jest.advanceTimersByTimeAsync(BROADCAST_INTERVAL_MS);
    expect(flushes.map(({ at, participantIds }) => ({ at: at - start, participantIds }))).toEqual([
      { at: 0, participantIds: [1] },
      { at: BROADCAST_INTERVAL_MS, participantIds: [2, 3, 4] },
    ]);
    expect(flushes[1].firstChangeAt - start).toBe(10);
  });

  it('turns 300 changes over one second into at most eleven flushes, none later than one interval', async () => {
    const start = Date.now();
    const heard: { at: number; id: number }[] = [];
    for (let i = 0; i < 300; i += 1) {
      heard.push({ at: Date.now(), id: i });
      coalescer.add(7, [i]);
      await jest.advanceTimersByTimeAsync(1000 / 300);
    }
    await jest.advanceTimersByTimeAsync(BROADCAST_INTERVAL_MS);
    expect(flushes.length).toBeLessThanOrEqual(1000 / BROADCAST_INTERVAL_MS + 1);
    expect(flushes.every((flush) => flush.at - start <= 1000 + BROADCAST_INTERVAL_MS)).toBe(true);
    for (let i = 1; i < flushes.length; i += 1) {
      expect(flushes[i].at - flushes[i - 1].at).toBeGreaterThanOrEqual(BROADCAST_INTERVAL_MS);
    }
    for (const change of heard) {
      const carrier = flushes.find((flush) => flush.participantIds.includes(change.id));
      expect(carrier).toBeDefined();
      expect(carrier!.at - change.at).toBeLessThanOrEqual(BROADCAST_INTERVAL_MS);
    }
    expect(flushes.flatMap((flush) => flush.participantIds)).toHaveLength(300);
  });

  it('keeps contests apart', async () => {
    coalescer.add(1, [10]);
    coalescer.add(2, [20]);
    await jest.advanceTimersByTimeAsync(0);
    expect(flushes.map(({ contestId, participantIds }) => [contestId, participantIds])).toEqual([
      [1, [10]],
      [2, [20]],
    ]);
  });

  it('never overlaps flushes of one contest: changes heard during a slow flush go out right after it', async () => {
    flushDurationMs = 400;
    const start = Date.now();
    coalescer.add(7, [1]);
    await jest.advanceTimersByTimeAsync(100);
    coalescer.add(7, [2]);
    await jest.advanceTimersByTimeAsync(299);
    expect(flushes).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(2);
    expect(flushes.map((flush) => flush.participantIds)).toEqual([[1], [2]]);
    expect(flushes[1].at - start).toBeGreaterThanOrEqual(400);
    expect(flushes[1].at - start).toBeLessThanOrEqual(401);
  });

  it('reports a failed flush and goes on with later changes', async () => {
    failNext = true;
    coalescer.add(7, [1]);
    await jest.advanceTimersByTimeAsync(0);
    expect(errors).toHaveLength(1);
    coalescer.add(7, [2]);
    await jest.advanceTimersByTimeAsync(BROADCAST_INTERVAL_MS);
    expect(flushes.map((flush) => flush.participantIds)).toEqual([[1], [2]]);
  });

  it('drops what is pending once stopped', async () => {
    coalescer.add(7, [1]);
    coalescer.stop();
    coalescer.add(7, [2]);
    await jest.advanceTimersByTimeAsync(BROADCAST_INTERVAL_MS);
    expect(flushes).toHaveLength(0);
  });
});
