import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

type AttributeValue = string | number | boolean;

/** One span as a collector receives it (OTLP/HTTP, JSON body), with its process's service name. */
export interface ReceivedSpan {
  service: string;
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, AttributeValue>;
}

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean };
}

interface OtlpTraces {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
      }[];
    }[];
  }[];
}

export interface OtlpReceiver {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT names (spans are posted to <url>/v1/traces). */
  url: string;
  /** Every span received so far (none kept with `keepSpans: false`). */
  spans(): ReceivedSpan[];
  /** How many spans were received, kept or not. */
  count(): number;
  close(): Promise<void>;
}

const valueOf = ({ value }: OtlpAttribute): AttributeValue =>
  value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue);

const attributesOf = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(attributes.map((attribute) => [attribute.key, valueOf(attribute)]));

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}

/**
 * A stand-in for an OpenTelemetry Collector on 127.0.0.1: takes OTLP/HTTP trace exports with JSON
 * bodies (what the services send) and keeps their spans, for tests and the benchmark's throwaway sink.
 */
export async function startOtlpReceiver({ keepSpans = true }: { keepSpans?: boolean } = {}): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  let count = 0;
  const server = createServer((request, response) => {
    bodyOf(request)
      .then((body) => {
        if (request.method !== 'POST' || request.url !== '/v1/traces') {
          response.writeHead(404).end();
          return;
        }
        const traces = JSON.parse(body) as OtlpTraces;
        for (const { resource, scopeSpans = [] } of traces.resourceSpans ?? []) {
          const service = String(attributesOf(resource?.attributes)['service.name'] ?? '');
          for (const { scope, spans = [] } of scopeSpans) {
            count += spans.length;
            if (!keepSpans) continue;
            for (const span of spans) {
              received.push({
                service,
                scope: scope?.name ?? '',
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || null,
                name: span.name,
                kind: span.kind,
                attributes: attributesOf(span.attributes),
              });
            }
          }
        }
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      })
      .catch(() => response.writeHead(400).end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans: () => [...received],
    count: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
