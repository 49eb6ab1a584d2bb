import type { RankingPage, RankingReader } from '@app/ranking';
import type { LiveMetrics } from './live-metrics';
import { RankingSnapshots, SNAPSHOT_TTL_MS } from './ranking-snapshots';

describe('RankingSnapshots', () => {
  let version: number;
  let failNext: boolean;
  let page: jest.Mock<Promise<RankingPage>, [number, number, number]>;
  let snapshots: RankingSnapshots;

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    version = 7;
    failNext = false;
    page = jest.fn((contestId: number, _offset: number, limit: number) => {
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('redis down'));
      }
      return Promise.resolve({
        total: 3,
        version,
        entries: [
          {
            rank: 1,
            participant_id: contestId * 10,
            secure_id: 'a1b2c3d4e5f6',
            baby_name: 'Awa',
            photo_url: '/media/awa.jpg',
            vote_count: 4,
            city: 'Dakar',
            vote_code: '4821',
          },
        ].slice(0, limit),
      });
    });
    const metrics = { snapshots: { inc: jest.fn() } } as unknown as LiveMetrics;
    snapshots = new RankingSnapshots({ page } as unknown as RankingReader, metrics);
  });

  afterEach(() => jest.useRealTimers());

  it('answers every request of a contest and limit with one read, without the participant ids', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => snapshots.snapshot(4, 100)));
    expect(page).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledWith(4, 0, 100);
    expect(answers[49]).toEqual({
      type: 'ranking_update',
      contest: 4,
      version: 7,
      ranking: [{ rank: 1, secure_id: 'a1b2c3d4e5f6', baby_name: 'Awa', photo_url: '/media/awa.jpg', vote_count: 4 }],
      changed: [],
      total: 3,
    });
  });

  it('reads each contest and each limit apart', async () => {
    await snapshots.snapshot(4, 100);
    await snapshots.snapshot(4, 20);
    await snapshots.snapshot(5, 100);
    expect(page.mock.calls).toEqual([
      [4, 0, 100],
      [4, 0, 20],
      [5, 0, 100],
    ]);
  });

  it('reads again once the projection moved', async () => {
    await snapshots.snapshot(4, 100);
    version = 8;
    snapshots.forget(4);
    expect((await snapshots.snapshot(4, 100)).version).toBe(8);
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('reads again after a second even if no change was heard', async () => {
    await snapshots.snapshot(4, 100);
    version = 8;
    jest.advanceTimersByTime(SNAPSHOT_TTL_MS - 1);
    expect((await snapshots.snapshot(4, 100)).version).toBe(7);
    jest.advanceTimersByTime(1);
    expect((await snapshots.snapshot(4, 100)).version).toBe(8);
  });

  it('does not keep a failed read', async () => {
    failNext = true;
    await expect(snapshots.snapshot(4, 100)).rejects.toThrow('redis down');
    expect((await snapshots.snapshot(4, 100)).version).toBe(7);
    expect(page).toHaveBeenCalledTimes(2);
  });
});
