import { allAtMost, QUERIES_AT_ONCE } from '@sdp/server/db/query-limiter';
import { orderPhotos } from '@sdp/server/db/order-photos';
import { isClosed, type MyOrderStep, type MyOrderView, type OrderStatus, type RescheduleDate, sanDiegoDate, SERVICE_LEVEL_LABELS, toDecimal } from '@sdp/shared';
import { pricesInWeeks } from '@sdp/server/orders/week-price';
import { addDays, sanDiegoMidnight } from '@sdp/shared/pacific-time';
import { orderAddOns } from '@sdp/server/db/orders';
import { referralShare } from '@sdp/server/referrals/referral-credits';
import { myOrderFields } from '@sdp/server/db/order-views';
import type { OrderRow } from '@sdp/server/db/rows';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { myOrderLinkExpiresAt } from '@sdp/server/orders/my-order-link';
import { lastRefundAt, ledgerFigures, paidInCents } from '@sdp/server/db/order-ledger';
import { tipsView } from '@sdp/server/orders/tips-view';
import { savedCardWords } from '@sdp/server/orders/saved-card';
import type Stripe from 'stripe';
import type { SeasonRow } from '@sdp/server/season/season-rows';
import { dateStillChangeable, myOrderActions } from '@sdp/server/orders/my-order-rules';
import { cancelRefundCents } from '@sdp/server/orders/refund-policy';
import { findPickup } from '@sdp/server/db/order-pickups';
import { pickupChoice, toOrderPickup } from '@sdp/server/pickups/pickup-rules';

/** The order's status in the customer's words (never a code). */
const STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Awaiting your deposit',
  payment_failed: 'Deposit payment failed',
  deposit_paid: 'Booked',
  delivered: 'Delivered',
  completed: 'Delivered and paid in full',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Other dates of the order's season with a spot left at its service level that can still be moved to (ADR 046), each with the order's
 * price there (ADR 178): the page shows the new total and the difference before the customer confirms.
 */
export async function rescheduleDates(sql: Sql | TransactionSql, order: OrderRow, season: SeasonRow, now: Date): Promise<RescheduleDate[]> {
  const candidates = season.deliveryDates.filter((d) => d !== order.delivery_date && d >= sanDiegoDate(now) && dateStillChangeable(d, season, now));
  if (candidates.length === 0) return [];
  const slots = await sql<{ delivery_date: string; left: number }[]>`
    SELECT delivery_date, GREATEST(capacity - booked, 0)::int AS left FROM delivery_slots
    WHERE delivery_date = ANY(${candidates}::date[]) AND service_level = ${order.service_type} ORDER BY delivery_date`;
  const open = slots.filter((s) => s.left > 0);
  const prices = await pricesInWeeks(sql, order, season, open.map((s) => s.delivery_date));
  return open.map((s) => {
    const price = prices.get(s.delivery_date)!;
    return {
      date: s.delivery_date,
      spotsLeft: s.left,
      neighbourDiscount: toDecimal(price.neighbourDiscount),
      total: toDecimal(price.finalTotal),
      totalChange: toDecimal(price.finalTotal - order.total_cents),
      balance: toDecimal(price.balanceDue),
    };
  });
}

/** When a step happened, to put steps in order: an instant, or a calendar day (a planned crew day) at its San Diego midnight. */
const timeOf = (at: string | null) => (at === null ? Infinity : /^\d{4}-\d{2}-\d{2}$/.test(at) ? sanDiegoMidnight(at).getTime() : Date.parse(at));

/**
 * The steps done in the order they happened, then the ones still ahead in their own order (issue 36 item 20, ADR 179): a date under a
 * step is never earlier than the one above it. Steps that happened at the same time keep their logical order.
 */
const inOrderOfTime = (steps: MyOrderStep[]): MyOrderStep[] => [
  ...steps.filter((s) => s.done).sort((a, b) => timeOf(a.at) - timeOf(b.at)),
  ...steps.filter((s) => !s.done),
];

/**
 * The crew-day step. Until the porch is decorated it names the day the crew is planned for; after that the day the crew really came
 * is the "Porch decorated" step's, so this one keeps when the day was set (never later than the porch was decorated): a crew day
 * planned for Nov 30 never reads above a porch decorated Nov 28. A porch decorated without a crew day set has no such step.
 */
function crewDayStep(order: OrderRow): MyOrderStep[] {
  if (order.crew_day === null) return order.delivered_at ? [] : [{ step: 'scheduled', label: 'Crew day to be set', at: null, done: false }];
  if (!order.delivered_at) return [{ step: 'scheduled', label: 'Crew day set', at: order.crew_day, done: true }];
  const setAt = Math.min(order.crew_assigned_at?.getTime() ?? Infinity, order.delivered_at.getTime());
  return [{ step: 'scheduled', label: 'Crew day set', at: new Date(setAt).toISOString(), done: true }];
}

/** The customer-facing steps: what happened with its time, and what is still ahead (docs/design.md §12). */
function steps(order: OrderRow, refundedAt: Date | null): MyOrderStep[] {
  const step = (name: MyOrderStep['step'], label: string, at: string | null, done = at !== null): MyOrderStep => ({ step: name, label, at, done });
  const booked = step('booked', 'Order placed', iso(order.created_at));
  const deposit = step('deposit_paid', 'Deposit paid', iso(order.paid_at));
  if (isClosed(order.status)) {
    return inOrderOfTime([
      booked,
      ...(order.paid_at ? [deposit] : []),
      ...(order.cancelled_at ? [step('cancelled', 'Cancelled', iso(order.cancelled_at))] : []),
      ...(order.refunded_cents > 0 ? [step('refunded', `Refunded $${toDecimal(order.refunded_cents)}`, iso(refundedAt), true)] : []),
    ]);
  }
  return inOrderOfTime([
    booked,
    deposit,
    ...crewDayStep(order),
    step('delivered', 'Porch decorated', iso(order.delivered_at)),
    ...(order.balance_cents > 0 ? [step('balance_paid', 'Balance paid', iso(order.balance_paid_at))] : []),
    ...(order.refunded_cents > 0 ? [step('refunded', `Refunded $${toDecimal(order.refunded_cents)}`, iso(refundedAt), true)] : []),
  ]);
}

/** GET /api/my-order/:token: the order as its customer sees it, priced as it was stored (never re-priced). */
export async function myOrderView(sql: Sql | TransactionSql, order: OrderRow, season: SeasonRow, now: Date, stripe: Stripe | null = null): Promise<MyOrderView> {
  const [addOns, refundedAt, dates, savedCard, money, referral, photos, pickup, tips] = await allAtMost(QUERIES_AT_ONCE, [
    () => orderAddOns(sql, order.id),
    () => lastRefundAt(sql, order.id),
    () => rescheduleDates(sql, order, season, now),
    () => savedCardWords(sql, stripe, order),
    () => ledgerFigures(sql, order.id),
    () => referralShare(sql, order.customer_id, season.referralDiscountCents),
    () => orderPhotos(sql, order.id),
    () => findPickup(sql, order.id),
    () => tipsView(sql, order, stripe),
  ]);
  const due = order.paid_at && order.balance_status !== 'paid' && !isClosed(order.status) ? order.balance_cents : 0;
  return {
    ...myOrderFields(order),
    statusLabel: STATUS_LABEL[order.status],
    timeline: steps(order, refundedAt),
    serviceLevelLabel: SERVICE_LEVEL_LABELS[order.service_type].name,
    addOns: addOns.map((a) => ({ name: a.name, quantity: a.quantity, unitPrice: toDecimal(a.unit_price_cents), lineTotal: toDecimal(a.line_total_cents) })),
    // NOTE: what was paid is the payments ledger, as on the staff's order page and the dashboard (docs/design.md §16, ADR 071).
    amountPaid: toDecimal(paidInCents(money)),
    balanceDue: toDecimal(due),
    savedCard,
    referral,
    deliveryWeek: { start: order.delivery_date, end: addDays(order.delivery_date, 6) },
    policy: { freeChangeDays: season.freeChangeDays, refundableDepositPercent: season.refundableDepositPercent },
    cancelRefund: toDecimal(cancelRefundCents(order, season, now)),
    rescheduleDates: dates,
    actions: myOrderActions(order, season, now, dates.length),
    linkExpiresAt: myOrderLinkExpiresAt(season).toISOString(),
    photos: photos.map((p) => p.image),
    pickup: pickup ? toOrderPickup(pickup) : null,
    pickupChoice: pickup ? pickupChoice(pickup, season.pickupDates, now) : null,
    tips,
  };
}
