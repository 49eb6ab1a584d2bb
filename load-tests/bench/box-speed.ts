/**
 * The box's speed during a run, by a control that is the same for both sides of a side-by-side run: a fixed
 * piece of work (hashing, JSON and a map, what the vote path's processes do) timed in CPU microseconds a few
 * times a second by the process that alternates the runs, outside the code under test. On a shared or
 * virtual machine the same work costs more CPU when the host is busier (a lower clock, a neighbour on the
 * core's caches, time stolen and counted to whoever ran); every tier's CPU per vote grows with it, on either
 * commit alike. A run's control against the median control of all runs is that run's speed factor.
 */
import { createHash } from 'node:crypto';

/** How often the work is done while the probe runs: a few milliseconds of CPU every quarter second. */
const INTERVAL_MS = 250;
const BLOCK = Buffer.alloc(16 * 1024, 0x5a);
const VOTE = {
  participant_id: 4821,
  contest_id: 17,
  receipt: 'f3a9c2d4e5b6a7980123456789abcdef',
  vote_count: 15234,
  rank: 3,
  next_vote_at: '2026-11-29T14:30:00.000Z',
  voter: { phone: '+221771234567', device: 'd-7f3e9a', risk: 0.12 },
};

/** One unit of the control's work; what it returns only keeps the work from being optimised away. */
export function unitOfWork(): number {
  let kept = 0;
  for (let round = 0; round < 16; round += 1) kept ^= createHash('sha256').update(BLOCK).digest()[0];
  const counts = new Map<string, number>();
  for (let round = 0; round < 200; round += 1) {
    const copy = JSON.parse(JSON.stringify({ ...VOTE, vote_count: VOTE.vote_count + round })) as typeof VOTE;
    const key = `${copy.contest_id}:${copy.participant_id % 50}:${round % 7}`;
    counts.set(key, (counts.get(key) ?? 0) + copy.rank);
  }
  return kept + counts.size;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Samples the control's CPU cost while it runs; `stop` gives their median, µs per unit of work. */
export class BoxSpeedProbe {
  private readonly samples: number[] = [];
  private timer: NodeJS.Timeout | undefined;

  start(): void {
    this.timer ??= setInterval(() => this.sample(), INTERVAL_MS);
  }

  /** The median CPU microseconds of one unit of work while it ran; null when it took no sample. */
  stop(): number | null {
    clearInterval(this.timer);
    this.timer = undefined;
    return this.samples.length > 0 ? median(this.samples) : null;
  }

  private sample(): void {
    const before = process.cpuUsage();
    unitOfWork();
    const used = process.cpuUsage(before);
    this.samples.push(used.user + used.system);
  }
}
