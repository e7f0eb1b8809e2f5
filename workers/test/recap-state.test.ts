import { createLogger } from '@sdp/server/logger';
import type { EmailJobData } from '@sdp/server/queues';
import type { Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { createEmailProcessor } from '../src/jobs/send-email.ts';
import { insertPaidOrder } from './fixtures.ts';

/** Issue 13, item 6: the recap says "We received your deposit ... Your porch is booked", so it goes only to orders where that is true. */
const ctx = useTestContext();

function processorWithOutbox() {
  const sent: { to: string; subject: string; text: string }[] = [];
  const mailer = {
    sendMail: async (mail: { to: string; subject: string; text: string }) => {
      sent.push(mail);
      return { messageId: `<m${sent.length}@test>` };
    },
  } as unknown as Transporter;
  const process = createEmailProcessor({ sql: ctx.sql, env: ctx.env, mailer, logger: createLogger('silent') });
  return { sent, process };
}

const recapJob = (orderId: string, eventId: string) =>
  ({ id: `${eventId}:email:order_recap`, attemptsMade: 0, data: { eventId, kind: 'order_recap', subject: { type: 'order', id: orderId }, enqueuedAt: Date.now() } }) as unknown as Job<EmailJobData>;

describe('the order recap and the order state', () => {
  for (const status of ['pending', 'payment_failed', 'cancelled', 'refunded'] as const) {
    it(`is skipped, with nothing sent or logged, for a ${status} order`, async () => {
      const { orderId, eventId } = await insertPaidOrder(ctx.sql, `${status}@example.com`);
      await ctx.sql`UPDATE orders SET status = ${status} WHERE id = ${orderId}`;
      const { sent, process } = processorWithOutbox();
      expect(await process(recapJob(orderId, eventId))).toEqual({ status: 'skipped', reason: `order is ${status}: the recap confirms a paid deposit` });
      expect(sent).toEqual([]);
      expect(await ctx.sql`SELECT 1 FROM email_log WHERE order_id = ${orderId}`).toHaveLength(0);
      expect((await ctx.sql`SELECT email_recap_sent FROM orders WHERE id = ${orderId}`)[0]!.email_recap_sent).toBe(false);
    });
  }

  it('is sent for a paid order, and for one delivered since', async () => {
    for (const status of ['deposit_paid', 'delivered']) {
      const { orderId, eventId } = await insertPaidOrder(ctx.sql, `${status}@example.com`);
      await ctx.sql`UPDATE orders SET status = ${status} WHERE id = ${orderId}`;
      const { sent, process } = processorWithOutbox();
      expect(await process(recapJob(orderId, eventId))).toMatchObject({ status: 'sent' });
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain('We received your deposit');
    }
  });
});
