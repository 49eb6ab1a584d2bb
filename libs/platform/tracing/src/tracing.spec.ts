import * as api from '@opentelemetry/api';
import { AlwaysOffSampler, SamplingDecision } from '@opentelemetry/sdk-trace';
import { leftAtTheDoor, SampledAtTheDoor } from './tracing';

describe('sampling at the door', () => {
  const vote = { url: '/api/votes/12/', headers: {} };

  it('traces a request without a trace of its own in the sampler’s share, and leaves the others alone', () => {
    expect(leftAtTheDoor(vote, 0.1, () => 0.05)).toBe(false);
    expect(leftAtTheDoor(vote, 0.1, () => 0.1)).toBe(true);
    expect(leftAtTheDoor(vote, 0.1, () => 0.99)).toBe(true);
    expect(leftAtTheDoor(vote, 0, () => 0)).toBe(true);
    expect(leftAtTheDoor(vote, 1, () => 0.999)).toBe(false);
    let traced = 0;
    for (let request = 0; request < 10_000; request += 1) if (!leftAtTheDoor(vote, 0.1)) traced += 1;
    expect(traced).toBeGreaterThan(800);
    expect(traced).toBeLessThan(1_200);
  });

  it('lets the parent decide for a request that brings a trace, and never traces the probes', () => {
    const traced = { ...vote, headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' } };
    expect(leftAtTheDoor(traced, 0, () => 0.99)).toBe(false);
    expect(leftAtTheDoor({ url: '/api/health/', headers: {} }, 1, () => 0)).toBe(true);
  });

  it('keeps a server span that passed the door, and asks the configured sampler for every other', () => {
    const sampler = new SampledAtTheDoor(new AlwaysOffSampler(), api);
    const root = api.ROOT_CONTEXT;
    const decide = (kind: api.SpanKind, context = root) =>
      sampler.shouldSample(context, '0af7651916cd43dd8448eb211c80319c', 'span', kind, {}, []).decision;
    expect(decide(api.SpanKind.SERVER)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide(api.SpanKind.INTERNAL)).toBe(SamplingDecision.NOT_RECORD);
    const remote = api.trace.setSpanContext(root, {
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: api.TraceFlags.NONE,
      isRemote: true,
    });
    expect(decide(api.SpanKind.SERVER, remote)).toBe(SamplingDecision.NOT_RECORD);
  });
});
