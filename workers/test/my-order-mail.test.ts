import { describe, expect, it } from 'vitest';
import { call } from '../../api/test/staff-fixtures.ts';
import { myOrderToken } from '@sdp/server/orders/my-order-link';
import { paidHostedOrder } from '../../api/test/money-fixtures.ts';
import { settle } from './stand-ins.ts';
import { monthBeforeSeason, useMoneyWorld } from './money-world.ts';

// The e-mails of the customer's own order page (docs/design.md §12, ADR 046) end to end: API -> outbox -> relay -> e-mail worker -> SMTP.
const { ctx, stand, stripe } = useMoneyWorld();
const season = monthBeforeSeason({ ctx, stripe });

let n = 0;
const email = (label: string) => `my-order.${label}.${Date.now().toString(36)}${(n += 1)}@example.com`;
const mailsTo = (address: string) => stand.smtp.messages().filter((m) => m.to.includes(address));
const post = (path: string, body: unknown = {}) => call(ctx, 'POST', `/api/my-order/${path}`, { body });
const tokenOf = (orderId: string) => myOrderToken(ctx.env.SESSION_SECRET, orderId, 0);
const LINK = /https?:\/\/\S+\/my-order\/([A-Za-z0-9_-]{22,27}\.[A-Za-z0-9_-]{43})/;

describe('"e-mail me my link"', () => {
  it('mails the real order its link once per request, and nothing for a made-up one', async () => {
    const customer = email('link');
    const { orderId } = await paidHostedOrder(ctx, stripe, { email: customer });
    await stand.smtp.waitFor(() => mailsTo(customer).length >= 1); // the deposit recap
    const before = mailsTo(customer).length;
    const stranger = email('stranger');
    const real = await post('link', { email: customer, orderNumber: orderId.slice(-8) });
    const madeUp = await post('link', { email: stranger, orderNumber: orderId.slice(-8) });
    expect([real.status, madeUp.status]).toEqual([202, 202]);
    expect(await real.text()).toBe(await madeUp.text());
    await stand.smtp.waitFor(() => mailsTo(customer).length === before + 1);
    await settle();
    const links = mailsTo(customer).filter((m) => m.subject.includes('your order page'));
    expect(links).toHaveLength(1);
    expect(mailsTo(stranger)).toEqual([]);
    const [mail] = links;
    expect(mail!.subject).toBe(`Your SD Pumpkin order ${orderId.slice(-8).toUpperCase()}: your order page`);
    const token = LINK.exec(mail!.text)?.[1];
    // The request revoked the links sent before (ADR 080): the e-mailed one carries the order's new link version.
    expect(token).toBe(myOrderToken(ctx.env.SESSION_SECRET, orderId, 1));
    expect((await call(ctx, 'GET', `/api/my-order/${tokenOf(orderId)}`)).status).toBe(404);
    expect(mail!.html).toContain(`/my-order/${token}`);
    expect(mail!.text).not.toContain(orderId);
    expect(mail!.text).toContain('White-Glove Service');
    expect(mail!.text).toMatch(/Link works until: December 31, \d{4}/);
    expect((await call(ctx, 'GET', `/api/my-order/${token}`)).status).toBe(200);
    const logged = await ctx.sql`SELECT status FROM email_log WHERE order_id = ${orderId} AND kind = 'my_order_link'`;
    expect(logged.map((r) => r.status)).toEqual(['sent']);
  });
});

describe('confirmations of what the customer changed', () => {
  it('confirms a new delivery week and a cancellation with its refund, in Pacific time and the customer\'s words', async () => {
    const customer = email('changes');
    const { orderId } = await paidHostedOrder(ctx, stripe, { email: customer });
    const token = tokenOf(orderId);
    expect((await post(`${token}/reschedule`, { deliveryDate: season.dates[2] })).status).toBe(200);
    await stand.smtp.waitFor(() => mailsTo(customer).some((m) => m.subject.startsWith('Delivery moved')));
    const moved = mailsTo(customer).find((m) => m.subject.startsWith('Delivery moved'))!;
    const longDay = (d: string) => new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(moved.text).toContain(`from the week of ${longDay(season.dates[0]!)} to the week of ${longDay(season.dates[2]!)}`);
    expect(moved.text).toMatch(/\d{1,2}:\d{2} [AP]M PT/);
    expect(moved.text).toContain(`/my-order/${token}`);

    expect((await post(`${token}/cancel`)).status).toBe(200);
    await stand.smtp.waitFor(() => mailsTo(customer).some((m) => m.subject.startsWith('Cancelled')) && mailsTo(customer).some((m) => m.subject.startsWith('Refund')));
    const cancelled = mailsTo(customer).filter((m) => m.subject.startsWith('Cancelled'));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain('We are refunding $547.50 of your $547.50 deposit');
    expect(cancelled[0]!.text).toContain(`released your delivery week of ${longDay(season.dates[2]!)}`);
    const kinds = (await ctx.sql`SELECT kind FROM email_log WHERE order_id = ${orderId} ORDER BY created_at`).map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(['order_rescheduled', 'order_cancelled', 'refund_receipt']));
  });
});

describe('a phone changed on the order page (docs/design.md §22, ADR 161)', () => {
  it('e-mails the order\'s address that its phone was changed, with no link, once', async () => {
    const customer = email('phone');
    const { orderId } = await paidHostedOrder(ctx, stripe, { email: customer });
    const patch = (body: unknown) => call(ctx, 'PATCH', `/api/my-order/${tokenOf(orderId)}`, { body });
    expect((await patch({ customerPhone: '(619) 555-0177' })).status).toBe(200);
    expect((await patch({ specialInstructions: 'Side gate' })).status).toBe(200);
    await stand.smtp.waitFor(() => mailsTo(customer).some((m) => m.subject.startsWith('Your phone number was changed')));
    await settle();
    const told = mailsTo(customer).filter((m) => m.subject.startsWith('Your phone number was changed'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("If this wasn't you, call us at (858) 255-0282");
    expect(told[0]!.text).not.toMatch(/my-order\//);
  });
});
