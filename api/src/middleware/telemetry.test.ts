import { startOtlpSink, type OtlpSink } from '@sdp/dev/otlp-sink/server';
import { startTracing, stopTracing } from '@sdp/server/tracing/tracing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/harness.ts';
import { CATALOG_TRACED_EVERY, measuredFastAnswer } from './telemetry.ts';

// The catalog's cached answers skip the router (server.ts): they are measured here, not by the request middleware (ADR 316).
const METRICS_TOKEN = 'test-metrics-token-fast-path-0123456789';
const ctx = useTestContext();
let otlp: OtlpSink;

beforeAll(async () => {
  otlp = await startOtlpSink();
  await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url }, 'sdpumpkin-test');
  ctx.configure({ METRICS_TOKEN });
});
afterAll(async () => {
  await stopTracing();
  await otlp?.close();
});

describe("the catalog's cached answers (server.ts's fast path, before the router)", () => {
  it('are each counted in the request histogram, and one in CATALOG_TRACED_EVERY is traced', async () => {
    const path = '/api/fast-path-probe';
    const answer = measuredFastAnswer(ctx.deps, (_method, p) => (p === path ? new Response('[]') : undefined));
    const asked = CATALOG_TRACED_EVERY * 2 + 7;
    for (let i = 0; i < asked; i += 1) expect(answer('GET', path)).toBeInstanceOf(Response);
    expect(answer('GET', '/api/not-cached')).toBeUndefined(); // not the fast path's: neither counted nor traced
    const spans = await otlp.waitFor((all) => all.filter((s) => s.name === `GET ${path}`).length >= 2);
    expect(spans.filter((s) => s.name === `GET ${path}`)).toHaveLength(2);
    const text = await (await ctx.app.request('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(text).toContain(`http_request_duration_seconds_count{method="GET",route="${path}",status="200"} ${asked}`);
    expect(text).not.toContain('route="/api/not-cached"');
  });
});
