import { quoteDepositUrl } from '@sdp/server/orders/quote-deposit-link';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { CARD, expectMoneyInvariant } from '../../../test/money-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';
import { readJson } from '../../../test/stripe-order-fixtures.ts';
import { call, SAME_ORIGIN, signedIn } from '../../../test/staff-fixtures.ts';
import { insertQuote } from '../../../test/order-fixtures.ts';

// The quote pipeline of issue 16 (ADR 035) against real PostgreSQL and the Stripe emulator.
const ctx = useTestContext();
const stripe = useStripeEmulator(ctx);
let cookie = '';
let ownerId = '';
beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
  const signed = await signedIn(ctx, 'staff');
  cookie = signed.cookie;
  ownerId = signed.user.id;
});
afterEach(() => expectMoneyInvariant(ctx));

const patch = (id: string, body: unknown) => call(ctx, 'PATCH', `/api/custom-quotes/${id}`, { cookie, body });
const seasonDates = async () => (await ctx.sql<{ d: string }[]>`SELECT unnest(delivery_dates)::text AS d FROM season ORDER BY 1`).map((r) => r.d);
const offerBody = async (extra: Record<string, unknown> = {}) => ({
  serviceType: 'white-glove', deliveryDate: (await seasonDates())[1], address: '1 Civic Center Plaza', city: 'Carlsbad', zipCode: '92008',
  photoPermission: 'no', specialInstructions: 'Deliver to the HOA clubhouse', ...extra,
});
const tokenOf = async (quoteId: string) => {
  const [quote] = await ctx.sql<{ link_version: number }[]>`SELECT link_version FROM custom_quotes WHERE id = ${quoteId}`;
  return quoteDepositUrl(ctx.env, quoteId, quote!.link_version).split('/').pop()!;
};
const publicPost = (path: string, body: unknown) => ctx.post(path, body, SAME_ORIGIN);

describe('working a quote', () => {
  it('saves an amount, notes, a follow-up date and an owner, lists them, and clears one with null', async () => {
    const id = await insertQuote(ctx);
    const res = await patch(id, { amount: '2750.5', notes: 'Wants two entry arches', followUpOn: '2026-10-05', ownerId });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, amount: '2750.50', notes: 'Wants two entry arches', followUpOn: '2026-10-05', owner: { id: ownerId, name: 'Test staff' } });
    expect((await patch(id, { followUpOn: null })).status).toBe(200);
    const listed = (await (await call(ctx, 'GET', '/api/custom-quotes', { cookie })).json()).find((q: { id: string }) => q.id === id);
    expect(listed).toMatchObject({ amount: '2750.50', notes: 'Wants two entry arches', followUpOn: null, owner: { id: ownerId } });
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const id = await insertQuote(ctx);
    for (const [body, message] of [
      [{ amount: '-5' }, /^Quote amount must be in dollars/], [{ amount: '12.345' }, /^Quote amount must be in dollars/],
      [{ amount: 2500 }, /^Quote amount must be in dollars/], [{ amount: '0.50' }, 'Quote amount must be at least $1.00'],
      [{ followUpOn: '2026-02-30' }, 'Follow-up date must be yyyy-MM-dd'], [{ ownerId: 'bob' }, 'Choose the owner from the staff list'],
      [{ notes: 'x'.repeat(5001) }, 'Notes must be at most 5000 characters'],
    ] as const) {
      const res = await patch(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    const unknownOwner = await patch(id, { ownerId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' });
    expect(unknownOwner.status).toBe(422);
    expect((await patch('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', { notes: 'x' })).status).toBe(404);
    expect((await ctx.sql`SELECT amount_cents, notes, owner_id FROM custom_quotes WHERE id = ${id}`)[0]).toEqual({ amount_cents: null, notes: '', owner_id: null });
  });

  it('lists what is due today in San Diego\'s calendar (overdue included, closed and later left out), by an injected clock', async () => {
    await ctx.sql`UPDATE custom_quotes SET follow_up_on = NULL`;
    const due = await insertQuote(ctx, { customerName: 'Due Today' });
    const overdue = await insertQuote(ctx, { customerName: 'Overdue' });
    const later = await insertQuote(ctx, { customerName: 'Tomorrow' });
    const closed = await insertQuote(ctx, { customerName: 'Closed', status: 'closed' });
    await patch(due, { followUpOn: '2026-10-05' });
    await patch(overdue, { followUpOn: '2026-10-01' });
    await patch(later, { followUpOn: '2026-10-06' });
    await patch(closed, { followUpOn: '2026-10-05' });
    // 06:30 UTC on Oct 6 is still 23:30 on Oct 5 in San Diego.
    const app = ctx.appWith({ now: () => new Date('2026-10-06T06:30:00Z') });
    const res = await app.request(`${ctx.env.BASE_PATH}/api/custom-quotes/due`, { headers: { cookie, ...SAME_ORIGIN } });
    const body = await readJson(res);
    expect(body.today).toBe('2026-10-05');
    expect(body.quotes.map((q: { customerName: string }) => q.customerName)).toEqual(['Overdue', 'Due Today']);
  });
});

describe('turning a quote into an order', () => {
  it('e-mails a deposit link; the link prices at the quoted amount only, makes a fresh checkout, and the paid order reaches the schedule', async () => {
    const id = await insertQuote(ctx, { customerName: 'Harbor HOA' });
    const offer = await offerBody();
    const early = await call(ctx, 'POST', `/api/custom-quotes/${id}/offer`, { cookie, body: offer });
    expect([early.status, (await early.json()).message]).toEqual([409, 'Set the quoted amount before sending the deposit link.']);
    await patch(id, { amount: '2500.00' });
    const sent = await call(ctx, 'POST', `/api/custom-quotes/${id}/offer`, { cookie, body: offer });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ status: 'quoted', offeredAt: expect.any(String), order: null });
    const events = await ctx.sql`SELECT payload FROM outbox_events WHERE type = 'quote.offer_sent' AND payload ->> 'quoteId' = ${id}`;
    expect(events).toHaveLength(1);

    const token = await tokenOf(id);
    const view = await readJson(await ctx.app.request(`${ctx.env.BASE_PATH}/api/quote-deposit/${token}`));
    expect(view).toMatchObject({ customerName: 'Harbor HOA', total: '2500.00', deposit: '750.00', balance: '1750.00', state: 'open',
      deliveryDate: offer.deliveryDate, address: '1 Civic Center Plaza, Carlsbad 92008', policy: { balanceTermsVersion: expect.any(String) } });
    const tampered = `${token.slice(0, -2)}${token.endsWith('xx') ? 'yy' : 'xx'}`;
    expect((await ctx.app.request(`${ctx.env.BASE_PATH}/api/quote-deposit/${tampered}`)).status).toBe(404);
    expect((await publicPost(`/api/quote-deposit/${id}/checkout`, {})).status).toBe(404); // the quote id is not the token

    // Whatever price the caller sends is not read: the session is for 30 % of the quote's own amount.
    const started = await publicPost(`/api/quote-deposit/${token}/checkout`, { balanceConsent: true, amount: '1.00', totalAmount: 1, depositAmount: '0.30' });
    expect(started.status).toBe(200);
    const { url } = await readJson(started);
    expect(url).toMatch(/^http/);
    const sessionId = new URL(url).pathname.split('/').pop()!;
    const session = await stripe.stripe.checkout.sessions.retrieve(sessionId);
    expect(session.amount_total).toBe(75_000);
    const [order] = await ctx.sql`SELECT * FROM orders WHERE quote_id = ${id}`;
    expect(order).toMatchObject({ status: 'pending', package_name: 'Custom project', base_cents: 250_000, total_cents: 250_000,
      deposit_cents: 75_000, balance_cents: 175_000, service_type: 'white-glove', zip_code: '92008', photo_permission: false });
    // Opening the link again while that checkout is open answers the same session, not a second order.
    expect((await readJson(await publicPost(`/api/quote-deposit/${token}/checkout`, { balanceConsent: true }))).url).toBe(url);

    const form = new URLSearchParams({ action: 'pay', cardNumber: CARD.succeeds, expiry: '12 / 34', cvc: '123' });
    expect((await fetch(url, { method: 'POST', redirect: 'manual', body: form })).status).toBe(303);
    await stripe.emulator.idle();
    expect((await ctx.sql`SELECT status FROM orders WHERE id = ${order!.id}`)[0]!.status).toBe('deposit_paid');

    const schedule = await (await call(ctx, 'GET', '/api/admin/schedule', { cookie })).json();
    const week = schedule.weeks.find((w: { deliveryDate: string }) => w.deliveryDate === offer.deliveryDate);
    expect(week.orders).toContainEqual(expect.objectContaining({ orderId: order!.id, customerName: 'Harbor HOA', packageName: 'Custom project', crew: null }));
    const again = await publicPost(`/api/quote-deposit/${token}/checkout`, { balanceConsent: true });
    expect([again.status, (await readJson(again)).message]).toEqual([409, 'The deposit for this quote is already paid. Thank you!']);
    expect((await readJson(await ctx.app.request(`${ctx.env.BASE_PATH}/api/quote-deposit/${token}`))).state).toBe('paid');
    expect((await call(ctx, 'POST', `/api/custom-quotes/${id}/offer`, { cookie, body: offer })).status).toBe(409);
  });

  it('charges the offer the link was sent with, not the quote as edited since; a new offer retires the old link (ADR 080)', async () => {
    const id = await insertQuote(ctx, { customerName: 'Mesa HOA' });
    await patch(id, { amount: '2500.00' });
    expect((await call(ctx, 'POST', `/api/custom-quotes/${id}/offer`, { cookie, body: await offerBody() })).status).toBe(200);
    const first = await tokenOf(id);
    // Staff change the amount without sending the offer again: the page and the charge stay with what the customer was sent.
    expect((await patch(id, { amount: '10.00' })).status).toBe(200);
    expect(await readJson(await ctx.app.request(`${ctx.env.BASE_PATH}/api/quote-deposit/${first}`))).toMatchObject({ total: '2500.00', deposit: '750.00' });
    const started = await readJson(await publicPost(`/api/quote-deposit/${first}/checkout`, { balanceConsent: true }));
    const session = await stripe.stripe.checkout.sessions.retrieve(new URL(started.url).pathname.split('/').pop()!);
    expect(session.amount_total).toBe(75_000);
    expect((await ctx.sql`SELECT total_cents, deposit_cents FROM orders WHERE quote_id = ${id}`)[0]).toMatchObject({ total_cents: 250_000, deposit_cents: 75_000 });
    await ctx.sql`UPDATE orders SET status = 'cancelled', slot_released = true WHERE quote_id = ${id}`;

    // Sending the edited offer makes a new link at the new amount; the first link opens nothing any more.
    expect((await call(ctx, 'POST', `/api/custom-quotes/${id}/offer`, { cookie, body: await offerBody() })).status).toBe(200);
    const second = await tokenOf(id);
    expect(second).not.toBe(first);
    expect((await ctx.app.request(`${ctx.env.BASE_PATH}/api/quote-deposit/${first}`)).status).toBe(404);
    expect((await publicPost(`/api/quote-deposit/${first}/checkout`, {})).status).toBe(404);
    expect(await readJson(await ctx.app.request(`${ctx.env.BASE_PATH}/api/quote-deposit/${second}`))).toMatchObject({ total: '10.00', deposit: '3.00' });

    // Two weeks after it was sent, the link has expired (the same 404).
    const later = ctx.appWith({ now: () => new Date(Date.now() + 15 * 86_400_000) });
    expect((await later.request(`${ctx.env.BASE_PATH}/api/quote-deposit/${second}`)).status).toBe(404);
  });

  it('opens one order when the link is clicked twice at once, and refuses an offer outside the season or area', async () => {
    const id = await insertQuote(ctx);
    await patch(id, { amount: '3100.00' });
    expect((await call(ctx, 'POST', `/api/custom-quotes/${id}/offer`, { cookie, body: await offerBody({ zipCode: '10001' }) })).status).toBe(422);
    expect((await call(ctx, 'POST', `/api/custom-quotes/${id}/offer`, { cookie, body: await offerBody({ deliveryDate: '2031-01-06' }) })).status).toBe(400);
    const bad = await call(ctx, 'POST', `/api/custom-quotes/${id}/offer`, { cookie, body: { serviceType: 'gold' } });
    expect(bad.status).toBe(400);
    expect((await call(ctx, 'POST', `/api/custom-quotes/${id}/offer`, { cookie, body: await offerBody({ serviceType: 'drop-off' }) })).status).toBe(200);
    const token = await tokenOf(id);
    const view = await readJson(await ctx.app.request(`${ctx.env.BASE_PATH}/api/quote-deposit/${token}`));
    expect(view).toMatchObject({ total: '3125.00', deposit: '937.50' }); // drop-off pays Carlsbad's $25 zone fee as its own line
    const answers = await Promise.all([1, 2, 3].map(() => publicPost(`/api/quote-deposit/${token}/checkout`, {})));
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    expect(await ctx.sql`SELECT 1 FROM orders WHERE quote_id = ${id}`).toHaveLength(1);
  });

  it('refuses to send a link for a week full at that service level, unless its own open checkout holds the spot there', async () => {
    const id = await insertQuote(ctx);
    await patch(id, { amount: '2400.00' });
    const week = (await seasonDates())[2]!;
    const body = await offerBody({ deliveryDate: week });
    await ctx.sql`UPDATE delivery_slots SET capacity = booked WHERE delivery_date = ${week} AND service_level = 'white-glove'`;
    try {
      const full = await call(ctx, 'POST', `/api/custom-quotes/${id}/offer`, { cookie, body });
      expect(full.status).toBe(409);
      expect(await full.json()).toMatchObject({
        message: 'That delivery week is fully booked at this service level. Please choose another week.',
        issues: [{ path: 'deliveryDate' }],
      });
      expect(await ctx.sql`SELECT status FROM custom_quotes WHERE id = ${id} AND offer IS NULL`).toHaveLength(1);
      // The other level still has room that week.
      expect((await call(ctx, 'POST', `/api/custom-quotes/${id}/offer`, { cookie, body: { ...body, serviceType: 'drop-off' } })).status).toBe(200);
    } finally {
      await ctx.sql`UPDATE delivery_slots SET capacity = 100 WHERE delivery_date = ${week}`;
    }
    // The week fills after the link went out: the page offers no other week, so the customer is told who moves it.
    expect((await call(ctx, 'POST', `/api/custom-quotes/${id}/offer`, { cookie, body })).status).toBe(200);
    await ctx.sql`UPDATE delivery_slots SET capacity = booked WHERE delivery_date = ${week} AND service_level = 'white-glove'`;
    const filled = await publicPost(`/api/quote-deposit/${await tokenOf(id)}/checkout`, {});
    expect([filled.status, (await readJson(filled)).message]).toEqual([409,
      'Your delivery week filled up after this quote was sent. Please call us at (858) 255-0282 or reply to our e-mail, and we will move it to another week.']);
    expect(await ctx.sql`SELECT 1 FROM orders WHERE quote_id = ${id}`).toHaveLength(0);
    await ctx.sql`UPDATE delivery_slots SET capacity = 100 WHERE delivery_date = ${week}`;
    // The customer opened checkout (a spot held), then the week filled: the corrected address can still go out for that week.
    expect((await publicPost(`/api/quote-deposit/${await tokenOf(id)}/checkout`, {})).status).toBe(200);
    await ctx.sql`UPDATE delivery_slots SET capacity = booked WHERE delivery_date = ${week} AND service_level = 'white-glove'`;
    try {
      expect((await call(ctx, 'POST', `/api/custom-quotes/${id}/offer`, { cookie, body: { ...body, address: '2 Civic Center Plaza' } })).status).toBe(200);
    } finally {
      await ctx.sql`UPDATE delivery_slots SET capacity = 100 WHERE delivery_date = ${week}`;
    }
  });
});
