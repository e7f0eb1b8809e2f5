import { ORDER_NUMBER_MESSAGE } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { paidHostedOrder } from '../../../test/money-fixtures.ts';
import { outboxEvents } from '../../../test/stripe-order-fixtures.ts';
import { myOrder, useMyOrderWorld } from './my-order-fixtures.ts';

// "E-mail me my link" (docs/design.md §12, ADR 046): the same answer for a real and a made-up order; the link goes only to the real one.
const { ctx, stripe } = useMyOrderWorld();

/** Everything a caller can compare between two answers: status, body and the headers that could differ. */
const answer = async (res: Response) => ({ status: res.status, body: await res.text(), cache: res.headers.get('cache-control') });
const ask = (body: unknown) => myOrder(ctx, 'POST', 'link', body);
const linkEvents = async () => ctx.sql`SELECT payload FROM outbox_events WHERE type = 'order.my_order_link_requested'`;

describe('the link request', () => {
  it('answers a real and a made-up order the same, and records one link e-mail per request for the real one only', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { email: 'Jane.Pumpkin@Example.com' });
    const number = orderId.slice(-8).toUpperCase();
    const real = await answer(await ask({ email: ' jane.pumpkin@example.COM ', orderNumber: `#${number.toLowerCase()}` }));
    const wrongNumber = await answer(await ask({ email: 'jane.pumpkin@example.com', orderNumber: number === 'ABCDEF12' ? 'ABCDEF13' : 'ABCDEF12' }));
    const wrongEmail = await answer(await ask({ email: 'someone@example.com', orderNumber: number }));
    expect(real).toEqual({ status: 202, body: expect.stringContaining('If that e-mail and order number match'), cache: 'no-store' });
    expect(wrongNumber).toEqual(real);
    expect(wrongEmail).toEqual(real);
    expect((await linkEvents()).map((e) => e.payload)).toEqual([{ orderId }]);
    expect(await outboxEvents(ctx, 'order.my_order_link_requested', orderId)).toHaveLength(1);
  });

  it('sends at most 3 links an hour to one mailbox, still answering the same', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { email: 'flood@example.com' });
    const before = (await outboxEvents(ctx, 'order.my_order_link_requested', orderId)).length;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await answer(await ask({ email: 'flood@example.com', orderNumber: orderId.slice(-8) })));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await outboxEvents(ctx, 'order.my_order_link_requested', orderId)).toHaveLength(before + 3);
  });

  it('sends nothing for an order whose season is over', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { email: 'late@example.com' });
    const [row] = await ctx.sql<{ year: number }[]>`SELECT max(year)::int AS year FROM season`;
    ctx.deps.now = () => new Date(`${row!.year + 1}-01-02T12:00:00-08:00`);
    expect((await ask({ email: 'late@example.com', orderNumber: orderId.slice(-8) })).status).toBe(202);
    expect(await outboxEvents(ctx, 'order.my_order_link_requested', orderId)).toHaveLength(0);
  });

  it('answers bad input with 400 and the field\'s message, and writes nothing', async () => {
    const before = (await linkEvents()).length;
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email', orderNumber: 'ABCDEF12' }, 'Please enter a valid email'],
      [{ email: 'jane@example.com', orderNumber: 'ABC' }, ORDER_NUMBER_MESSAGE],
      [{ email: 'jane@example.com', orderNumber: 'GHIJKLMN' }, ORDER_NUMBER_MESSAGE],
      [{ email: 'jane@example.com' }, ORDER_NUMBER_MESSAGE],
      [{ orderNumber: 'ABCDEF12' }, 'Please enter a valid email'],
    ];
    for (const [body, message] of cases) {
      const res = await ask(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).message, JSON.stringify(body)).toBe(message);
    }
    for (const body of ['x', [], null]) expect((await ask(body)).status).toBe(400);
    expect(await linkEvents()).toHaveLength(before);
  });
});
