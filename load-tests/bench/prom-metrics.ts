/** Server-side figures from the API's Prometheus endpoint (GET /metrics on METRICS_PORT), as deltas over a phase. */
export type Histogram = Map<number, number>;

export async function fetchMetrics(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** Cumulative bucket counts (le → count) of one histogram, summed over the series `matches` accepts. */
export function histogram(
  text: string,
  name: string,
  matches: (labels: Map<string, string>) => boolean = () => true,
): Histogram {
  const buckets: Histogram = new Map();
  const prefix = `${name}_bucket{`;
  for (const line of text.split('\n')) {
    if (!line.startsWith(prefix)) continue;
    const close = line.lastIndexOf('}');
    const labelText = line.slice(prefix.length, close);
    const parsed = labelsOf(labelText);
    if (!matches(parsed)) continue;
    const le = parsed.get('le') === '+Inf' ? Infinity : Number(parsed.get('le'));
    buckets.set(le, (buckets.get(le) ?? 0) + Number(line.slice(close + 1).trim()));
  }
  return buckets;
}

/** The labels written between a series' braces (`a="1",b="2"`). */
function labelsOf(text: string): Map<string, string> {
  return new Map([...text.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

/**
 * The value of the series `name` (a counter, a gauge, a histogram's `_sum` or `_count`), summed over the
 * label sets `matches` accepts; 0 when the text has none.
 */
export function sampleValue(
  text: string,
  name: string,
  matches: (labels: Map<string, string>) => boolean = () => true,
): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const labelled = line[name.length] === '{';
    if (!labelled && line[name.length] !== ' ') continue;
    const close = labelled ? line.lastIndexOf('}') : name.length;
    if (labelled && !matches(labelsOf(line.slice(name.length + 1, close)))) continue;
    total += Number(
      line
        .slice(close + 1)
        .trim()
        .split(' ')[0],
    );
  }
  return total;
}

export function histogramDelta(before: Histogram, after: Histogram): Histogram {
  const delta: Histogram = new Map();
  for (const [le, count] of after) delta.set(le, count - (before.get(le) ?? 0));
  return delta;
}

export interface BucketSummary {
  count: number;
  /** Bucket upper bounds (seconds) holding the 50th, 95th and 99th percentiles. */
  p50: number;
  p95: number;
  p99: number;
  /** Share of observations at or below each bound. */
  within: [number, number][];
}

export function summarizeBuckets(buckets: Histogram): BucketSummary {
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const count = buckets.get(Infinity) ?? 0;
  const at = (q: number) => bounds.find((le) => (buckets.get(le) ?? 0) >= q * count) ?? Infinity;
  return {
    count,
    p50: count ? at(0.5) : NaN,
    p95: count ? at(0.95) : NaN,
    p99: count ? at(0.99) : NaN,
    within: bounds.filter(Number.isFinite).map((le) => [le, count ? (buckets.get(le) ?? 0) / count : 0]),
  };
}

/** One histogram summed over several API processes' metrics texts. */
export function histogramOf(
  texts: string[],
  name: string,
  matches?: (labels: Map<string, string>) => boolean,
): Histogram {
  const total: Histogram = new Map();
  for (const text of texts) {
    for (const [le, count] of histogram(text, name, matches)) total.set(le, (total.get(le) ?? 0) + count);
  }
  return total;
}

export const isAcceptedVote = (labels: Map<string, string>) =>
  labels.get('method') === 'POST' &&
  labels.get('status_code') === '201' &&
  (labels.get('route') ?? '').includes('/vote');
