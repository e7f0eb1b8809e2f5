import { describe, expect, it } from 'vitest';
import { readJson, useTestContext } from '../../../test/harness.ts';
import { signedIn } from '../../../test/staff-fixtures.ts';

// docs/design.md §25 (issue 39): readiness and the metrics' access, on the API alone (the workers' side: workers/test/telemetry.test.ts).
const ctx = useTestContext({ METRICS_TOKEN: 'api-test-metrics-token-0123456789' });

describe('GET /api/ready', () => {
  it('is 503 while no worker heartbeat was ever recorded, naming the workers, and /api/health stays 200', async () => {
    const res = await ctx.app.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await readJson(res)).toEqual({ status: 'not ready', postgres: 'ok', redis: 'ok', workers: { status: 'stalled', lastHeartbeatAt: null } });
    expect((await ctx.app.request('/api/health')).status).toBe(200);
  });
});

describe('GET /api/metrics and GET /api/admin/system', () => {
  it('are refused without a session or the token (401), and a staff member who is not an admin is refused the metrics (403)', async () => {
    expect((await ctx.app.request('/api/metrics')).status).toBe(401);
    expect((await ctx.app.request('/api/admin/system')).status).toBe(401);
    const { cookie: staff } = await signedIn(ctx, 'staff');
    expect((await ctx.app.request('/api/metrics', { headers: { cookie: staff } })).status).toBe(403);
  });

  it('serve an admin the same figures: Prometheus text, and the system card', async () => {
    const { cookie } = await signedIn(ctx, 'admin');
    const metrics = await ctx.app.request('/api/metrics', { headers: { cookie } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    for (const name of ['http_request_duration_seconds', 'queue_jobs', 'queue_oldest_waiting_seconds', 'outbox_lag_seconds', 'payments_total', 'messages_total']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/ready",status="503"\} [1-9]/);
    const system = await ctx.app.request('/api/admin/system', { headers: { cookie } });
    expect(system.status).toBe(200);
    expect(await readJson(system)).toMatchObject({ ready: false, redis: 'ok', workers: { status: 'stalled', lastHeartbeatAt: null }, outboxLagSeconds: expect.any(Number) });
  });

  it('still answer every route with the request histogram turned off', async () => {
    ctx.configure({ HTTP_METRICS: 'off' });
    try {
      expect((await ctx.app.request('/api/health')).status).toBe(200);
      expect((await ctx.app.request('/api/packages')).status).toBe(200);
    } finally {
      ctx.configure({ HTTP_METRICS: 'on' });
    }
  });
});
