import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'bebe-star:metrics-request';
const TIMEOUT_MS = 5_000;
const ANSWER = 'bebe-star:metrics-answer';

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}

interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isRequest = (message: unknown): message is MetricsRequest => (message as MetricsRequest | null)?.type === REQUEST;
const isAnswer = (message: unknown): message is MetricsAnswer => (message as MetricsAnswer | null)?.type === ANSWER;

/**
 * The primary of several API processes: answers a worker's request for the metrics of the whole
 * cluster (prom-client sums counters and histograms over the workers), so that /api/metrics on the
 * shared port says what all processes did, whichever one serves the scrape.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isRequest(message)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies MetricsAnswer),
      (error: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(error) } satisfies MetricsAnswer),
    );
  });
}

/** One API process's metrics: its own, or the whole cluster's when it is one of several. */
export class ProcessMetrics {
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();

  constructor(private readonly registry: Registry) {
    if (!cluster.isWorker) return;
    // Constructing an aggregator is what makes prom-client answer the primary's requests in a worker.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
    process.on('message', (message: unknown) => {
      if (!isAnswer(message)) return;
      const pending = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.text !== undefined) pending?.resolve(message.text);
      else pending?.reject(new Error(message.error ?? 'cluster metrics unavailable'));
    });
  }

  render(): Promise<string> {
    if (!cluster.isWorker) return this.registry.metrics();
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error('cluster metrics: no answer from the primary process'));
      }, TIMEOUT_MS);
      this.waiting.set(id, {
        resolve: (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      process.send!({ type: REQUEST, id } satisfies MetricsRequest);
    });
  }
}
