import { pacedSchedule } from './paced-schedule';

describe('pacedSchedule', () => {
  it('sends at the rate from the start without a ramp', () => {
    const schedule = pacedSchedule(6000, 0);
    expect(schedule.dueAt(0)).toBe(0);
    expect(schedule.dueAt(6000)).toBeCloseTo(1, 9);
    expect(schedule.arrivals(2.5)).toBeCloseTo(15_000, 6);
  });

  it('rises evenly over the ramp, then holds the rate, each request due when the arrivals reach it', () => {
    const schedule = pacedSchedule(6000, 2);
    // Half the ramp's requests of a full rate arrive during it: a quarter in its first half.
    expect(schedule.arrivals(1)).toBeCloseTo(1500, 6);
    expect(schedule.arrivals(2)).toBeCloseTo(6000, 6);
    expect(schedule.arrivals(3)).toBeCloseTo(12_000, 6);
    for (const index of [1, 10, 1499, 1500, 5999, 6000, 6001, 20_000]) {
      expect(schedule.arrivals(schedule.dueAt(index))).toBeCloseTo(index, 6);
    }
    // The gap between requests shrinks over the ramp to 1 / rate.
    expect(schedule.dueAt(6001) - schedule.dueAt(6000)).toBeCloseTo(1 / 6000, 9);
    expect(schedule.dueAt(11) - schedule.dueAt(10)).toBeGreaterThan(10 / 6000);
  });
});
