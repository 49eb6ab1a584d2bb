import autocannon from 'autocannon';

export interface ReadCost {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and connection errors. */
  failures: number;
}

/** `path` read as fast as `connections` clients can for `seconds` (autocannon, in this process). */
export async function measureRead(
  url: string,
  name: string,
  path: string,
  seconds: number,
  connections = 10,
): Promise<ReadCost> {
  const result = await autocannon({ url: `${url}${path}`, connections, duration: seconds });
  return {
    name,
    path,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
