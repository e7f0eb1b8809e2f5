import { once } from 'node:events';
import { bullPrefix, jobIdFor } from '@sdp/server/queues';
import { Queue } from 'bullmq';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { quoteRequest, settle, useStandIns, waitUntil } from './stand-ins.ts';
import { useWorkerProcesses } from './worker-process.ts';

const ctx = useTestContext();
const stand = useStandIns();
const startChild = useWorkerProcesses(ctx, stand);

beforeAll(() => ctx.configure(stand.env()));

describe('a worker killed mid-job', () => {
  it('completes the job after a restart, and sends nothing twice', async () => {
    stand.smtp.setAcceptDelay(1_500); // a slow SMTP server: the worker waits for the 250 answer...
    const first = await startChild();
    const body = quoteRequest('crash');
    const { id } = (await (await ctx.post('/api/quotes', body)).json()) as { id: string };
    await waitUntil(() => stand.smtp.inFlight() === 2, 30_000, 'both mails in flight');

    first.kill('SIGKILL'); // ...and dies before it comes
    await once(first, 'exit');
    await waitUntil(() => stand.smtp.dropped() === 2, 30_000, 'the catcher to drop the unanswered mails');
    stand.smtp.setAcceptDelay(0);
    expect(stand.smtp.messages()).toHaveLength(0);

    const second = await startChild();
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM custom_quotes WHERE id = ${id} AND email_confirmation_sent AND email_notification_sent`).length, 20_000, 'mails after restart');
    await settle(800);
    expect(stand.smtp.messages().filter((m) => m.to.includes(body.customerEmail))).toHaveLength(1);
    expect(stand.smtp.messages().filter((m) => m.to.includes('staff@sdpumpkin.com'))).toHaveLength(1);
    const log = await ctx.sql`SELECT kind, status FROM email_log WHERE quote_id = ${id} ORDER BY kind, status`;
    expect(log.map((r) => `${r.kind}:${r.status}`)).toEqual([
      'quote_confirmation:failed', 'quote_confirmation:sent', 'quote_notification:failed', 'quote_notification:sent',
    ]);

    const [event] = await ctx.sql<{ id: string }[]>`SELECT id FROM outbox_events WHERE payload->>'quoteId' = ${id}`;
    const connection = ctx.redis.duplicate({ maxRetriesPerRequest: null });
    const queue = new Queue('email', { connection, prefix: bullPrefix(ctx.redisPrefix) });
    const job = await queue.getJob(jobIdFor(event!.id, 'email', 'quote_confirmation'));
    expect(await job!.getState()).toBe('completed');
    await queue.close();
    connection.disconnect();

    second.kill('SIGTERM'); // graceful: finishes and exits 0
    const [code] = await once(second, 'exit');
    expect(code).toBe(0);
  });
});
