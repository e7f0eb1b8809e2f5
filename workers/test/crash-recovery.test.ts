import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { bullPrefix, jobIdFor } from '@sdp/server/queues';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { FAST, quoteRequest, settle, useStandIns, waitUntil } from './stand-ins.ts';

const ctx = useTestContext();
const stand = useStandIns();
const children: ChildProcess[] = [];

/** Start test/worker-child.ts as its own Node process against this file's database, Redis prefix and stand-ins. */
async function startChild(): Promise<ChildProcess> {
  const env = {
    ...process.env, ...stand.env(), NODE_ENV: 'test', LOG_LEVEL: 'warn', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', CRM_PROVIDER: 'none',
    DATABASE_URL: ctx.databaseUrl, REDIS_PREFIX: ctx.redisPrefix,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./worker-child.ts', import.meta.url)), JSON.stringify(FAST)], {
    env, stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => { out += chunk.toString(); });
  await waitUntil(() => out.includes('READY') || child.exitCode !== null, 20_000, 'worker child ready');
  if (child.exitCode !== null) throw new Error(`worker child exited with ${child.exitCode}`);
  return child;
}

beforeAll(() => ctx.configure(stand.env()));
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('a worker killed mid-job', () => {
  it('completes the job after a restart, and sends nothing twice', async () => {
    stand.smtp.setAcceptDelay(1_500); // a slow SMTP server: the worker waits for the 250 answer...
    const first = await startChild();
    const body = quoteRequest('crash');
    const { id } = (await (await ctx.post('/api/quotes', body)).json()) as { id: string };
    await waitUntil(() => stand.smtp.inFlight() === 2, 10_000, 'both mails in flight');

    first.kill('SIGKILL'); // ...and dies before it comes
    await once(first, 'exit');
    await waitUntil(() => stand.smtp.dropped() === 2, 5_000, 'the catcher to drop the unanswered mails');
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
