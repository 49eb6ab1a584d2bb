import { challengeMaxNumber } from './proof-of-work';

describe('the difficulty of a proof of work', () => {
  const level = (activity: number) => challengeMaxNumber(activity, 100, 50_000);

  it('stays at the usual level while the address is below its free requests', () => {
    expect([0, 1, 99].map(level)).toEqual([50_000, 50_000, 50_000]);
  });

  it('doubles the work past the free requests, and again at 4 and 16 times them, no further', () => {
    expect([100, 399, 400, 1_599, 1_600, 100_000].map(level)).toEqual([
      100_000, 100_000, 200_000, 200_000, 400_000, 400_000,
    ]);
  });

  it('counts from one request when every request of the address must prove itself', () => {
    expect([0, 1, 4, 16].map((activity) => challengeMaxNumber(activity, 0, 1_000))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
  });
});
