import { BALANCE_TERMS_VERSION, cardInWords, priceOrder, sanDiegoDate, TIMINGS, toDecimal, type PriceBreakdownCents } from '@sdp/shared';
import type { RenewalAccepted, RenewalOfferView } from '@sdp/shared/wire-renewals';
import type { RenewalAccept } from '@sdp/shared/schemas/renewals';
import { getCatalog } from '../catalog/catalog-cache.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { findOrder, orderAddOns } from '../db/orders.ts';
import { moveDeliveryWeek } from '../db/order-updates.ts';
import { orderPhotos } from '../db/order-photos.ts';
import { findOffer, handOverToOrder, markDeclined, moveOfferWeek, type RenewalOfferRow } from '../db/renewals.ts';
import type { OrderRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { currentTime, type ServiceDeps } from '../deps.ts';
import { badRequest, conflict, DomainError, notFound } from '../domain-error.ts';
import { myOrderUrl } from '../orders/my-order-link.ts';
import { closeOtherDepositAttempts, depositPaymentIntent } from '../orders/deposit-intent.ts';
import { makeOrder } from '../orders/order-factory.ts';
import { newOrderSecret } from '../orders/order-secret.ts';
import { UNPAID } from '../orders/order-status.ts';
import { applyOutcome } from '../orders/payment-transition.ts';
import { resolveAddOns } from '../orders/resolve-add-ons.ts';
import { oneTapCard } from '../orders/card-that-last-paid.ts';
import { withEvents } from '../outbox.ts';
import { returnSpots, spotsLeftIn, takeSpotIfFree } from '../season/season.ts';
import { loadSeasonRows, type SeasonRow } from '../season/season-rows.ts';
import { callStripe, requireStripe } from '../stripe-calls.ts';
import { renewalLinkOf } from './renewal-link.ts';

/** The one answer for a link that opens no offer: unknown, malformed, tampered or revoked alike (nothing leaked). */
export const RENEWAL_NOT_FOUND = 'This renewal link is not valid. Please use the newest link we e-mailed you, or call us.';
const ENDED = 'This offer has ended and its week is no longer held. You can still book on our site while weeks are open.';
const DECLINED = 'You told us "not this year", so this week is no longer held. You can still book on our site while weeks are open.';

/** The offer a /renew token stands for, locked FOR UPDATE in `tx` when given. */
async function offerOfToken(deps: ServiceDeps, token: string, tx?: TransactionSql): Promise<RenewalOfferRow> {
  const link = renewalLinkOf(deps.env.SESSION_SECRET, token);
  if (!link) throw notFound(RENEWAL_NOT_FOUND);
  const offer = await findOffer(tx ?? deps.sql, link.id, { lock: tx !== undefined });
  if (!offer || offer.link_version !== link.version) throw notFound(RENEWAL_NOT_FOUND);
  return offer;
}

/** An offer whose hold has passed is expired, even before the sweep marks it. */
const statusAt = (offer: RenewalOfferRow, now: Date): RenewalOfferView['status'] =>
  offer.status === 'held' && offer.hold_until.getTime() <= now.getTime() ? 'expired' : offer.status;

/** Last year's porch at this year's prices: the package and the add-ons still offered, the zone's fee for a drop-off. */
async function renewalPrice(sql: Sql | TransactionSql, catalog: Catalog, offer: RenewalOfferRow, last: OrderRow) {
  const pkg = catalog.packagesById.get(last.package_id);
  if (!pkg) throw conflict(`The ${last.package_name} package is no longer offered. Please call us and we will suggest this year's nearest one.`);
  const zone = catalog.zoneByZip.get(last.zip_code);
  if (!zone) throw conflict('We no longer deliver to your zip code. Please call us.');
  const selection: Record<string, number> = {};
  for (const line of await orderAddOns(sql, last.id)) {
    const addOn = catalog.addOnsById.get(line.add_on_id);
    // NOTE: an add-on retired since last year is left out rather than refusing the whole offer.
    if (addOn) selection[line.add_on_id] = Math.min(line.quantity, addOn.maxQuantity ?? TIMINGS.defaultMaxAddOnQuantity);
  }
  const addOns = resolveAddOns(catalog, selection);
  const pricing = { basePriceCents: pkg.priceCents[offer.service_type], addOns, deliveryFeeCents: offer.service_type === 'drop-off' ? zone.feeCents : 0 };
  return { pkg, zone, addOns, pricing, breakdown: priceOrder(pricing) };
}

/** The season an offer is for. */
async function seasonOfOffer(sql: Sql | TransactionSql, offer: RenewalOfferRow): Promise<SeasonRow> {
  const season = (await loadSeasonRows(sql)).find((s) => s.year === offer.season_year);
  if (!season) throw notFound(RENEWAL_NOT_FOUND);
  return season;
}

/** The weeks the held spot may move to: the held week always, the others still ahead while they have a spot. */
async function weeksFor(sql: Sql | TransactionSql, offer: RenewalOfferRow, season: SeasonRow, now: Date) {
  const today = sanDiegoDate(now);
  const ahead = season.deliveryDates.filter((d) => d > today);
  const left = await spotsLeftIn(sql, ahead, offer.service_type);
  return ahead
    .map((date) => ({ date, spotsLeft: left.get(date) ?? 0 }))
    .filter((w) => w.spotsLeft > 0 || w.date === offer.delivery_date);
}

/** GET /api/renew/:token (docs/design.md §18): what the household is offered, as it stands now. */
export async function renewalOfferView(deps: ServiceDeps, token: string): Promise<RenewalOfferView> {
  const now = currentTime(deps);
  const offer = await offerOfToken(deps, token);
  const [catalog, season, last] = await Promise.all([getCatalog(deps.sql), seasonOfOffer(deps.sql, offer), findOrder(deps.sql, offer.last_order_id)]);
  if (!last) throw notFound(RENEWAL_NOT_FOUND);
  const status = statusAt(offer, now);
  const price = await renewalPrice(deps.sql, catalog, offer, last).catch((err: unknown) => {
    if (err instanceof DomainError && status !== 'held') return null;
    throw err;
  });
  const renewed = offer.order_id ? await findOrder(deps.sql, offer.order_id) : undefined;
  const card = status === 'held' && last.stripe_customer_id ? await oneTapCard(deps.sql, deps.stripe, last) : null;
  const breakdown: PriceBreakdownCents | null = renewed && status === 'accepted' ? null : (price?.breakdown ?? null);
  const money = (cents: number | undefined) => toDecimal(cents ?? 0);
  return {
    status,
    customerName: last.customer_name,
    packageName: price?.pkg.name ?? last.package_name,
    serviceType: offer.service_type,
    addOns: (price?.addOns ?? []).map((a) => ({ name: a.name, quantity: a.quantity, price: toDecimal(a.lineTotalCents) })),
    total: money(breakdown?.finalTotal ?? renewed?.total_cents),
    deposit: money(breakdown?.depositAmount ?? renewed?.deposit_cents),
    balance: money(breakdown?.balanceDue ?? renewed?.balance_cents),
    deliveryFee: money(breakdown?.deliveryFee ?? renewed?.delivery_fee_cents),
    deliveryDate: renewed && status === 'accepted' ? renewed.delivery_date : offer.delivery_date,
    lastDeliveryDate: last.delivery_date,
    holdUntil: offer.hold_until.toISOString(),
    weeks: status === 'held' ? await weeksFor(deps.sql, offer, season, now) : [],
    photo: (await orderPhotos(deps.sql, last.id))[0]?.image ?? null,
    packageImage: price?.pkg.image ?? null,
    packageImageUrl: price?.pkg.imageUrl ?? null,
    savedCard: card?.paymentMethodId ? cardInWords(card) : null,
    address: `${last.address}, ${last.city}`,
    myOrderUrl: renewed && status === 'accepted' ? myOrderUrl(deps.env, renewed.id, renewed.link_version) : null,
    balanceTermsVersion: BALANCE_TERMS_VERSION,
  };
}

/** Refuse a decision on an offer that is no longer held. */
function assertHeld(offer: RenewalOfferRow, now: Date): void {
  if (offer.status === 'accepted') throw conflict('You have already renewed: your order page has the details.');
  if (offer.status === 'declined') throw conflict(DECLINED);
  if (statusAt(offer, now) !== 'held') throw conflict(ENDED);
}

/**
 * The unpaid order of an earlier attempt, closed when the household declines: its deposit attempts cancelled at Stripe first (a payment
 * already going through refuses the decline, 409), then the order, its spot back on the offer (the hook in releaseSlotOnce).
 */
async function closeEarlierAttempt(deps: ServiceDeps, tx: TransactionSql, orderId: string): Promise<void> {
  const earlier = await findOrder(tx, orderId, { lock: true });
  if (!earlier || !UNPAID.includes(earlier.status)) return;
  await closeOtherDepositAttempts(deps, tx, earlier);
  await applyOutcome(tx, earlier, { kind: 'cancelled' });
}

/**
 * POST /api/renew/:token/accept (docs/design.md §18, §22): the order for this year at this year's prices, on the held week or another
 * with a spot, holding the offer's spot, and its deposit PaymentIntent that Stripe.js confirms with the saved card (one tap, 3-D Secure
 * when the bank asks) or a new one. The deposit's webhook accepts the offer. Idempotent per offer (ADR 155): the offer's row lock
 * makes accepts one at a time, and the unpaid attempt already made is the answer again, moved to another week when one is chosen, so
 * two accepts at once (for one week or two) make one order and one live payment.
 */
export async function acceptRenewal(deps: ServiceDeps, token: string, body: RenewalAccept): Promise<RenewalAccepted> {
  requireStripe(deps);
  const now = currentTime(deps);
  const catalog = await getCatalog(deps.sql);
  const made = await withEvents(deps, async (tx) => {
    const offer = await offerOfToken(deps, token, tx);
    const last = await findOrder(tx, offer.last_order_id);
    if (!last) throw notFound(RENEWAL_NOT_FOUND);
    const attempt = offer.order_id && offer.status === 'held' ? await findOrder(tx, offer.order_id, { lock: true }) : undefined;
    let orderId: string;
    if (attempt && UNPAID.includes(attempt.status)) {
      // NOTE: the same tap again (or a payment begun before the hold ended) finishes the attempt already made; another week moves it.
      if (attempt.delivery_date !== body.deliveryDate) await moveAttempt(deps, tx, offer, attempt, body.deliveryDate, now);
      orderId = attempt.id;
    } else {
      assertHeld(offer, now);
      orderId = await orderForOffer(tx, catalog, offer, last, body, now);
    }
    const intent = await depositPaymentIntent(deps, tx, (await findOrder(tx, orderId))!, last.stripe_customer_id);
    return { order: (await findOrder(tx, orderId))!, last, intent };
  });
  const card = made.last.stripe_customer_id ? await oneTapCard(deps.sql, deps.stripe, made.last) : null;
  return {
    orderId: made.order.id,
    clientSecret: made.intent.client_secret!,
    deposit: toDecimal(made.order.deposit_cents),
    savedCard: card?.paymentMethodId ? { card: cardInWords(card), paymentMethod: card.paymentMethodId } : null,
    myOrderUrl: myOrderUrl(deps.env, made.order.id, made.order.link_version),
  };
}

/** This year's order for a held offer, made by the one order factory on the week chosen, taking over the offer's spot. */
async function orderForOffer(tx: TransactionSql, catalog: Catalog, offer: RenewalOfferRow, last: OrderRow, body: RenewalAccept, now: Date): Promise<string> {
  const season = await seasonOfOffer(tx, offer);
  await holdWeek(tx, offer, season, body.deliveryDate, now);
  const { pkg, zone, pricing } = await renewalPrice(tx, catalog, offer, last);
  const { orderId } = await makeOrder(tx, {
    columns: {
      flow: 'embedded',
      service_type: offer.service_type,
      package_id: pkg.id,
      package_name: pkg.name,
      customer_name: last.customer_name,
      customer_email: last.customer_email,
      customer_phone: last.customer_phone,
      address: last.address,
      city: last.city,
      zip_code: last.zip_code,
      zone_id: zone.id,
      delivery_date: body.deliveryDate,
      photo_permission: last.photo_permission,
      special_instructions: last.special_instructions,
      secret_hash: newOrderSecret().hash,
      hold_client_key: null,
      hold_email_key: null,
      renewal_offer_id: offer.id,
    },
    pricing,
    consents: { balance: body.balanceConsent, text: Boolean(body.textConsent), at: now },
  });
  await handOverToOrder(tx, offer.id, orderId);
  return orderId;
}

/** A week of the offer's season still ahead, its spot taken; refused when it is not one of the weeks shown, or just filled. */
async function takeWeek(tx: TransactionSql, season: SeasonRow, date: string, level: RenewalOfferRow['service_type'], now: Date): Promise<void> {
  if (!season.deliveryDates.includes(date) || date <= sanDiegoDate(now)) {
    throw badRequest('Please choose one of the weeks shown.', [{ path: 'deliveryDate', message: 'Please choose one of the weeks shown.' }]);
  }
  if (!(await takeSpotIfFree(tx, date, level))) throw conflict('That week has just filled up. Please choose another week.');
}

/**
 * The spot the new order will take over, on the week chosen: the held one as it is; another week's spot taken (refused when it just
 * filled) and the held one given back; and, should the offer hold none any more, one taken afresh.
 */
async function holdWeek(tx: TransactionSql, offer: RenewalOfferRow, season: SeasonRow, date: string, now: Date): Promise<void> {
  if (date === offer.delivery_date && offer.slot_held) return;
  await takeWeek(tx, season, date, offer.service_type, now);
  if (offer.slot_held) await returnSpots(tx, offer.delivery_date, offer.service_type, 1);
  if (date !== offer.delivery_date) await moveOfferWeek(tx, offer.id, date);
}

/**
 * The unpaid attempt moves to another week (its order and PaymentIntent stay, the price does not depend on the week): the new week's
 * spot taken, the old one given back. Refused while its payment is going through, so money never lands on a week it did not choose.
 */
async function moveAttempt(deps: ServiceDeps, tx: TransactionSql, offer: RenewalOfferRow, attempt: OrderRow, date: string, now: Date): Promise<void> {
  assertHeld(offer, now);
  if (attempt.stripe_payment_intent_id) {
    const stripe = requireStripe(deps);
    const intent = await callStripe(deps, 'paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(attempt.stripe_payment_intent_id!));
    if (intent.status === 'processing' || intent.status === 'succeeded') throw conflict('Your payment is already going through. Please wait a moment and reload.');
  }
  await takeWeek(tx, await seasonOfOffer(tx, offer), date, attempt.service_type, now);
  if (!attempt.slot_released) await returnSpots(tx, attempt.delivery_date, attempt.service_type, 1);
  await moveDeliveryWeek(tx, attempt.id, date);
  await moveOfferWeek(tx, offer.id, date);
}

/** POST /api/renew/:token/decline: "Not this year". The held spot goes back to everyone; saying it twice changes nothing. */
export async function declineRenewal(deps: ServiceDeps, token: string): Promise<{ status: 'declined' }> {
  const now = currentTime(deps);
  await withEvents(deps, async (tx) => {
    const offer = await offerOfToken(deps, token, tx);
    if (offer.status === 'declined') return;
    assertHeld(offer, now);
    if (offer.order_id) await closeEarlierAttempt(deps, tx, offer.order_id);
    const held = (await findOffer(tx, offer.id, { lock: true }))!;
    if (held.slot_held) await returnSpots(tx, held.delivery_date, held.service_type, 1);
    await markDeclined(tx, held.id, now);
  });
  return { status: 'declined' };
}
