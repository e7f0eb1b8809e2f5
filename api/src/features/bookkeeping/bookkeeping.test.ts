import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { paidHostedOrder } from '../../../test/money-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

// docs/design.md §21 (ADR 123): the accountant's CSV of every payment and refund by San Diego day, on the ledger of §16.
const ctx = useTestContext();
const stripe = useStripeEmulator(ctx);

/** Test-only: one ledger row as Stripe's webhooks would have left it, settled at a fixed instant. */
async function payment(orderId: string, kind: string, ref: string, cents: number, status: string, settledAt: string, extra: { refundOf?: string; duplicate?: boolean } = {}) {
  await ctx.sql`
    INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status, refund_of, duplicate, created_at, settled_at)
    VALUES (${orderId}, ${kind}, ${ref}, ${cents}, ${status}, ${extra.refundOf ?? null}, ${extra.duplicate ?? false}, ${settledAt}, ${settledAt})`;
}

/** Two seasons of the payments the ledger can hold: the cases where a naive sum of payments goes wrong. */
async function seedTwoSeasons() {
  const a = await insertOrder(ctx, { status: 'completed', totalCents: 182_500, customerName: 'Ana, "Pumpkin" Reyes' });
  // The hosted flow records the one deposit twice: its Checkout Session and its PaymentIntent.
  await payment(a, 'checkout_session', 'cs_a', 54_750, 'succeeded', '2025-09-12T18:00:00Z');
  await payment(a, 'payment_intent', 'pi_a', 54_750, 'succeeded', '2025-09-12T18:00:01Z');
  await payment(a, 'balance', 'pi_a_bal_failed', 127_750, 'failed', '2025-10-20T16:00:00Z');
  await payment(a, 'balance', 'pi_a_bal', 127_750, 'succeeded', '2025-10-21T16:00:00Z');
  // A second balance that slipped through and its automatic refund cancel out (ADR 067): not the order's money.
  await payment(a, 'balance', 'pi_a_dup', 127_750, 'succeeded', '2025-10-21T16:05:00Z', { duplicate: true });
  await payment(a, 'refund', 're_a_dup', 127_750, 'succeeded', '2025-10-21T16:06:00Z', { refundOf: 'pi_a_dup', duplicate: true });
  await payment(a, 'refund', 're_a_bal', 5_000, 'succeeded', '2025-10-25T20:00:00Z', { refundOf: 'pi_a_bal' });

  const b = await insertOrder(ctx, { status: 'cancelled', totalCents: 95_000, customerName: '=HYPERLINK("http://evil.example","Pay")' });
  await payment(b, 'payment_intent', 'pi_b', 28_500, 'succeeded', '2026-09-30T23:00:00Z');
  await payment(b, 'refund', 're_b', 28_500, 'pending', '2026-10-01T06:30:00Z', { refundOf: 'pi_b' }); // 23:30 on 30 September in San Diego
  await payment(b, 'refund', 're_b_failed', 10_000, 'failed', '2026-10-01T17:00:00Z', { refundOf: 'pi_b' });

  const c = await insertOrder(ctx, { status: 'deposit_paid', totalCents: 120_000, customerName: 'Cy Gourd' });
  await payment(c, 'payment_intent', 'pi_c', 36_000, 'succeeded', '2026-10-02T17:00:00Z');
  // A refund made in Stripe's own dashboard: reported per charge by its webhook, with no ledger line of ours.
  await ctx.sql`INSERT INTO charge_refunds (charge_id, order_id, refunded_cents, updated_at) VALUES ('ch_c', ${c}, 2000, '2026-10-03T17:00:00Z')`;
  await ctx.sql`UPDATE orders SET refunded_cents = 2000 WHERE id = ${c}`;

  const pending = await insertOrder(ctx, { status: 'pending', totalCents: 80_000 });
  await payment(pending, 'checkout_session', 'cs_open', 24_000, 'open', '2026-10-04T17:00:00Z');
}

/** The CSV's rows as cells (a small RFC 4180 reader: quoted cells may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  return text.trimEnd().split('\r\n').map((line) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) =>
    cell!.startsWith('"') ? cell!.slice(1, -1).replaceAll('""', '"') : cell!));
}
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('GET /api/admin/bookkeeping.csv', () => {
  it('lists every payment and refund by San Diego day and sums to the dashboard\'s collected figure', async () => {
    await seedTwoSeasons();
    const { cookie } = await signedIn(ctx, 'admin');
    const csv = async (from: string, to: string) => {
      const res = await call(ctx, 'GET', `/api/admin/bookkeeping.csv?from=${from}&to=${to}`, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="sdpumpkin-bookkeeping-${from}-to-${to}.csv"`);
      return parseCsv(await res.text());
    };
    const all = await csv('2025-01-01', '2026-12-31');
    expect(all[0]).toEqual(['Date', 'Order', 'Customer', 'E-mail', 'Kind', 'Amount (USD)', 'Stripe ID']);
    const lines = all.slice(1);
    expect(lines.map(([day, , customer, , kind, amount, stripeId]) => [day, customer, kind, amount, stripeId])).toEqual([
      ['2025-09-12', 'Ana, "Pumpkin" Reyes', 'deposit', '547.50', 'pi_a'],
      ['2025-10-21', 'Ana, "Pumpkin" Reyes', 'balance', '1277.50', 'pi_a_bal'],
      ['2025-10-25', 'Ana, "Pumpkin" Reyes', 'balance refund', '-50.00', 're_a_bal'],
      ['2026-09-30', `'=HYPERLINK("http://evil.example","Pay")`, 'deposit', '285.00', 'pi_b'],
      ['2026-09-30', `'=HYPERLINK("http://evil.example","Pay")`, 'deposit refund', '-285.00', 're_b'],
      ['2026-10-02', 'Cy Gourd', 'deposit', '360.00', 'pi_c'],
      ['2026-10-03', 'Cy Gourd', 'refund in Stripe', '-20.00', 'ch_c'],
    ]);
    const stats = await (await call(ctx, 'GET', '/api/admin/stats', { cookie })).json();
    const sum = lines.reduce((total, line) => total + cents(line[5]!), 0);
    expect(sum).toBe(cents(stats.collectedRevenue));

    // Two ranges that meet at a day lose no line and count none twice; this season alone is its orders' kept money.
    const [first, second] = [await csv('2025-01-01', '2026-09-29'), await csv('2026-09-30', '2026-12-31')];
    expect([...first.slice(1), ...second.slice(1)]).toEqual(lines);
    const [season] = await ctx.sql<{ kept: number }[]>`
      SELECT sum(l.deposit_cents + l.balance_cents - l.refunded_cents)::int AS kept FROM order_ledger l JOIN orders o ON o.id = l.order_id
      WHERE o.customer_name <> 'Ana, "Pumpkin" Reyes'`;
    expect(second.slice(1).reduce((total, line) => total + cents(line[5]!), 0)).toBe(season!.kept);
  });

  it('refuses a visitor without a session (401), a staff member who is not an admin (403), and a bad range (400)', async () => {
    expect((await call(ctx, 'GET', '/api/admin/bookkeeping.csv?from=2026-10-01&to=2026-10-31')).status).toBe(401);
    const { cookie: staffCookie } = await signedIn(ctx, 'staff');
    expect((await call(ctx, 'GET', '/api/admin/bookkeeping.csv?from=2026-10-01&to=2026-10-31', { cookie: staffCookie })).status).toBe(403);
    const { cookie } = await signedIn(ctx, 'admin');
    for (const query of ['from=2026-10-31&to=2026-10-01', 'from=2026-02-30&to=2026-03-01', 'from=yesterday&to=2026-10-01', 'to=2026-10-01']) {
      const res = await call(ctx, 'GET', `/api/admin/bookkeeping.csv?${query}`, { cookie });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it('quotes every text cell and defuses a formula after a separator inside one, keeping amounts numbers', async () => {
    const { cookie } = await signedIn(ctx, 'admin');
    const e = await insertOrder(ctx, { status: 'deposit_paid', totalCents: 50_000, customerName: "Eve;=cmd|' /C calc'!A0" });
    await payment(e, 'payment_intent', 'pi_formula', 15_000, 'succeeded', '2031-03-04T18:00:00Z');
    const text = await (await call(ctx, 'GET', '/api/admin/bookkeeping.csv?from=2031-03-01&to=2031-03-31', { cookie })).text();
    const [, line] = text.split('\r\n');
    expect(line).toMatch(/^"2031-03-04",(\d+|"[0-9A-F]+"),"Eve;'=cmd\|' \/C calc'!A0","[^"]+","deposit",150\.00,"pi_formula"$/);
  });

  it('dates the payments of a real checkout and refund when they settled, and still sums to the dashboard', async () => {
    const { cookie } = await signedIn(ctx, 'admin');
    const { orderId } = await paidHostedOrder(ctx, stripe); // Golden Harvest: deposit 547.50
    expect((await call(ctx, 'POST', `/api/admin/orders/${orderId}/refund`, { cookie, body: { amount: '50.00' } })).status).toBe(200);
    const [stamped] = await ctx.sql<{ unsettled: number }[]>`
      SELECT count(*) FILTER (WHERE settled_at IS NULL)::int AS unsettled FROM payments WHERE order_id = ${orderId} AND status IN ('succeeded', 'pending')`;
    expect(stamped!.unsettled).toBe(0);
    const res = await call(ctx, 'GET', '/api/admin/bookkeeping.csv?from=2000-01-01&to=2099-12-31', { cookie });
    const lines = parseCsv(await res.text()).slice(1);
    const number = orderId.slice(-8).toUpperCase();
    // NOTE: $50 back on an order that still stands is goodwill (issue 36 item 18, ADR 185), not the deposit refunded.
    expect(lines.filter((l) => l[1] === number).map((l) => [l[4], l[5], l[6]!.slice(0, 3)])).toEqual([['deposit', '547.50', 'pi_'], ['goodwill refund', '-50.00', 're_']]);
    const stats = await (await call(ctx, 'GET', '/api/admin/stats', { cookie })).json();
    expect(lines.reduce((total, line) => total + cents(line[5]!), 0)).toBe(cents(stats.collectedRevenue));
  });

  it('books a goodwill refund as its own kind; "Deposits collected" keeps the deposit and "Goodwill refunds" shows it; a cancellation\'s refund is still a deposit refund (issue 36 item 18)', async () => {
    const { cookie } = await signedIn(ctx, 'admin');
    const stats = async () => (await (await call(ctx, 'GET', '/api/admin/stats', { cookie })).json()).orders as { depositsCollected: string; goodwillRefunds: string };
    const before = await stats();
    const kept = await paidHostedOrder(ctx, stripe); // Golden Harvest: deposit 547.50
    const cancelled = await paidHostedOrder(ctx, stripe);
    expect((await call(ctx, 'POST', `/api/admin/orders/${kept.orderId}/refund`, { cookie, body: { amount: '75.00', reason: 'a late porch' } })).status).toBe(200);
    expect((await call(ctx, 'POST', `/api/admin/orders/${cancelled.orderId}/cancel`, { cookie, body: { refundDeposit: true } })).status).toBe(200);
    const after = await stats();
    // Two deposits in, one refunded by its cancellation; the goodwill refund takes nothing off the deposits.
    expect(cents(after.depositsCollected) - cents(before.depositsCollected)).toBe(54_750);
    expect(cents(after.goodwillRefunds) - cents(before.goodwillRefunds)).toBe(7_500);
    const res = await call(ctx, 'GET', '/api/admin/bookkeeping.csv?from=2000-01-01&to=2099-12-31', { cookie });
    const lines = parseCsv(await res.text()).slice(1);
    const of = (orderId: string) => lines.filter((l) => l[1] === orderId.slice(-8).toUpperCase()).map((l) => [l[4], l[5]]);
    expect(of(kept.orderId)).toEqual([['deposit', '547.50'], ['goodwill refund', '-75.00']]);
    expect(of(cancelled.orderId)).toEqual([['deposit', '547.50'], ['deposit refund', '-547.50']]);
    // The order's page says the same: its deposit is still collected.
    const page = await (await call(ctx, 'GET', `/api/admin/orders/${kept.orderId}`, { cookie })).json();
    expect(page).toMatchObject({ depositCollected: '547.50', amountRefunded: '75.00' });
    // And the lines still sum to the ledger's collected figure to the cent.
    const [ledger] = await ctx.sql<{ kept: number }[]>`SELECT sum(deposit_cents + balance_cents - refunded_cents)::int AS kept FROM order_ledger`;
    expect(lines.reduce((total, line) => total + cents(line[5]!), 0)).toBe(ledger!.kept);
  });

  it('sums a range of San Diego days to the dashboard\'s collected figure for those days, late evenings (the next UTC day) on the right side', async () => {
    // NOTE: October 2024, away from the days above. Each boundary has a payment on either side of it; late evening in San Diego is
    // already the next UTC day, so a UTC day would move both evening lines across a boundary (145,000 cents instead of 110,000).
    const d = await insertOrder(ctx, { status: 'completed', totalCents: 100_000, customerName: 'Dee Vine' });
    await payment(d, 'payment_intent', 'pi_d', 30_000, 'succeeded', '2024-10-01T06:30:00Z'); // 23:30 on 30 September: before the range
    await payment(d, 'balance', 'pi_d_bal', 70_000, 'succeeded', '2024-10-01T07:30:00Z'); // 00:30 on 1 October: its first minutes
    const e = await insertOrder(ctx, { status: 'completed', totalCents: 150_000, customerName: 'Eve Squash' });
    await payment(e, 'checkout_session', 'cs_e', 45_000, 'succeeded', '2024-10-15T18:00:00Z');
    await payment(e, 'payment_intent', 'pi_e', 45_000, 'succeeded', '2024-10-15T18:00:01Z');
    await payment(e, 'refund', 're_e_failed', 9_000, 'failed', '2024-10-20T18:00:00Z', { refundOf: 'pi_e' });
    await payment(e, 'refund', 're_e', 5_000, 'succeeded', '2024-11-01T06:45:00Z', { refundOf: 'pi_e' }); // 23:45 on 31 October: its last minutes
    await payment(e, 'balance', 'pi_e_bal', 105_000, 'succeeded', '2024-11-01T07:15:00Z'); // 00:15 on 1 November: after the range

    const { cookie } = await signedIn(ctx, 'admin');
    const dashboard = async (from: string, to: string) => {
      const res = await call(ctx, 'GET', `/api/admin/stats?from=${from}&to=${to}`, { cookie });
      expect(res.status).toBe(200);
      return res.json();
    };
    const october = await dashboard('2024-10-01', '2024-10-31');
    expect(october.collectedInRange).toEqual({ from: '2024-10-01', to: '2024-10-31', collected: '1100.00' });
    const res = await call(ctx, 'GET', '/api/admin/bookkeeping.csv?from=2024-10-01&to=2024-10-31', { cookie });
    const lines = parseCsv(await res.text()).slice(1);
    expect(lines.map(([day, , , , kind, amount, stripeId]) => [day, kind, amount, stripeId])).toEqual([
      ['2024-10-01', 'balance', '700.00', 'pi_d_bal'],
      ['2024-10-15', 'deposit', '450.00', 'pi_e'],
      ['2024-10-31', 'deposit refund', '-50.00', 're_e'],
    ]);
    expect(lines.reduce((total, line) => total + cents(line[5]!), 0)).toBe(cents(october.collectedInRange.collected));

    // The days before, the range and the days after make up all time: the card's collected figure, which stays all-time.
    const [before, after] = [await dashboard('2000-01-01', '2024-09-30'), await dashboard('2024-11-01', '2099-12-31')];
    expect(before.collectedRevenue).toBe(october.collectedRevenue);
    const parts = [before, october, after].map((s) => cents(s.collectedInRange.collected));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(cents(october.collectedRevenue));
    expect(before.collectedInRange.collected).toBe('300.00'); // pi_d, at 23:30 on 30 September
    expect((await dashboard('2024-10-31', '2024-10-31')).collectedInRange.collected).toBe('-50.00');
  });
});
