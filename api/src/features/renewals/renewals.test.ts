import { lapseRenewalHolds } from '@sdp/server/renewals/lapse-renewal-holds';
import { renewalToken } from '@sdp/server/renewals/renewal-link';
import { sendRenewalOffers } from '@sdp/server/renewals/send-renewal-offers';
import { applyPaymentOutcome } from '@sdp/server/orders/payment-transition';
import { balanceMetadata } from '@sdp/server/orders/balance-intent';
import { payBalanceToken } from '@sdp/server/orders/pay-link';
import { invalidateCatalog } from '@sdp/server/catalog/catalog-cache';
import { priceOrder, toDecimal } from '@sdp/shared';
import { addDays } from '@sdp/shared/pacific-time';
import { TEXT_CONSENT_WORDS } from '@sdp/shared/constants/text-consent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness.ts';
import { CARD, paidHostedOrder } from '../../../test/money-fixtures.ts';
import { booked, seasonDates, setClock, useMyOrderWorld } from '../../../test/my-order-fixtures.ts';
import { ADD_ON, orderPayload, PACKAGE } from '../../../test/stripe-order-fixtures.ts';
import type { StripeTestHandle } from '../../../test/stripe-emulator.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

// Renewals, "the same porch next year" (docs/design.md §18, ADR 111), on fixed dates: 1 July of the season's year, when offers go out.
const { ctx, stripe } = useMyOrderWorld();
let dates: string[] = [];
let year = 0;
let staffCookie = '';

beforeAll(async () => {
  dates = await seasonDates(ctx);
  year = Number(dates[0]!.slice(0, 4));
  staffCookie = (await signedIn(ctx)).cookie;
});

beforeEach(async () => {
  // Each test starts with no offers and no orders from last season; the season's schedule is its default (1 July, 09:00).
  await ctx.sql`DELETE FROM outbox_events`;
  await ctx.sql`UPDATE season SET renewal_offers_sent_at = NULL, renewal_offers_at = NULL, renewal_hold_days = 21`;
});

/**
 * Last year's porch: a deposit paid on the emulator's page (saving the card when `card` is given), then moved back a year and
 * completed, its balance paid, as the household's history would be. The spot it took this year is given back.
 */
async function lastYearsPorch(
  c: TestContext, s: StripeTestHandle,
  options: { card?: string; email?: string; week?: number; payload?: Record<string, unknown>; balance?: (orderId: string) => Promise<void> } = {},
) {
  await c.sql`UPDATE season SET renewal_offers_sent_at = NULL`;
  setClock(c, `${addDays(dates[0]!, -30)}T09:00:00`);
  const email = options.email ?? `porch-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { orderId } = await paidHostedOrder(c, s, { consent: true, card: options.card ?? CARD.succeeds, email, payload: options.payload });
  await options.balance?.(orderId);
  const [order] = await c.sql<{ delivery_date: string; service_type: string }[]>`SELECT delivery_date, service_type FROM orders WHERE id = ${orderId}`;
  await c.sql`UPDATE delivery_slots SET booked = booked - 1 WHERE delivery_date = ${order!.delivery_date} AND service_level = ${order!.service_type}`;
  const lastYear = addDays(dates[options.week ?? 1]!, -364);
  await c.sql`
    UPDATE orders SET delivery_date = ${lastYear}, status = 'completed', delivered_at = now(), completed_at = now(), balance_status = 'paid'
    WHERE id = ${orderId}`;
  return { orderId, email, lastYear };
}

/** 1 July of the season's year, 09:00 San Diego time (PDT): the default renewalOffersAt. */
const offersDay = (c: TestContext, hour = '09:00') => setClock(c, `${year}-07-01T${hour}:00`);

const offers = () => ctx.sql<{ id: string; customer_id: string; delivery_date: string; service_type: string; status: string; slot_held: boolean; order_id: string | null; link_version: number; hold_until: Date }[]>`
  SELECT id, customer_id, delivery_date, service_type, status, slot_held, order_id, link_version, hold_until FROM renewal_offers ORDER BY offered_at, id`;
const tokenOfOffer = (offer: { id: string; link_version: number }) => renewalToken(ctx.env.SESSION_SECRET, offer.id, offer.link_version);
const renew = (method: string, path: string, body?: unknown) => call(ctx, method, `/api/renew/${path}`, { body });
const eventsOf = async (type: string) => (await ctx.sql<{ payload: Record<string, string> }[]>`SELECT payload FROM outbox_events WHERE type = ${type}`).map((r) => r.payload);

async function clearOffers() {
  for (const o of await offers()) {
    if (o.slot_held) await ctx.sql`UPDATE delivery_slots SET booked = booked - 1 WHERE delivery_date = ${o.delivery_date} AND service_level = ${o.service_type}`;
  }
  await ctx.sql`UPDATE orders SET renewal_offer_id = NULL`;
  await ctx.sql`DELETE FROM renewal_offers`;
  // The households of earlier tests go back two more seasons, out of "last season".
  await ctx.sql`UPDATE orders SET delivery_date = delivery_date - 728 WHERE delivery_date < ${`${year}-01-01`}::date AND delivery_date >= ${`${year - 1}-01-01`}::date`;
}

/** Pay an offer's deposit on-session as Stripe.js does, with the saved card; 3-D Secure completed on the bank's page when asked. */
async function payWithSavedCard(accepted: { clientSecret: string; savedCard: { paymentMethod: string } | null }) {
  const intentId = accepted.clientSecret.split('_secret_')[0]!;
  const confirmed = await stripe.stripe.paymentIntents.confirm(intentId, { payment_method: accepted.savedCard!.paymentMethod, return_url: 'http://localhost/renew/done' });
  if (confirmed.status === 'requires_action') {
    await fetch(confirmed.next_action!.redirect_to_url!.url!, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=complete' });
  }
  await stripe.emulator.idle();
  return confirmed;
}

/**
 * Pay an offer's deposit with a new card typed into the page's Payment Element, as Stripe.js confirms it: the publishable key, the
 * client secret and the card's details (never last year's saved PaymentMethod). Returns the PaymentIntent once its webhooks landed.
 */
async function payWithNewCard(clientSecret: string, cardNumber: string) {
  const intentId = clientSecret.split('_secret_')[0]!;
  const res = await fetch(`${stripe.emulator.url}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.env.STRIPE_PUBLISHABLE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_secret: clientSecret,
      return_url: 'http://localhost/renew/done',
      use_stripe_sdk: 'true',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': cardNumber,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '34',
      'payment_method_data[card][cvc]': '123',
    }),
  });
  expect(res.status).toBe(200);
  const confirmed = (await res.json()) as { status: string; amount: number; payment_method: string };
  await stripe.emulator.idle();
  return confirmed;
}

describe('sending the offers', () => {
  beforeEach(clearOffers);

  it('offers every household with a completed order last season once, with a spot held, even when the scheduler and the button fire together', async () => {
    const households = [await lastYearsPorch(ctx, stripe, { week: 0 }), await lastYearsPorch(ctx, stripe, { week: 2 }), await lastYearsPorch(ctx, stripe, { week: 2 })];
    // A household that did not complete last season (cancelled) is not offered.
    const cancelled = await lastYearsPorch(ctx, stripe);
    await ctx.sql`UPDATE orders SET status = 'cancelled' WHERE id = ${cancelled.orderId}`;
    const before = await Promise.all(dates.map((d) => booked(ctx, d)));
    offersDay(ctx, '08:59');
    expect(await sendRenewalOffers(ctx.deps, ctx.deps.now!(), 'schedule')).toBeNull(); // not yet 09:00
    offersDay(ctx);
    const [scheduled, pressed] = await Promise.all([
      sendRenewalOffers(ctx.deps, ctx.deps.now!(), 'schedule'),
      call(ctx, 'POST', '/api/admin/renewals/send', { cookie: staffCookie }),
    ]);
    const byButton = await pressed.json();
    expect(pressed.status).toBe(200);
    expect((scheduled?.offered ?? 0) + byButton.offered).toBe(3);
    const made = await offers();
    expect(made).toHaveLength(3);
    expect(new Set(made.map((o) => o.customer_id)).size).toBe(3);
    expect(made.every((o) => o.status === 'held' && o.slot_held)).toBe(true);
    // The same week a year on: last year's weeks 0, 2, 2 are this year's 0, 2, 2.
    expect(made.map((o) => o.delivery_date).sort()).toEqual([dates[0], dates[2], dates[2]].sort());
    // Held spots count against capacity, so GET /api/season shows what is left for everyone else.
    const after = await Promise.all(dates.map((d) => booked(ctx, d)));
    expect(after.map((n, i) => n - before[i]!)).toEqual([1, 0, 2, 0]);
    expect((await eventsOf('renewal.offered')).map((p) => p.offerId).sort()).toEqual(made.map((o) => o.id).sort());
    // Again, by either: nobody is offered twice.
    expect((await (await call(ctx, 'POST', '/api/admin/renewals/send', { cookie: staffCookie })).json()).offered).toBe(0);
    expect(await sendRenewalOffers(ctx.deps, ctx.deps.now!(), 'schedule')).toBeNull();
    expect(await offers()).toHaveLength(3);
    expect(households).toHaveLength(3);
  });

  it('holds the nearest week with a spot when last year\'s is full, and leaves out a household with no week left', async () => {
    await lastYearsPorch(ctx, stripe, { week: 1 });
    await ctx.sql`UPDATE delivery_slots SET capacity = booked WHERE delivery_date = ${dates[1]!}`;
    offersDay(ctx);
    const sent = await sendRenewalOffers(ctx.deps, ctx.deps.now!(), 'staff');
    expect(sent).toMatchObject({ offered: 1, noSpot: 0 });
    const [offer] = await offers();
    // Weeks 0 and 2 are a week either side; the earlier of two equally near is held.
    expect(offer!.delivery_date).toBe(dates[0]);
    await ctx.sql`UPDATE delivery_slots SET booked = booked - 1 WHERE delivery_date = ${offer!.delivery_date} AND service_level = ${offer!.service_type}`;
    await ctx.sql`DELETE FROM renewal_offers`;
    await ctx.sql`UPDATE delivery_slots SET capacity = booked`;
    expect(await sendRenewalOffers(ctx.deps, ctx.deps.now!(), 'staff')).toMatchObject({ offered: 0, noSpot: 1 });
  });
});

describe('the household accepts, declines or lets the hold lapse', () => {
  beforeEach(clearOffers);

  /**
   * Staff's changes between seasons, written as the admin catalog does and its cache dropped as it is (save-catalog.ts): Golden
   * Harvest and hay bales cost more, corn stalks are retired. Returns the undo, for the tests after this one.
   */
  async function changeCatalogBetweenSeasons(): Promise<() => Promise<void>> {
    const [pkg] = await ctx.sql<{ price_cents: number; white_glove_price_cents: number; drop_off_price_cents: number }[]>`
      SELECT price_cents, white_glove_price_cents, drop_off_price_cents FROM packages WHERE id = ${PACKAGE.goldenHarvest}`;
    const [hay] = await ctx.sql<{ price_cents: number }[]>`SELECT price_cents FROM add_on_services WHERE id = ${ADD_ON.hayBales}`;
    await ctx.sql`
      UPDATE packages SET price_cents = price_cents + 12500, white_glove_price_cents = white_glove_price_cents + 12500,
        drop_off_price_cents = drop_off_price_cents + 4500 WHERE id = ${PACKAGE.goldenHarvest}`;
    await ctx.sql`UPDATE add_on_services SET price_cents = price_cents + 350 WHERE id = ${ADD_ON.hayBales}`;
    await ctx.sql`UPDATE add_on_services SET active = false WHERE id = ${ADD_ON.cornStalks}`;
    invalidateCatalog(ctx.sql);
    return async () => {
      await ctx.sql`UPDATE packages SET ${ctx.sql(pkg!)} WHERE id = ${PACKAGE.goldenHarvest}`;
      await ctx.sql`UPDATE add_on_services SET price_cents = ${hay!.price_cents} WHERE id = ${ADD_ON.hayBales}`;
      await ctx.sql`UPDATE add_on_services SET active = true WHERE id = ${ADD_ON.cornStalks}`;
      invalidateCatalog(ctx.sql);
    };
  }

  async function offerFor(options: { card?: string; balance?: (orderId: string) => Promise<void> } = {}) {
    const porch = await lastYearsPorch(ctx, stripe, { card: options.card, week: 1, balance: options.balance });
    offersDay(ctx);
    await sendRenewalOffers(ctx.deps, ctx.deps.now!(), 'staff');
    const offer = (await offers()).find((o) => o.customer_id !== undefined && o.status === 'held')!;
    return { porch, offer, token: tokenOfOffer(offer) };
  }

  it('shows last year\'s porch at this year\'s prices and accepts in one tap with the saved card (4242): the deposit accepts the offer', async () => {
    const { porch, offer, token } = await offerFor();
    const view = await (await renew('GET', token)).json();
    expect(view).toMatchObject({
      status: 'held', deliveryDate: dates[1], lastDeliveryDate: porch.lastYear, savedCard: 'Visa ending in 4242', myOrderUrl: null,
      // 21 days from 1 July, ending at 9 PM San Diego time (ADR 174).
      holdUntil: new Date(`${year}-07-22T21:00:00-07:00`).toISOString(),
    });
    expect(view.weeks.map((w: { date: string }) => w.date)).toEqual(dates);
    const [last] = await ctx.sql<{ total_cents: number }[]>`SELECT total_cents FROM orders WHERE id = ${porch.orderId}`;
    // This year's price from the catalog (unchanged here): the same total as last year's order.
    expect(Math.round(Number(view.total) * 100)).toBe(last!.total_cents);
    const heldBefore = await booked(ctx, dates[1]!);

    const accepted = await (await renew('POST', `${token}/accept`, { deliveryDate: dates[1], balanceConsent: true, textConsent: true })).json();
    expect(accepted).toMatchObject({ clientSecret: expect.stringMatching(/^pi_/), savedCard: { card: 'Visa ending in 4242' }, deposit: view.deposit });
    // A double tap is the same order and the same intent.
    const again = await (await renew('POST', `${token}/accept`, { deliveryDate: dates[1], balanceConsent: true })).json();
    expect(again).toMatchObject({ orderId: accepted.orderId, clientSecret: accepted.clientSecret });
    expect(await booked(ctx, dates[1]!)).toBe(heldBefore); // the held spot moved to the order, none taken twice
    expect((await payWithSavedCard(accepted)).status).toBe('succeeded');

    const [order] = await ctx.sql`SELECT status, renewal_offer_id, stripe_customer_id, balance_consent_at FROM orders WHERE id = ${accepted.orderId}`;
    expect(order).toMatchObject({ status: 'deposit_paid', renewal_offer_id: offer.id });
    expect(order!.stripe_customer_id).toMatch(/^cus_/);
    expect(order!.balance_consent_at).not.toBeNull();
    // The renewal form's own "Text me about my delivery" box: its words on the order and the consent record of the order's number
    // (docs/design.md §19, §22: consent is the number's own).
    const [texts] = await ctx.sql<{ words: string | null; household: boolean }[]>`
      SELECT o.text_consent_words AS words, t.consent AS household FROM orders o JOIN phone_text_consents t ON t.phone = phone_e164(o.customer_phone) WHERE o.id = ${accepted.orderId}`;
    expect(texts).toEqual({ words: TEXT_CONSENT_WORDS, household: true });
    expect((await offers())[0]).toMatchObject({ status: 'accepted', slot_held: false, order_id: accepted.orderId });
    expect(await eventsOf('renewal.accepted')).toEqual([{ offerId: offer.id, orderId: accepted.orderId }]);
    expect(await booked(ctx, dates[1]!)).toBe(heldBefore);
    const done = await (await renew('GET', token)).json();
    expect(done).toMatchObject({ status: 'accepted', myOrderUrl: expect.stringContaining('/my-order/') });
    const twice = await renew('POST', `${token}/accept`, { deliveryDate: dates[1], balanceConsent: true });
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toMatch(/already renewed/);
  });

  it('prices last year\'s porch from this year\'s catalog: the new package and add-on prices, an add-on retired since left out', async () => {
    // Last year: Golden Harvest with three hay bales, staging, and two corn-stalk bundles.
    const lastAddOns = [{ id: ADD_ON.hayBales, quantity: 3 }, { id: ADD_ON.setupStaging, quantity: 1 }, { id: ADD_ON.cornStalks, quantity: 2 }];
    const porch = await lastYearsPorch(ctx, stripe, { week: 1, payload: { packageId: PACKAGE.goldenHarvest, addOnServices: lastAddOns } });
    const [last] = await ctx.sql<{ service_type: 'white-glove' | 'drop-off'; total_cents: number; delivery_fee_cents: number }[]>`
      SELECT service_type, total_cents, delivery_fee_cents FROM orders WHERE id = ${porch.orderId}`;
    expect(await ctx.sql`SELECT add_on_id FROM order_add_ons WHERE order_id = ${porch.orderId}`).toHaveLength(3);
    const undo = await changeCatalogBetweenSeasons();
    try {
      offersDay(ctx);
      await sendRenewalOffers(ctx.deps, ctx.deps.now!(), 'staff');
      const [offer] = await offers();
      const token = tokenOfOffer(offer!);
      // This year's prices, through the one pricing rule: the package's new price, hay bales at their new price, staging as it was.
      const [pkg] = await ctx.sql<{ white_glove_price_cents: number; drop_off_price_cents: number }[]>`
        SELECT white_glove_price_cents, drop_off_price_cents FROM packages WHERE id = ${PACKAGE.goldenHarvest}`;
      const addOnPrice = new Map((await ctx.sql<{ id: string; price_cents: number }[]>`SELECT id, price_cents FROM add_on_services`).map((a) => [a.id, a.price_cents]));
      const [hay, staging] = [addOnPrice.get(ADD_ON.hayBales)!, addOnPrice.get(ADD_ON.setupStaging)!];
      const thisYear = priceOrder({
        basePriceCents: last!.service_type === 'drop-off' ? pkg!.drop_off_price_cents : pkg!.white_glove_price_cents,
        addOns: [{ priceCents: hay, category: 'quantity', quantity: 3 }, { priceCents: staging, category: 'service', quantity: 1 }],
        deliveryFeeCents: last!.delivery_fee_cents,
      });
      expect(thisYear.finalTotal).not.toBe(last!.total_cents); // so last year's price cannot pass for this year's

      const view = await (await renew('GET', token)).json();
      expect(view).toMatchObject({
        status: 'held', total: toDecimal(thisYear.finalTotal), deposit: toDecimal(thisYear.depositAmount), balance: toDecimal(thisYear.balanceDue),
      });
      expect(view.addOns).toEqual([
        { name: 'Hay Bales', quantity: 3, price: toDecimal(3 * hay) },
        { name: 'Setup & Staging Service', quantity: 1, price: toDecimal(staging) },
      ]);

      const accepted = await (await renew('POST', `${token}/accept`, { deliveryDate: dates[1], balanceConsent: true })).json();
      expect(accepted.deposit).toBe(toDecimal(thisYear.depositAmount));
      expect((await stripe.stripe.paymentIntents.retrieve(accepted.clientSecret.split('_secret_')[0])).amount).toBe(thisYear.depositAmount);
      expect((await payWithSavedCard(accepted)).status).toBe('succeeded');
      const [order] = await ctx.sql`
        SELECT status, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents FROM orders WHERE id = ${accepted.orderId}`;
      expect(order).toEqual({
        status: 'deposit_paid', base_cents: thisYear.baseAmount, add_on_total_cents: thisYear.addOnTotal, subtotal_cents: thisYear.subtotal,
        total_cents: thisYear.finalTotal, deposit_cents: thisYear.depositAmount, balance_cents: thisYear.balanceDue,
      });
      expect(await ctx.sql`SELECT add_on_id, unit_price_cents, quantity, line_total_cents FROM order_add_ons WHERE order_id = ${accepted.orderId} ORDER BY name`).toEqual([
        { add_on_id: ADD_ON.hayBales, unit_price_cents: hay, quantity: 3, line_total_cents: 3 * hay },
        { add_on_id: ADD_ON.setupStaging, unit_price_cents: staging, quantity: 1, line_total_cents: staging },
      ]);
      expect((await offers())[0]).toMatchObject({ status: 'accepted', order_id: accepted.orderId });
    } finally {
      await undo();
    }
  });

  it('accepts with a new card instead of the saved one: its deposit webhook accepts the offer and the new card pays the balance', async () => {
    const { offer, token } = await offerFor({ card: CARD.authenticationRequired });
    const view = await (await renew('GET', token)).json();
    expect(view.savedCard).toBe('Visa ending in 3184');
    const accepted = await (await renew('POST', `${token}/accept`, { deliveryDate: dates[1], balanceConsent: true })).json();
    expect(accepted.savedCard).toMatchObject({ card: 'Visa ending in 3184' });

    // "Use another card": 4242 typed on the page, so no bank challenge (the saved 3184 would have asked for one).
    const paid = await payWithNewCard(accepted.clientSecret, CARD.succeeds.replaceAll(' ', ''));
    expect(paid).toMatchObject({ status: 'succeeded', amount: Math.round(Number(view.deposit) * 100) });
    expect(paid.payment_method).not.toBe(accepted.savedCard.paymentMethod);

    const [order] = await ctx.sql`SELECT status, paid_at, stripe_customer_id, stripe_payment_method_id FROM orders WHERE id = ${accepted.orderId}`;
    expect(order).toMatchObject({ status: 'deposit_paid', stripe_payment_method_id: paid.payment_method });
    expect(order!.paid_at).not.toBeNull();
    expect((await offers())[0]).toMatchObject({ id: offer.id, status: 'accepted', slot_held: false, order_id: accepted.orderId });
    expect(await eventsOf('renewal.accepted')).toEqual([{ offerId: offer.id, orderId: accepted.orderId }]);
    // The new card is saved on the household's Stripe customer, so the balance is charged to it rather than last year's.
    const method = await stripe.stripe.paymentMethods.retrieve(paid.payment_method);
    expect(method).toMatchObject({ customer: order!.stripe_customer_id, card: { last4: '4242' } });
    expect(await (await renew('GET', token)).json()).toMatchObject({ status: 'accepted', myOrderUrl: expect.stringContaining('/my-order/') });
  });

  /**
   * Last season's balance as the worker charges it off-session with the saved card (the deposit's), then, when `payLinkCard` is
   * given, paid by the household on the e-mailed pay link with that card typed in (never saved: the pay link does not save cards).
   */
  const balanceAfterDelivery = (payLinkCard?: string) => async (orderId: string) => {
    await ctx.sql`UPDATE orders SET status = 'delivered', delivered_at = now(), balance_status = 'scheduled', balance_attempt = 1 WHERE id = ${orderId}`;
    const [order] = await ctx.sql<{ stripe_customer_id: string; stripe_payment_method_id: string; balance_cents: number; link_version: number }[]>`
      SELECT stripe_customer_id, stripe_payment_method_id, balance_cents, link_version FROM orders WHERE id = ${orderId}`;
    await stripe.stripe.paymentIntents.create({
      amount: order!.balance_cents, currency: 'usd', customer: order!.stripe_customer_id, payment_method: order!.stripe_payment_method_id,
      off_session: true, confirm: true, metadata: balanceMetadata(orderId, 1, 'off_session'),
    }).catch(() => undefined);
    await stripe.emulator.idle();
    if (!payLinkCard) return;
    const res = await call(ctx, 'POST', `/api/pay-balance/${payBalanceToken(ctx.env.SESSION_SECRET, orderId, order!.link_version)}/intent`);
    expect(res.status).toBe(200);
    expect((await payWithNewCard((await res.json()).clientSecret, payLinkCard)).status).toBe('succeeded');
  };

  it('offers no one tap with the card declined last season (0341), whose balance a card typed on the pay link paid (issue 36)', async () => {
    const { porch, token } = await offerFor({ card: CARD.laterChargesDeclined, balance: balanceAfterDelivery('4242424242424242') });
    // Last season as the household lived it: 0341 paid the deposit, was declined for the balance, and 4242 paid it on the pay link.
    const ledger = await ctx.sql<{ kind: string; status: string }[]>`SELECT kind, status FROM payments WHERE order_id = ${porch.orderId} AND kind <> 'checkout_session' ORDER BY created_at`;
    // (The declined attempt is cancelled when the pay link opens the next one.)
    expect(ledger).toEqual([{ kind: 'payment_intent', status: 'succeeded' }, { kind: 'balance', status: 'canceled' }, { kind: 'balance', status: 'succeeded' }]);
    const view = await (await renew('GET', token)).json();
    expect(view).toMatchObject({ status: 'held', savedCard: null });
    const accepted = await (await renew('POST', `${token}/accept`, { deliveryDate: dates[1], balanceConsent: true })).json();
    expect(accepted).toMatchObject({ clientSecret: expect.stringMatching(/^pi_/), savedCard: null });
    // The normal pay path: a card typed on the page pays the deposit and accepts the offer.
    expect((await payWithNewCard(accepted.clientSecret, '4242424242424242')).status).toBe('succeeded');
    expect((await offers())[0]).toMatchObject({ status: 'accepted', order_id: accepted.orderId });
  });

  it('offers no one tap when the saved card\'s last charge was declined and no other card has paid since', async () => {
    const { token } = await offerFor({ card: CARD.laterChargesDeclined, balance: balanceAfterDelivery() });
    expect(await (await renew('GET', token)).json()).toMatchObject({ status: 'held', savedCard: null });
  });

  it('accepts with a card that asks for 3-D Secure (3184), on another week with a spot', async () => {
    const { token } = await offerFor({ card: CARD.authenticationRequired });
    const view = await (await renew('GET', token)).json();
    expect(view.savedCard).toBe('Visa ending in 3184');
    const [held, wanted] = [await booked(ctx, dates[1]!), await booked(ctx, dates[3]!)];
    const accepted = await (await renew('POST', `${token}/accept`, { deliveryDate: dates[3], balanceConsent: false })).json();
    const [consents] = await ctx.sql`SELECT balance_consent_at, text_consent_at FROM orders WHERE id = ${accepted.orderId}`;
    expect(consents).toEqual({ balance_consent_at: null, text_consent_at: null }); // neither box ticked: neither recorded
    // The held week's spot went back and the chosen week's was taken.
    expect([await booked(ctx, dates[1]!), await booked(ctx, dates[3]!)]).toEqual([held - 1, wanted + 1]);
    const confirmed = await payWithSavedCard(accepted);
    expect(confirmed.status).toBe('requires_action');
    const [order] = await ctx.sql`SELECT status, delivery_date FROM orders WHERE id = ${accepted.orderId}`;
    expect(order).toMatchObject({ status: 'deposit_paid', delivery_date: dates[3] });
    expect((await offers())[0]).toMatchObject({ status: 'accepted', delivery_date: dates[3] });
  });

  it('two accepts at once, for two different weeks, make one order and one live payment; its money reaches the ledger (issue 35)', async () => {
    const { offer, token } = await offerFor();
    const [held, other] = [await booked(ctx, dates[1]!), await booked(ctx, dates[2]!)];
    const answers = await Promise.all([dates[1], dates[2]].map((week) => renew('POST', `${token}/accept`, { deliveryDate: week, balanceConsent: true })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(answers.map((r) => r.json()));
    expect(b.orderId).toBe(a.orderId);
    expect(b.clientSecret).toBe(a.clientSecret);
    const orders = await ctx.sql<{ id: string; status: string; delivery_date: string }[]>`SELECT id, status, delivery_date FROM orders WHERE renewal_offer_id = ${offer.id}`;
    expect(orders).toHaveLength(1);
    // The one order holds one spot, on the week the later accept chose; the offer follows it.
    const week = orders[0]!.delivery_date;
    expect((await offers())[0]).toMatchObject({ delivery_date: week, slot_held: false, order_id: a.orderId });
    expect((await booked(ctx, dates[1]!)) + (await booked(ctx, dates[2]!))).toBe(held + other);
    const live = [...stripe.emulator.state.paymentIntents.values()].filter((pi) => pi.metadata.orderId === a.orderId || pi.metadata.renewalOfferId === offer.id);
    expect(live.filter((pi) => pi.status !== 'canceled')).toHaveLength(1);
    expect((await payWithSavedCard(a)).status).toBe('succeeded');
    const [order] = await ctx.sql`SELECT status, paid_at FROM orders WHERE id = ${a.orderId}`;
    expect(order).toMatchObject({ status: 'deposit_paid' });
    const [ledger] = await ctx.sql<{ deposit_cents: string }[]>`SELECT deposit_cents FROM order_ledger WHERE order_id = ${a.orderId}`;
    expect(Number(ledger!.deposit_cents)).toBe(Math.round(Number(a.deposit) * 100));
  });

  it('"Not this year" releases the spot once; an offer declined cannot be accepted', async () => {
    const { token } = await offerFor();
    const held = await booked(ctx, dates[1]!);
    expect((await renew('POST', `${token}/decline`)).status).toBe(200);
    expect((await renew('POST', `${token}/decline`)).status).toBe(200);
    expect(await booked(ctx, dates[1]!)).toBe(held - 1);
    expect((await offers())[0]).toMatchObject({ status: 'declined', slot_held: false });
    const late = await renew('POST', `${token}/accept`, { deliveryDate: dates[1], balanceConsent: true });
    expect(late.status).toBe(409);
    expect((await (await renew('GET', token)).json()).status).toBe('declined');
  });

  it('keeps the spot when a first attempt is abandoned unpaid, and gives it to the pool when the hold lapses, telling the waitlist once', async () => {
    const { offer, token } = await offerFor();
    const [entry] = await ctx.sql<{ id: string }[]>`INSERT INTO waitlist_entries (name, email) VALUES ('Wren Waiting', 'wren@example.com') RETURNING id`;
    const held = await booked(ctx, dates[1]!);
    const first = await (await renew('POST', `${token}/accept`, { deliveryDate: dates[1], balanceConsent: true })).json();
    // The tab is closed: the unpaid sweep closes the order. The spot goes back to the offer, not to the pool.
    await stripe.stripe.paymentIntents.cancel(first.clientSecret.split('_secret_')[0]);
    await applyPaymentOutcome(ctx.deps, { ref: { orderId: first.orderId }, outcome: { kind: 'cancelled' } });
    await stripe.emulator.idle();
    expect((await ctx.sql`SELECT status FROM orders WHERE id = ${first.orderId}`)[0]!.status).toBe('cancelled');
    expect((await offers())[0]).toMatchObject({ status: 'held', slot_held: true });
    expect(await booked(ctx, dates[1]!)).toBe(held);

    // The day after the hold ends: expired, the spot back for everyone, the waitlist told once however often the sweep runs.
    setClock(ctx, `${addDays(`${year}-07-01`, 22)}T09:00:00`);
    expect(await lapseRenewalHolds(ctx.deps, ctx.deps.now!())).toEqual({ expired: 1, released: 1, told: 1 });
    expect(await lapseRenewalHolds(ctx.deps, ctx.deps.now!())).toEqual({ expired: 0, released: 0, told: 0 });
    expect(await booked(ctx, dates[1]!)).toBe(held - 1);
    expect((await offers())[0]).toMatchObject({ id: offer.id, status: 'expired', slot_held: false });
    expect(await eventsOf('waitlist.spots_opened')).toEqual([{ entryId: entry!.id, year }]);
    const late = await renew('POST', `${token}/accept`, { deliveryDate: dates[1], balanceConsent: true });
    expect(late.status).toBe(409);
    expect((await late.json()).message).toMatch(/ended/);
  });

  it('two customers racing for the last spot of a week where a hold sits: one books, the held spot stays the household\'s', async () => {
    const { token } = await offerFor();
    await ctx.sql`UPDATE delivery_slots SET capacity = booked + 1 WHERE delivery_date = ${dates[1]!}`;
    setClock(ctx, `${addDays(dates[0]!, -30)}T09:00:00`);
    const payloads = await Promise.all([0, 1].map(() => orderPayload(ctx, { deliveryDate: dates[1] })));
    const results = await Promise.all(payloads.map((p) => ctx.post('/api/create-stripe-checkout', p)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const season = await (await call(ctx, 'GET', '/api/season')).json();
    expect(season.deliveryDates.find((d: { date: string }) => d.date === dates[1]).spotsLeft['white-glove']).toBe(0);
    offersDay(ctx);
    const accepted = await renew('POST', `${token}/accept`, { deliveryDate: dates[1], balanceConsent: true });
    expect(accepted.status).toBe(200);
    expect((await payWithSavedCard(await accepted.json())).status).toBe('succeeded');
    const [slot] = await ctx.sql`SELECT capacity, booked FROM delivery_slots WHERE delivery_date = ${dates[1]!} AND service_level = 'white-glove'`;
    expect(slot!.booked).toBe(slot!.capacity);
  });

  it('shows last year\'s porch photo on the offer and on the household record, once the crew took one', async () => {
    const { porch, offer, token } = await offerFor();
    expect((await (await renew('GET', token)).json()).photo).toBeNull();
    const [image] = await ctx.sql<{ id: string }[]>`
      INSERT INTO images (hash, width, height, widths, original_format, original_bytes)
      VALUES (${`${offer.id.replaceAll('-', '')}`.slice(0, 32)}, 2000, 1500, '{480,960,1600}', 'jpeg', 739234) RETURNING id`;
    await ctx.sql`INSERT INTO order_photos (order_id, image_id, uploaded_bytes) VALUES (${porch.orderId}, ${image!.id}, 739234)`;
    const view = await (await renew('GET', token)).json();
    expect(view.photo).toMatchObject({ id: image!.id, width: 2000, widths: [480, 960, 1600] });
    const record = await (await call(ctx, 'GET', `/api/admin/customers/${offer.customer_id}`, { cookie: staffCookie })).json();
    expect(record.orders.find((o: { id: string }) => o.id === porch.orderId).photos).toEqual([view.photo]);
  });

  it('answers a forged or altered link 404 and bad input 400, without a stack trace', async () => {
    const { token } = await offerFor();
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [altered, 'nonsense', token.split('.')[0]!]) {
      const res = await renew('GET', bad);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toMatch(/not valid/);
    }
    const res = await renew('POST', `${token}/accept`, { deliveryDate: 'tomorrow' });
    expect(res.status).toBe(400);
    const past = await renew('POST', `${token}/accept`, { deliveryDate: `${year - 1}-10-05`, balanceConsent: true });
    expect(past.status).toBe(400);
    expect((await past.json()).message).toBe('Please choose one of the weeks shown.');
  });
});

describe('staff see the renewal season', () => {
  beforeEach(clearOffers);

  it('in figures and per household; resend one offer, extend one hold; 401 without a session', async () => {
    expect((await call(ctx, 'GET', '/api/admin/renewals')).status).toBe(401);
    expect((await call(ctx, 'POST', '/api/admin/renewals/send')).status).toBe(401);
    await lastYearsPorch(ctx, stripe, { week: 0 });
    await lastYearsPorch(ctx, stripe, { week: 1 });
    await lastYearsPorch(ctx, stripe, { week: 2 });
    offersDay(ctx);
    await sendRenewalOffers(ctx.deps, ctx.deps.now!(), 'schedule');
    const [a, b, c] = await offers();
    const accepted = await (await renew('POST', `${tokenOfOffer(a!)}/accept`, { deliveryDate: a!.delivery_date, balanceConsent: true })).json();
    await payWithSavedCard(accepted);
    await renew('POST', `${tokenOfOffer(b!)}/decline`);
    // NOTE: renewed revenue is money, the owner's (ADR 181): the crew's answer leaves it out (api/src/money-figures.test.ts).
    const season = await (await call(ctx, 'GET', '/api/admin/renewals', { cookie: (await signedIn(ctx, 'admin')).cookie })).json();
    const [order] = await ctx.sql<{ total_cents: number }[]>`SELECT total_cents FROM orders WHERE id = ${accepted.orderId}`;
    expect(season).toMatchObject({ year, offered: 3, accepted: 1, declined: 1, expired: 0, held: 1, renewedRevenue: (order!.total_cents / 100).toFixed(2) });
    expect(season.offers.find((o: { id: string }) => o.id === c!.id)).toMatchObject({ status: 'held', deliveryDate: c!.delivery_date });

    await ctx.sql`DELETE FROM outbox_events`;
    expect((await call(ctx, 'POST', `/api/admin/renewals/${c!.id}/resend`, { cookie: staffCookie })).status).toBe(200);
    expect(await eventsOf('renewal.offered')).toEqual([{ offerId: c!.id }]);
    expect((await call(ctx, 'POST', `/api/admin/renewals/${b!.id}/resend`, { cookie: staffCookie })).status).toBe(409);
    const extended = await (await call(ctx, 'POST', `/api/admin/renewals/${c!.id}/extend`, { cookie: staffCookie, body: { days: 7 } })).json();
    expect(extended.holdUntil).toBe(new Date(c!.hold_until.getTime() + 7 * 86_400_000).toISOString());
    expect((await call(ctx, 'POST', `/api/admin/renewals/${c!.id}/extend`, { cookie: staffCookie, body: { days: 0 } })).status).toBe(400);
    expect((await call(ctx, 'POST', '/api/admin/renewals/not-a-uuid/extend', { cookie: staffCookie, body: { days: 3 } })).status).toBe(404);
  });
});
