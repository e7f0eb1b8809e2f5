import { fixedClock } from '@sdp/server/clock';
import { createLogger } from '@sdp/server/logger';
import type { EmailJobData } from '@sdp/server/queues';
import type { Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { insertMessageOrder } from '../../api/test/message-orders.ts';
import { textConsent, TWILIO_TEST } from '../../api/test/text-fixtures.ts';
import { createEmailProcessor } from '../src/jobs/send-email.ts';
import { queueDueMessages } from '../src/jobs/scheduled-messages/queue-due-messages.ts';
import { useStandIns, waitUntil } from './stand-ins.ts';
import { useTextWorld } from './text-world.ts';

// docs/design.md §23: the relay decides e-mail or text once, from the message registry. A message whose text may go passes the
// relay once (its event becomes the text's job directly, no text.queued round), and the e-mail job has no way to send a text.
// October 2026 is PDT (UTC-7).
const ctx = useTestContext();
const stand = useStandIns();
const world = useTextWorld(ctx, stand);

const sweep = (iso: string) =>
  queueDueMessages({ sql: ctx.sql, redis: ctx.redis, redisPrefix: ctx.redisPrefix, logger: createLogger('silent'), now: fixedClock(iso) }, 'delivery_reminder');
const textRows = (orderId: string) =>
  ctx.sql<{ kind: string; status: string; idempotency_key: string }[]>`SELECT kind, status, idempotency_key FROM text_messages WHERE order_id = ${orderId} AND direction = 'out'`;

describe('a message relayed once', () => {
  it('the reminder to a household that agreed to texts: one event, dispatched once, straight to its text job; no e-mail job, no text.queued', async () => {
    const phone = '+16195554101';
    const { orderId, email } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    await textConsent(ctx.sql, orderId, phone);
    const at = '2026-10-03T16:00:00Z'; // Saturday 09:00 PDT, 47 h before Monday 08:00
    expect(await sweep(at)).toBe(1);
    const workers = await world.workersAt(at);
    await waitUntil(async () => (await textRows(orderId))[0]?.status === 'delivered', 20_000, 'the reminder text delivered');

    const events = await ctx.sql<{ id: string; type: string; dispatched: boolean }[]>`
      SELECT id, type, dispatched_at IS NOT NULL AS dispatched FROM outbox_events WHERE payload->>'orderId' = ${orderId} ORDER BY created_at`;
    expect(events.map((e) => [e.type, e.dispatched])).toEqual([['order.message_due', true]]);
    const eventId = events[0]!.id;
    expect((await textRows(orderId)).map((t) => [t.kind, t.idempotency_key])).toEqual([['delivery_reminder', `${eventId}:delivery_reminder`]]);
    const states = ['completed', 'failed', 'active', 'waiting', 'delayed'] as const;
    expect((await workers.queues.texts.getJobs([...states])).filter((j) => j.data.eventId === eventId).map((j) => j.id)).toEqual([`${eventId}:texts:delivery_reminder`]);
    expect((await workers.queues.email.getJobs([...states])).filter((j) => j.data.eventId === eventId)).toEqual([]);
    expect(world.sms.messages().filter((m) => m.to === phone)).toHaveLength(1);
    expect(stand.smtp.messages().filter((m) => m.to.includes(email))).toHaveLength(0);
  });
});

describe('the e-mail job', () => {
  it('only e-mails: handed a reminder (as the relay names it) for a household that agreed to texts, with texts on, it sends the e-mail and records no text', async () => {
    const { orderId, email } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-12' });
    await textConsent(ctx.sql, orderId, '+16195554102');
    const sent: { to: string; subject: string }[] = [];
    const mailer = { sendMail: async (mail: { to: string; subject: string }) => (sent.push(mail), { messageId: `<m${sent.length}@test>` }) } as unknown as Transporter;
    const process = createEmailProcessor({ sql: ctx.sql, env: { ...ctx.env, ...TWILIO_TEST, TWILIO_API_URL: world.sms.url }, mailer, logger: createLogger('silent'), now: fixedClock('2026-10-10T16:00:00Z') });
    const eventId = crypto.randomUUID();
    const job = { id: `${eventId}:email:delivery_reminder`, name: 'delivery_reminder', attemptsMade: 0, data: { eventId, kind: 'delivery_reminder', subject: { type: 'order', id: orderId }, enqueuedAt: Date.now() } };
    expect(await process(job as unknown as Job<EmailJobData>)).toMatchObject({ status: 'sent' });
    expect(sent.map((m) => [m.to, m.subject])).toEqual([[email, 'Your SD Pumpkin delivery week starts Monday, October 12']]);
    expect(await textRows(orderId)).toEqual([]);
    expect(await ctx.sql`SELECT 1 FROM outbox_events WHERE type = 'text.queued' AND payload->>'orderId' = ${orderId}`).toHaveLength(0);
  });
});
