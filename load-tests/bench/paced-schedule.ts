/**
 * When the open loop sends its requests: at `rate` per second, after a ramp of `rampSeconds` over which the
 * rate rises evenly from 0 (the warm-up's, so that a cold API is not met at the full rate at once).
 */
export interface PacedSchedule {
  /** Requests due by `seconds` after the start. */
  arrivals(seconds: number): number;
  /** When request `index` (from 0) is due, in seconds after the start. */
  dueAt(index: number): number;
}

export function pacedSchedule(rate: number, rampSeconds: number): PacedSchedule {
  const rampRequests = (rate * rampSeconds) / 2;
  return {
    arrivals: (seconds) =>
      seconds < rampSeconds
        ? (rate * seconds * seconds) / (2 * rampSeconds)
        : rampRequests + rate * (seconds - rampSeconds),
    dueAt: (index) =>
      index < rampRequests ? Math.sqrt((2 * rampSeconds * index) / rate) : rampSeconds + (index - rampRequests) / rate,
  };
}
