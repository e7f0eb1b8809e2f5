import { priceForNewWeek, type BookedPrice, type PriceBreakdownCents } from '@sdp/shared';
import type { OrderRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { neighbourWeeksOf } from './neighbour-weeks.ts';

// What an order costs in another delivery week (issue 36 item 4, ADR 178): a week change adds or takes off the neighbour-week saving
// (docs/design.md §20), priced by the one pricing rule on the server, shown before the customer confirms and written with the move.

type PricedOrder = Pick<OrderRow, 'id' | 'zip_code' | 'quote_id' | 'renewal_offer_id' | 'base_cents' | 'add_on_total_cents' | 'delivery_fee_cents'
  | 'discount_cents' | 'promo_code' | 'referral_discount_cents' | 'referral_code' | 'deposit_cents' | 'referral_credit_cents'>;

/** The order's price lines as booked and paid for. */
const bookedPrice = (order: PricedOrder): BookedPrice => ({
  baseAmount: order.base_cents,
  addOnTotal: order.add_on_total_cents,
  deliveryFee: order.delivery_fee_cents,
  discountAmount: order.discount_cents,
  promoCode: order.promo_code,
  referralDiscount: order.referral_discount_cents,
  referralCode: order.referral_code,
  depositAmount: order.deposit_cents,
  referralCredit: order.referral_credit_cents,
});

/**
 * The order's price in each of `weeks`. The neighbour line is decided again from the order's zip and each week (ADR 141), the order
 * itself never counting as its own neighbour; a quoted project or a renewal keeps its offer's price in every week (ADR 080, ADR 111).
 */
export async function pricesInWeeks(
  sql: Sql | TransactionSql,
  order: PricedOrder,
  season: { neighbourDiscountCents: number },
  weeks: readonly string[],
): Promise<Map<string, PriceBreakdownCents>> {
  const offerPriced = order.quote_id !== null || order.renewal_offer_id !== null;
  const saving = offerPriced ? 0 : season.neighbourDiscountCents;
  const near = saving > 0 ? await neighbourWeeksOf(sql, order.zip_code.trim(), weeks, order.id) : new Set<string>();
  return new Map(weeks.map((week) => [week, priceForNewWeek(bookedPrice(order), near.has(week) ? saving : 0)]));
}
