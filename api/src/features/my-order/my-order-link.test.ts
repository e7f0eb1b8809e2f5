import { ORDER_NUMBER_MESSAGE } from '@sdp/shared';
import { sameOrigin } from '../../../test/staff-fixtures.ts';
import { describe, expect, it } from 'vitest';
import { paidHostedOrder } from '../../../test/money-fixtures.ts';
import { outboxEvents } from '../../../test/stripe-order-fixtures.ts';
import { myOrderToken } from '@sdp/server/orders/my-order-link';
import { payBalanceToken } from '@sdp/server/orders/pay-link';
import { myOrder, tokenOf, useMyOrderWorld } from '../../../test/my-order-fixtures.ts';
import { recordingSql } from '../../../test/statement-reads.ts';
import { matchLinkRequests } from '@sdp/server/orders/match-link-requests';

// "E-mail me my link" (docs/design.md §12, ADR 046): the same answer for a real and a made-up order; the link goes only to the real one.
const { ctx, stripe } = useMyOrderWorld();

/** Everything a caller can compare between two answers: status, body and the headers that could differ. */
const answer = async (res: Response) => ({ status: res.status, body: await res.text(), cache: res.headers.get('cache-control') });
/** Ask for a link, then let the workers' matcher run (off the request path since issue 35, item 15; ADR 165). */
const ask = async (body: unknown) => {
  const res = await myOrder(ctx, 'POST', 'link', body);
  await matchLinkRequests({ sql: ctx.sql, redis: null, env: ctx.env });
  return res;
};
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

  it('does the same database work for a match and a miss: the request only stores what was asked, the workers match it later (issue 35, item 15)', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { email: 'timing@example.com' });
    const recording = recordingSql(ctx.databaseUrl);
    const app = ctx.appWith({ sql: recording.sql });
    const statementsOf = async (body: unknown) => {
      recording.statements.length = 0;
      const res = await app.request(`${ctx.env.BASE_PATH}/api/my-order/link`, {
        method: 'POST', headers: { 'content-type': 'application/json', ...sameOrigin(ctx) }, body: JSON.stringify(body),
      });
      return { answer: await answer(res), queries: recording.statements.map((s) => s.query.replace(/\s+/g, ' ').trim()) };
    };
    try {
      await recording.sql`SELECT 1`; // the client's own first statement (it reads the array types once) is no request's work
      const match = await statementsOf({ email: 'timing@example.com', orderNumber: orderId.slice(-8) });
      const miss = await statementsOf({ email: 'nobody@example.com', orderNumber: 'ABCDEF12' });
      expect(miss).toEqual(match);
      expect(match.queries.length).toBeGreaterThan(0);
      // Nothing on the request's path reads an order: the answer cannot wait on a match.
      expect(match.queries.filter((q) => /\borders\b/i.test(q))).toEqual([]);
    } finally {
      await recording.sql.end();
    }
    expect(await outboxEvents(ctx, 'order.my_order_link_requested', orderId)).toHaveLength(0);
    expect(await matchLinkRequests({ sql: ctx.sql, redis: null, env: ctx.env })).toEqual({ matched: 2, sent: 1 });
    expect(await outboxEvents(ctx, 'order.my_order_link_requested', orderId)).toHaveLength(1);
    // Nothing the form named is kept once matched.
    expect(await ctx.sql`SELECT 1 FROM my_order_link_requests WHERE email IS NOT NULL OR order_number IS NOT NULL`).toEqual([]);
  });

  it('sends at most 3 links an hour to one mailbox, still answering the same', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { email: 'flood@example.com' });
    const before = (await outboxEvents(ctx, 'order.my_order_link_requested', orderId)).length;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await answer(await ask({ email: 'flood@example.com', orderNumber: orderId.slice(-8) })));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await outboxEvents(ctx, 'order.my_order_link_requested', orderId)).toHaveLength(before + 3);
  });

  it('counts only requests that name the order: junk guesses with the customer\'s address leave their link to come (ADR 082)', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { email: 'real@example.com' });
    const number = orderId.slice(-8).toUpperCase();
    const junk = ['ABCDEF12', 'ABCDEF13', '0000AAAA', '1234ABCD', 'FFFF0000'].filter((n) => n !== number);
    const answers = [];
    for (const orderNumber of junk) answers.push(await answer(await ask({ email: 'real@example.com', orderNumber })));
    answers.push(await answer(await ask({ email: 'real@example.com', orderNumber: number })));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await outboxEvents(ctx, 'order.my_order_link_requested', orderId)).toHaveLength(1);
  });

  it('a new link revokes the links sent before, order page and pay-balance alike; the new one opens (ADR 080)', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { email: 'leaked@example.com' });
    const old = tokenOf(ctx, orderId);
    expect((await myOrder(ctx, 'GET', old)).status).toBe(200);
    expect((await ask({ email: 'leaked@example.com', orderNumber: orderId.slice(-8) })).status).toBe(202);
    const [row] = await ctx.sql<{ link_version: number }[]>`SELECT link_version FROM orders WHERE id = ${orderId}`;
    expect(row!.link_version).toBe(1);
    expect((await myOrder(ctx, 'GET', old)).status).toBe(404);
    expect((await ctx.app.request(`/api/pay-balance/${payBalanceToken(ctx.env.SESSION_SECRET, orderId, 0)}`)).status).toBe(404);
    expect((await myOrder(ctx, 'GET', myOrderToken(ctx.env.SESSION_SECRET, orderId, 1))).status).toBe(200);
    const timeline = await ctx.sql`SELECT kind, detail FROM order_timeline WHERE order_id = ${orderId} AND detail->>'action' = 'revoke_links'`;
    expect(timeline).toEqual([{ kind: 'customer_action', detail: { action: 'revoke_links', why: 'new_link_requested' } }]);
  });

  it('a script sending 300 requests from one address gets the same answer and sends at most the per-client share', { timeout: 60_000 }, async () => {
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push((await paidHostedOrder(ctx, stripe, { email: `spray${i}@example.com` })).orderId);
    const before = (await linkEvents()).length;
    // NOTE: an hour of its own, so the script's share used up here is not the other tests' (their clock reads 09:00).
    const now = ctx.deps.now!();
    ctx.deps.now = () => new Date(now.getTime() + 2 * 3_600_000);
    const answers = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const orderId = orders[i % 3]!;
      answers.add(JSON.stringify(await answer(await ask({ email: `spray${i % 3}@example.com`, orderNumber: i % 2 ? orderId.slice(-8) : 'ABCDEF12' }))));
    }
    expect(answers.size).toBe(1);
    // 20 requests an hour from one client, of which at most 3 per order send: never more than 9 e-mails here.
    expect((await linkEvents()).length - before).toBeLessThanOrEqual(9);
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
