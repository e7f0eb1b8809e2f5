import { fixedClock } from '@sdp/server/clock';
import { createLogger } from '@sdp/server/logger';
import { reviewNoteUrl } from '@sdp/server/reviews/review-note-link';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { insertMessageOrder } from '../../api/test/message-orders.ts';
import { queueDueMessages } from '../src/jobs/scheduled-messages/queue-due-messages.ts';
import { useStandIns, useWorkers, waitUntil } from './stand-ins.ts';

// docs/design.md §21 (ADR 124): three days after the delivery every customer is asked once for a Google review (the place's link,
// GOOGLE_REVIEW_URL) and may leave a private note, however the order went. Fixed dates: 2027-09-28 13:00 PDT deliveries are due
// on 2027-10-01 at 10:00 PDT (17:00Z); the workers' own schedulers run on today's clock, years before, and claim nothing.
const GOOGLE = 'https://g.page/r/sd-pumpkin-review/review';
const ctx = useTestContext();
const stand = useStandIns();
useWorkers(ctx, stand, { GOOGLE_REVIEW_URL: GOOGLE });
const sweep = (iso: string) =>
  queueDueMessages({ sql: ctx.sql, redis: ctx.redis, redisPrefix: ctx.redisPrefix, logger: createLogger('silent'), now: fixedClock(iso) }, 'review_request');
const sent = async (orderId: string) =>
  (await ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM email_log WHERE order_id = ${orderId} AND kind = 'review_request' AND status = 'sent'`)[0]!.n;

describe('the review request', () => {
  it('goes once to every delivered customer, however the order went, with the Google link and the private note link', async () => {
    const delivered = { deliveryDate: '2027-09-27', deliveredAt: '2027-09-28T20:00:00Z' } as const;
    const happy = await insertMessageOrder(ctx.sql, { ...delivered, status: 'completed', balanceStatus: 'paid' });
    // A balance that failed and a complaint in the instructions: asked all the same (no review gating).
    const unhappy = await insertMessageOrder(ctx.sql, { ...delivered, status: 'delivered', balanceStatus: 'failed', specialInstructions: 'Two pumpkins were broken' });
    const notYet = await insertMessageOrder(ctx.sql, { deliveryDate: '2027-09-27' });

    expect(await sweep('2027-10-01T16:59:00Z')).toBe(0);
    // The scheduler fires twice (and a second process would too): the claim in scheduled_messages makes one request per order.
    await sweep('2027-10-01T17:00:00Z');
    await sweep('2027-10-01T17:05:00Z');
    await waitUntil(async () => (await sent(happy.orderId)) === 1 && (await sent(unhappy.orderId)) === 1, 15_000, 'both requests sent');
    await sweep('2027-10-02T09:00:00Z');
    const [claims] = await ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM scheduled_messages WHERE kind = 'review_request'`;
    expect(claims!.n).toBe(2);

    for (const o of [happy, unhappy]) {
      const mails = stand.smtp.messages().filter((m) => m.to.includes(o.email));
      expect(mails).toHaveLength(1);
      const noteUrl = reviewNoteUrl(ctx.env, o.orderId, 0);
      expect(mails[0]!.text).toContain(`Review us on Google: ${GOOGLE}`);
      expect(mails[0]!.text).toContain(noteUrl);
      expect(mails[0]!.html).toContain(`href="${GOOGLE}"`);
      expect(mails[0]!.html).toContain(`href="${noteUrl}"`);
    }
    expect(stand.smtp.messages().filter((m) => m.to.includes(notYet.email))).toHaveLength(0);
    // The note page opens with the e-mailed token.
    const page = await ctx.app.request(`${ctx.env.BASE_PATH}/api/review-notes/${reviewNoteUrl(ctx.env, happy.orderId, 0).split('/').pop()}`);
    expect(await page.json()).toMatchObject({ firstName: 'Sam', googleReviewUrl: GOOGLE });
  });
});
