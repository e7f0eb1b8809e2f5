import { createLogger } from '@sdp/server/logger';
import { recordEvent } from '@sdp/server/outbox';
import type { TextJobData } from '@sdp/server/queues';
import { recordText } from '@sdp/server/texts/text-messages';
import type { Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { insertMessageOrder } from '../../api/test/message-orders.ts';
import { textConsent } from '../../api/test/text-fixtures.ts';
import { createTextProcessor } from '../src/jobs/send-text.ts';

// ADR 319: the relay records a text and adds its send job in one transaction, the job before the commit. A texts worker that takes
// the job before that commit must wait for it and send the text, never end the job with the text still 'waiting' for good (as 2 of
// 45 texts of a moved day once did, workers/test/day-move.test.ts).
const ctx = useTestContext();

describe('a text whose send job runs before the relay commits it', () => {
  it('waits for the commit and is sent once', async () => {
    const phone = '+16195557301';
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2027-10-04' });
    await textConsent(ctx.sql, orderId, phone);
    const eventId = await ctx.sql.begin((tx) => recordEvent(tx, 'crew_day.moved', { orderId, moveId: crypto.randomUUID() }));
    const sent: string[] = [];
    const processor = createTextProcessor({
      sql: ctx.sql, env: ctx.env, logger: createLogger('silent'),
      sender: {
        send: async (to, body) => { sent.push(`${to} ${body}`); return { sid: `SM${crypto.randomUUID().replace(/-/g, '')}`, status: 'queued' }; },
        findSent: async () => null,
      },
    });

    let answer: unknown;
    let ran: Promise<void> | undefined;
    // NOTE: as the relay does: the event claimed (FOR UPDATE) and the text recorded in one transaction, the job run before it commits.
    await ctx.sql.begin(async (tx) => {
      await tx`SELECT id FROM outbox_events WHERE id = ${eventId} FOR UPDATE`;
      const { id } = await recordText(tx, {
        orderId, customerId: null, phone, body: 'SD Pumpkin: rain, so we moved your delivery.', link: null, kind: 'day_moved',
        key: `${eventId}:day_moved`, sendAfter: new Date(0),
      });
      const job = { id: `texts-${id}`, data: { eventId, subject: { type: 'text', id }, enqueuedAt: Date.now() }, attemptsMade: 0, opts: { attempts: 3 } };
      ran = processor(job as unknown as Job<TextJobData>, 'token').then((result) => { answer = result; });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answer).toBeUndefined(); // still waiting for this transaction
    });
    await ran;
    expect(answer).toMatchObject({ status: 'sent' });
    expect(sent).toEqual([`${phone} SD Pumpkin: rain, so we moved your delivery.`]);
    const [row] = await ctx.sql<{ status: string }[]>`SELECT status FROM text_messages WHERE idempotency_key = ${`${eventId}:day_moved`}`;
    expect(row!.status).toBe('queued');
  });
});
