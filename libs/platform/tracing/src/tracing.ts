import type { AppConfig } from '@app/config';
import type { Context, Span } from '@opentelemetry/api';
import type { Sampler, SpanProcessor } from '@opentelemetry/sdk-trace';
import type { Telemetry } from 'bullmq';
import { requestIdOf } from './request-id';

/** The attribute that names, on each span of a request, the id of its answer's `X-Request-Id` and log lines. */
export const REQUEST_ID_ATTRIBUTE = 'app.request.id';

/** Paths whose requests are never traced: probes, every few seconds, would fill the samples. */
const UNTRACED_PATHS = /^\/api\/health(\/|$|\?)/;

type TracingConfig = AppConfig['tracing'];

/**
 * Gives each span the request id of its parent, so that every span of a request (Fastify's, the
 * handler's, its PostgreSQL and Redis calls, the jobs it enqueues) carries the id its HTTP server span
 * got at the request's arrival. Spans are keys of a WeakMap: nothing is kept once a span is gone.
 */
class RequestIdSpans implements SpanProcessor {
  private readonly ids = new WeakMap<Span, string>();

  constructor(private readonly trace: typeof import('@opentelemetry/api').trace) {}

  mark(span: Span, id: string): void {
    span.setAttribute(REQUEST_ID_ATTRIBUTE, id);
    this.ids.set(span, id);
  }

  onStart(span: Span, parentContext: Context): void {
    const parent = this.trace.getSpan(parentContext);
    const id = parent && this.ids.get(parent);
    if (id) this.mark(span, id);
  }

  onEnd(): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/** The share of the traces started here that the configured sampler keeps. */
function rootShare({ sampler, ratio }: TracingConfig): number {
  return sampler.endsWith('always_on') ? 1 : sampler.endsWith('always_off') ? 0 : ratio;
}

async function samplerOf({ sampler, ratio }: TracingConfig): Promise<Sampler> {
  const { AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, TraceIdRatioBasedSampler } =
    await import('@opentelemetry/sdk-trace');
  const root = sampler.endsWith('always_on')
    ? new AlwaysOnSampler()
    : sampler.endsWith('always_off')
      ? new AlwaysOffSampler()
      : new TraceIdRatioBasedSampler(ratio);
  return sampler.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
}

/**
 * Whether a request arriving is left untraced: a probe always; one that brings a trace of its own
 * (`traceparent`) never, its parent decides; any other unless it falls in the sampler's `share`.
 */
export function leftAtTheDoor(
  request: { url?: string; headers: Record<string, unknown> },
  share: number,
  draw: () => number = Math.random,
): boolean {
  if (UNTRACED_PATHS.test(request.url ?? '')) return true;
  return request.headers.traceparent === undefined && draw() >= share;
}

/**
 * Requests are sampled at the door (see `startTracing`): a request's server span without a parent
 * was already chosen, and is kept; every other span is the configured sampler's to decide.
 */
export class SampledAtTheDoor implements Sampler {
  constructor(
    private readonly configured: Sampler,
    private readonly api: typeof import('@opentelemetry/api'),
  ) {}

  shouldSample(...args: Parameters<Sampler['shouldSample']>): ReturnType<Sampler['shouldSample']> {
    const [context, , , kind] = args;
    if (kind === this.api.SpanKind.SERVER && !this.api.trace.getSpanContext(context)) {
      return { decision: this.api.SamplingDecision.RECORD_AND_SAMPLED };
    }
    return this.configured.shouldSample(...args);
  }

  toString(): string {
    return `SampledAtTheDoor{${this.configured.toString()}}`;
  }
}

/**
 * Starts tracing for this process when the configuration turns it on (OTEL_* variables): spans of
 * HTTP (in and out), Fastify's routes (the fast routes too), PostgreSQL and Redis calls, sampled and
 * exported over OTLP/HTTP. It must run before the application's modules are loaded, since the
 * instrumentations patch `http`, `pg` and `ioredis` as they are required. Off, it loads nothing: the
 * OpenTelemetry packages are imported only here, after the check.
 */
export async function startTracing(config: AppConfig, service: 'api' | 'worker' | 'live'): Promise<void> {
  const tracing = config.tracing;
  if (!tracing.enabled || !tracing.endpoint) return;
  const [api, core, contextHooks, resources, sdk, exporter, instrumentation, http, pg, ioredis, fastify] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/core'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-ioredis'),
      import('@fastify/otel'),
    ]);
  const requestIds = new RequestIdSpans(api.trace);
  const share = rootShare(tracing);
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({
      'service.name': tracing.serviceName ?? `bebe-star-${service}`,
      'deployment.environment.name': config.env,
    }),
    sampler: new SampledAtTheDoor(await samplerOf(tracing), api),
    spanProcessors: [
      requestIds,
      new sdk.BatchSpanProcessor({
        exporter: new exporter.OTLPTraceExporter({ url: tracing.endpoint }),
        scheduledDelayMillis: tracing.exportDelayMs,
      }),
    ],
  });
  api.context.setGlobalContextManager(new contextHooks.AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(
    new core.CompositePropagator({
      propagators: [new core.W3CTraceContextPropagator(), new core.W3CBaggagePropagator()],
    }),
  );
  api.trace.setGlobalTracerProvider(provider);
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Sampling at the door: a request that brings no trace of its own is traced in the sampler's
      // share, or left alone. Left alone, tracing is suppressed for it: no span for it, nor for its
      // Fastify route, PostgreSQL or Redis calls, where a span made and then dropped by the sampler
      // still costs every instrumentation its work (measured: 40 % of the vote path's throughput).
      new http.HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => leftAtTheDoor(request, share),
        // The request id is decided here, at the request's arrival, and Fastify then reuses it (genReqId).
        requestHook: (span, request) => {
          if (!('setHeader' in request)) requestIds.mark(span, requestIdOf(request));
        },
        // Calls out of nowhere (a timer's, a library's) would each be a trace of one span.
        requireParentforOutgoingSpans: true,
      }),
      // A span per route and per handler; none per lifecycle hook (the API has several on every
      // request, which would multiply the spans of a vote without saying where its time goes).
      new fastify.FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: () => core.isTracingSuppressed(api.context.active()),
      }),
      // Only inside a request or a job: the projector's and the queues' polling would otherwise start
      // a trace of their own several times a second.
      new pg.PgInstrumentation({ requireParentSpan: true }),
      new ioredis.IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
}

/**
 * BullMQ's telemetry when tracing is on: a job enqueued inside a trace carries its context, and the
 * worker's span for that job continues the trace; undefined (nothing loaded) when tracing is off.
 */
export async function queueTelemetry(config: AppConfig): Promise<Telemetry | undefined> {
  if (!config.tracing.enabled) return undefined;
  const { BullMQOtel } = await import('bullmq-otel');
  return new BullMQOtel('bebe-star');
}
