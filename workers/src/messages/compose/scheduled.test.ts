import { myOrderUrl } from '@sdp/server/orders/my-order-link';
import { describe, expect, it } from 'vitest';
import { insertMessageOrder } from '../../../../api/test/message-orders.ts';
import { useTestContext } from '../../../../api/test/harness.ts';
import type { ComposedEmail } from '../composed.ts';
import { composeEmail } from '../registry.ts';

// What a scheduled message says is read from the order when it is sent (ADR 050), and every customer e-mail about an order carries
// the order page link (docs/design.md §12).
const ctx = useTestContext();
const compose = (kind: Parameters<typeof composeEmail>[2]['kind'], id: string, eventId = '00000000-0000-4000-8000-000000000001') =>
  composeEmail(ctx.sql, ctx.env, { eventId, kind, subject: kind === 'staff_call_list' ? { type: 'call_list', id } : { type: 'order', id } });

describe('a scheduled message when it is sent', () => {
  it('is skipped for an order cancelled or refunded since it came due, and for a balance paid since', async () => {
    for (const status of ['cancelled', 'refunded'] as const) {
      const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05', status, addOns: ['Seasonal Removal'] });
      for (const kind of ['delivery_reminder', 'removal_reminder', 'review_request', 'balance_follow_up'] as const) {
        expect(await compose(kind, orderId)).toMatchObject({ skip: expect.stringContaining(status) });
      }
    }
    const paid = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05', status: 'completed', balanceStatus: 'paid' });
    expect(await compose('balance_follow_up', paid.orderId)).toMatchObject({ skip: expect.any(String) });
    expect(await compose('staff_call_list', '2031-01-05')).toMatchObject({ skip: 'nobody left to call for that day' });
  });

  it('links the customer\'s order page from the reminder, the recap and the balance e-mails', async () => {
    const { orderId, email } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    const link = myOrderUrl(ctx.env, orderId, 0);
    for (const kind of ['delivery_reminder', 'order_recap'] as const) {
      const mail = (await compose(kind, orderId)) as ComposedEmail;
      expect(mail.to).toBe(email);
      expect(mail.content.html).toContain(`href="${link}"`);
      expect(mail.content.text).toContain(`View or change your order: ${link}`);
    }
    await ctx.sql`UPDATE orders SET status = 'delivered', balance_status = 'failed' WHERE id = ${orderId}`;
    for (const kind of ['balance_link', 'balance_follow_up'] as const) {
      const mail = (await compose(kind, orderId)) as ComposedEmail;
      expect(mail.content.text).toContain(`View your order: ${link}`);
      expect(mail.content.text).toMatch(/Pay the balance: \S+\/pay-balance\//);
    }
  });
});
