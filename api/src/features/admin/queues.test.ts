import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { bullPrefix } from '@sdp/server/queues';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

const ctx = useTestContext();
let admin: string;
let queue: Queue;
let failedId: string;

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
  const connection = { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', maxRetriesPerRequest: null };
  const prefix = bullPrefix(ctx.redisPrefix);
  queue = new Queue('email', { connection, prefix });
  // A real worker fails the job once, the way an SMTP outage would.
  const worker = new Worker('email', async () => { throw new Error('SMTP refused: 554 no thanks'); }, { connection, prefix, autorun: false });
  const job = await queue.add('order-recap', { orderId: 'o-1' }, { attempts: 1 });
  const failed = new Promise<void>((resolve) => worker.on('failed', () => resolve()));
  void worker.run();
  await failed;
  await worker.close();
  failedId = job.id!;
});
afterAll(async () => {
  await queue?.close();
});

describe('failed jobs', () => {
  it('lists failed jobs with their queue, reason and attempts', async () => {
    const res = await call(ctx, 'GET', '/api/admin/failed-jobs', { cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      expect.objectContaining({ queue: 'email', id: failedId, name: 'order-recap', failedReason: 'SMTP refused: 554 no thanks', attemptsMade: 1 }),
    ]);
  });

  it('retries a failed job, and answers 404 / 409 for an unknown or not-failed one', async () => {
    expect((await call(ctx, 'POST', `/api/admin/failed-jobs/nope/${failedId}/retry`, { cookie: admin })).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/admin/failed-jobs/email/999999/retry', { cookie: admin })).status).toBe(404);
    const res = await call(ctx, 'POST', `/api/admin/failed-jobs/email/${failedId}/retry`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(await (await queue.getJob(failedId))!.getState()).toBe('waiting');
    expect((await call(ctx, 'POST', `/api/admin/failed-jobs/email/${failedId}/retry`, { cookie: admin })).status).toBe(409);
    expect(await (await call(ctx, 'GET', '/api/admin/failed-jobs', { cookie: admin })).json()).toEqual([]);
  });
});

describe('queue board', () => {
  it('serves the BullMQ board and its API to admins', async () => {
    const page = await call(ctx, 'GET', '/api/admin/queues', { cookie: admin });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<base href="/api/admin/queues/"');
    const asset = /src="(static\/js\/[^"]+)"/.exec(html)![1]!;
    const script = await call(ctx, 'GET', `/api/admin/queues/${asset}`, { cookie: admin });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const api = await call(ctx, 'GET', '/api/admin/queues/api/queues?activeQueue=email&status=latest&page=1&jobsPerPage=10', { cookie: admin });
    expect(api.status).toBe(200);
    expect((await api.json()).queues.map((q: { name: string }) => q.name).sort()).toEqual(['crm', 'email', 'payments', 'scheduled', 'texts', 'zapier']); // payments: the balance charges (ADR 026)
  });
});
