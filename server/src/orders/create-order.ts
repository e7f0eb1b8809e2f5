import { FIELD_MESSAGES, TOASTS, type OrderPayload, type PriceBreakdownCents, type ServiceLevel } from '@sdp/shared';
import { getCatalog } from '../catalog/catalog-cache.ts';
import { currentTime, type ServiceDeps } from '../deps.ts';
import { releaseIdempotencyKey } from '../db/orders.ts';
import { badRequest, DomainError } from '../domain-error.ts';
import { withEvents } from '../outbox.ts';
import { requireDiscountCode } from '../referrals/referral-rules.ts';
import { assertBookable } from '../season/booking-window.ts';
import { reserveDeliverySlot } from '../season/season.ts';
import { neighbourSavingCents } from './neighbour-weeks.ts';
import { makeOrder } from './order-factory.ts';
import { earlierAnswer, keysSince, lostKeyRace, type OrderAttempt } from './order-attempt.ts';
import { newOrderSecret, orderSecretForKey } from './order-secret.ts';
import { resolveAddOns } from './resolve-add-ons.ts';
import { enforceHoldCap, holdKeys, holdsPerClient, mayHoldSpot } from './unpaid-hold-cap.ts';

export interface NewOrder {
  orderId: string;
  /** Returned once to the browser that created the order; only its hash is stored (ADR 021). */
  orderSecret: string;
  serviceType: ServiceLevel;
  packageName: string;
  customerEmail: string;
  deliveryDate: string;
  breakdown: PriceBreakdownCents;
  /** The customer agreed to the balance terms: the deposit saves the card for the off-session balance charge (docs/design.md §11). */
  balanceConsent: boolean;
  /** This is the order an earlier request with the same Idempotency-Key made (ADR 310), answered again. */
  replayed?: true;
}

/**
 * A quoted project ordered through its deposit link (ADR 035): priced at the amounts of the offer the customer was sent (ADR 080),
 * read by the server, never from the request, and never the quote's amount as staff edited it after sending.
 */
export interface QuotedBase {
  quoteId: string;
  /** The offer's base price. */
  amountCents: number;
  /** The offer's delivery fee (drop-off), as it was priced when the offer was sent. */
  deliveryFeeCents: number;
}

/** The hidden package a quoted project is ordered as (seeded inactive, so the catalog never offers it). */
export const CUSTOM_PACKAGE_ID = '0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c00c0';
const CUSTOM_PACKAGE_NAME = 'Custom project';

/** Which checkout the order is for: Stripe's hosted page, or the payment form on our own page. */
export type OrderFlow = 'hosted' | 'embedded';
/** Who asks for the order: their address, the day's visitor hash, and the attempt their Idempotency-Key names (ADR 310). */
export interface OrderClient { ip: string; visitor?: string | null; attempt?: OrderAttempt | undefined }

/**
 * Create a pending order for either payment flow (and a quote's deposit link): catalog, zone, promo and season are checked here and the
 * order made by the one order factory (client-sent prices never reach it). The order, its add-ons, its delivery spot and `order.created`
 * commit together.
 * A client (address or e-mail) already holding the capped number of unpaid spots is refused as RATE_LIMITED (429, ADR 020).
 * An `attempt` (the request's Idempotency-Key, ADR 310) that already made its order is answered that order, before any check.
 */
export async function createOrder(deps: ServiceDeps, payload: OrderPayload, flow: OrderFlow, client: OrderClient, quoted?: QuotedBase): Promise<NewOrder> {
  const { attempt } = client;
  if (!attempt) return placeOrder(deps, payload, flow, client, quoted);
  const earlier = await earlierAnswer(deps, attempt);
  if (earlier) return earlier;
  try {
    return await placeOrder(deps, payload, flow, client, quoted);
  } catch (err) {
    // NOTE: the same attempt at the same instant (a double click, the proxy's retry, two API processes): the key's unique index made
    // this insert wait for the other one and then refused it; the other committed, and its order is the answer.
    if (!lostKeyRace(err)) throw err;
    const winner = await earlierAnswer(deps, attempt);
    if (!winner) throw err;
    return winner;
  }
}

async function placeOrder(deps: ServiceDeps, payload: OrderPayload, flow: OrderFlow, client: OrderClient, quoted?: QuotedBase): Promise<NewOrder> {
  const { attempt } = client;
  const catalog = await getCatalog(deps.sql);
  const pkg = quoted
    ? { id: CUSTOM_PACKAGE_ID, name: CUSTOM_PACKAGE_NAME, serviceLevel: payload.serviceType ?? 'white-glove', priceCents: { 'white-glove': quoted.amountCents, 'drop-off': quoted.amountCents } }
    : catalog.packagesById.get(payload.packageId);
  if (!pkg) throw badRequest(FIELD_MESSAGES.packageRequired, [{ path: 'packageId', message: FIELD_MESSAGES.packageRequired }]);
  const serviceType = payload.serviceType ?? pkg.serviceLevel;
  const zone = catalog.zoneByZip.get(payload.zipCode);
  if (!zone) {
    throw new DomainError('UNPROCESSABLE', TOASTS.invalidDeliveryArea.description, {
      issues: [{ path: 'zipCode', message: TOASTS.invalidDeliveryArea.description }],
    });
  }
  const addOns = resolveAddOns(catalog, payload.addOns);
  const keys = holdKeys(deps, client.ip, payload.customerEmail);
  const secret = attempt ? orderSecretForKey(deps.env.SESSION_SECRET, attempt.key) : newOrderSecret();

  const order = await withEvents(deps, async (tx) => {
    if (attempt) await releaseIdempotencyKey(tx, attempt.key, keysSince(currentTime(deps)));
    const season = await assertBookable(tx, payload.deliveryDate, currentTime(deps));
    await enforceHoldCap(tx, keys, holdsPerClient(deps.env));
    // NOTE: the one discount-code field takes a promo or a household's referral code (ADR 119); each is its own line of the price.
    const household = { email: payload.customerEmail, phone: payload.customerPhone, address: payload.address, zipCode: payload.zipCode };
    const { promo, referral } = await requireDiscountCode(tx, payload.promoCode, { now: currentTime(deps), season, household });
    // NOTE: the week and the zip decide the neighbour line (ADR 141); any price, discount or flag in the request is never read. A
    // quoted project keeps the price of the offer it was sent (ADR 080).
    const neighbourCents = quoted ? 0 : await neighbourSavingCents(tx, season, { zipCode: payload.zipCode, week: payload.deliveryDate });
    // NOTE: unpaid checkouts hold at most half the week's open spots, never its last (docs/design.md §22, ADR 159); one past that
    // holds none (slot_released from the start), and its deposit takes a spot when it lands.
    const holdsSpot = await mayHoldSpot(tx, payload.deliveryDate, serviceType, holdsPerClient(deps.env) > 0);
    await reserveDeliverySlot(tx, season.deliveryDates, payload.deliveryDate, serviceType, holdsSpot);
    const { orderId, breakdown } = await makeOrder(tx, {
      columns: {
        flow,
        service_type: serviceType,
        package_id: pkg.id,
        package_name: pkg.name,
        customer_name: payload.customerName,
        customer_email: payload.customerEmail,
        customer_phone: payload.customerPhone,
        address: payload.address,
        city: payload.city,
        zip_code: payload.zipCode,
        zone_id: zone.id,
        delivery_date: payload.deliveryDate,
        photo_permission: payload.photoPermission === 'yes',
        special_instructions: payload.specialInstructions,
        secret_hash: secret.hash,
        hold_client_key: keys.client,
        hold_email_key: keys.email,
        visitor: client.visitor ?? null,
        purchase_ip: client.ip,
        slot_released: !holdsSpot,
        ...(attempt ? { idempotency_key: attempt.key, request_hash: attempt.requestHash } : {}),
        ...(quoted ? { quote_id: quoted.quoteId } : {}),
      },
      pricing: {
        basePriceCents: pkg.priceCents[serviceType],
        addOns,
        promo,
        referral,
        neighbourCents,
        // NOTE: white-glove delivery is free inside the service area; drop-off pays its zone's fee as its own line (docs/design.md §4).
        deliveryFeeCents: quoted ? quoted.deliveryFeeCents : serviceType === 'drop-off' ? zone.feeCents : 0,
      },
      referrerId: referral?.referrerId ?? null,
      consents: { balance: payload.balanceConsent, text: Boolean(payload.textConsent), at: new Date() },
    });
    return { orderId, breakdown };
  });
  return {
    ...order,
    orderSecret: secret.secret,
    serviceType,
    packageName: pkg.name,
    customerEmail: payload.customerEmail,
    deliveryDate: payload.deliveryDate,
    balanceConsent: payload.balanceConsent,
  };
}
