import { Agent, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type HistogramData, LatencyHistogram } from './histogram';

export interface HealthProbe {
  latency: HistogramData;
  /** Answers other than 200, and connection errors. */
  failures: number;
}

function get(url: string, agent: Agent): Promise<boolean> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200));
    });
    request.on('error', () => resolve(false));
    request.end();
  });
}

/**
 * `GET /api/health/` at a fixed rate (open loop on keep-alive connections) for `seconds`: request i
 * is due at start + i / rate and timed from then, so a stalled event loop shows in every request
 * that waited for it, not only in the few that were in flight.
 */
export async function probeHealth(baseUrl: string, ratePerSecond: number, seconds: number): Promise<HealthProbe> {
  const url = `${baseUrl}/api/health/`;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const histogram = new LatencyHistogram();
  let failures = 0;
  const total = Math.round(ratePerSecond * seconds);
  const started = performance.now();
  const answers: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    answers.push(
      get(url, agent).then((ok) => {
        histogram.record(performance.now() - due);
        if (!ok) failures += 1;
      }),
    );
  }
  await Promise.all(answers);
  agent.destroy();
  return { latency: histogram.export(), failures };
}
