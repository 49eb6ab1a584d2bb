/** Latency summary in milliseconds. */
export interface LatencySummary {
  count: number;
  min: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface HistogramData {
  buckets: Uint32Array;
  count: number;
  sum: number;
  min: number;
  max: number;
}

const FINE_LIMIT_US = 100_000;
const FINE_STEP_US = 10;
const COARSE_STEP_US = 1_000;
const COARSE_BUCKETS = 120_000;
const FINE_BUCKETS = FINE_LIMIT_US / FINE_STEP_US;

/**
 * Fixed-memory latency histogram: 10 µs buckets up to 100 ms, 1 ms buckets up to 120 s. Millions
 * of samples (a vote seen by 2,000 sockets) cost nothing more than a few hundred kilobytes.
 */
export class LatencyHistogram {
  private readonly buckets = new Uint32Array(FINE_BUCKETS + COARSE_BUCKETS + 1);
  private count = 0;
  private sum = 0;
  private min = Infinity;
  private max = 0;

  /** The raw state, to send to another process and merge there. */
  export(): HistogramData {
    return { buckets: this.buckets.slice(), count: this.count, sum: this.sum, min: this.min, max: this.max };
  }

  static from(parts: HistogramData[]): LatencyHistogram {
    const merged = new LatencyHistogram();
    for (const part of parts) {
      for (let bucket = 0; bucket < part.buckets.length; bucket += 1) merged.buckets[bucket] += part.buckets[bucket];
      merged.count += part.count;
      merged.sum += part.sum;
      merged.min = Math.min(merged.min, part.min);
      merged.max = Math.max(merged.max, part.max);
    }
    return merged;
  }

  record(milliseconds: number): void {
    const value = Math.max(0, milliseconds);
    const us = value * 1000;
    const bucket =
      us < FINE_LIMIT_US
        ? Math.floor(us / FINE_STEP_US)
        : Math.min(FINE_BUCKETS + Math.floor((us - FINE_LIMIT_US) / COARSE_STEP_US), FINE_BUCKETS + COARSE_BUCKETS);
    this.buckets[bucket] += 1;
    this.count += 1;
    this.sum += value;
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
  }

  /** Upper edge of the bucket holding the q-quantile (a slight over-estimate, never an under-estimate). */
  quantile(q: number): number {
    if (this.count === 0) return NaN;
    const rank = Math.max(1, Math.ceil(q * this.count));
    let seen = 0;
    for (let bucket = 0; bucket < this.buckets.length; bucket += 1) {
      seen += this.buckets[bucket];
      if (seen >= rank) {
        const upperUs =
          bucket < FINE_BUCKETS
            ? (bucket + 1) * FINE_STEP_US
            : FINE_LIMIT_US + (bucket - FINE_BUCKETS + 1) * COARSE_STEP_US;
        return Math.min(upperUs / 1000, this.max);
      }
    }
    return this.max;
  }

  summary(): LatencySummary {
    return {
      count: this.count,
      min: this.count > 0 ? this.min : NaN,
      mean: this.count > 0 ? this.sum / this.count : NaN,
      p50: this.quantile(0.5),
      p95: this.quantile(0.95),
      p99: this.quantile(0.99),
      max: this.count > 0 ? this.max : NaN,
    };
  }
}
