import { beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../api/test/staff-fixtures.ts';
import { paidHostedOrder } from '../../api/test/money-fixtures.ts';
import { settle } from './stand-ins.ts';
import { monthBeforeSeason, useMoneyWorld } from './money-world.ts';

// Issue 25 item 2 (docs/design.md §16, ADR 070): a staff cancellation e-mails the customer what was cancelled and what is refunded, once,
// through the outbox and the e-mail worker, and the e-mail shows in the order's timeline. API -> outbox -> relay -> e-mail worker -> SMTP.
const { ctx, stand, stripe } = useMoneyWorld();
let admin = '';
beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
});
// NOTE: a month before the season the policy gives the whole deposit back.
monthBeforeSeason({ ctx, stripe });

let n = 0;
const email = (label: string) => `staff-cancel.${label}.${Date.now().toString(36)}${(n += 1)}@example.com`;
const cancelledMails = (address: string) => stand.smtp.messages().filter((m) => m.to.includes(address) && m.subject.startsWith('Cancelled'));
const cancel = (id: string, body: unknown) => call(ctx, 'POST', `/api/admin/orders/${id}/cancel`, { cookie: admin, body });

describe('staff cancel tells the customer', () => {
  it('e-mails the policy refund once, even after a second click, and the order timeline shows it sent', async () => {
    const customer = email('policy');
    const { orderId } = await paidHostedOrder(ctx, stripe, { email: customer });
    const [first, second] = await Promise.all([cancel(orderId, {}), cancel(orderId, {})]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    await stand.smtp.waitFor(() => cancelledMails(customer).length > 0);
    await settle();
    const [mail, ...more] = cancelledMails(customer);
    expect(more).toHaveLength(0);
    expect(mail!.text).toMatch(/^On \w{3} \d+, \d{4}, \d{1,2}:\d{2} [AP]M PT we cancelled your order/m);
    expect(mail!.text).toContain('We are refunding $547.50 of your $547.50 deposit');
    expect(mail!.text).not.toContain('As you asked');
    const page = await (await call(ctx, 'GET', `/api/admin/orders/${orderId}`, { cookie: admin })).json();
    await expect.poll(async () => (await (await call(ctx, 'GET', `/api/admin/orders/${orderId}`, { cookie: admin })).json()).timeline
      .filter((t: { kind: string; detail: { email?: string; status?: string } }) => t.kind === 'email' && t.detail.email === 'order_cancelled' && t.detail.status === 'sent'))
      .toHaveLength(1);
    expect(page.status).toBe('cancelled');
  });

  it('says plainly when staff keep the deposit', async () => {
    const customer = email('kept');
    const { orderId } = await paidHostedOrder(ctx, stripe, { email: customer });
    expect((await cancel(orderId, { refundDeposit: false })).status).toBe(200);
    await stand.smtp.waitFor(() => cancelledMails(customer).length > 0);
    expect(cancelledMails(customer)[0]!.text).toContain('Your $547.50 deposit is not refunded with this cancellation.');
  });
});
