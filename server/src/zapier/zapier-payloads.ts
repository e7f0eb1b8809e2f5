import type { CustomQuote } from '@sdp/shared/wire';
import { householdSeasons } from '../db/customers.ts';
import { zapierOrderList, type OrderFeed } from '../db/order-lists.ts';
import { zapierQuoteList } from '../db/quotes.ts';
import { previousDeliveryDates } from '../db/renewals.ts';
import type { Sql } from '../db/sql.ts';

/**
 * What Zapier receives about a quote or an order, polled (GET /api/zapier/quotes|orders) or pushed (REST hook): the same
 * fields either way, as Zapier requires, with a stable `id` it deduplicates on. The quotes and orders are read and mapped by their
 * tables' owners (server/src/db); this module holds the contract the owners' views are checked against and the poll's size.
 */
export type ZapierQuote = Pick<CustomQuote, 'id' | 'customerName' | 'customerEmail' | 'customerPhone' | 'projectType' | 'projectDescription' | 'status' | 'createdAt'>;

export interface ZapierOrder {
  id: string;
  status: string;
  serviceType: string;
  packageName: string;
  addOns: { name: string; quantity: number }[];
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  address: string;
  city: string;
  zipCode: string;
  deliveryDate: string;
  specialInstructions: string;
  promoCode: string | null;
  totalAmount: string;
  depositAmount: string;
  balanceDue: string;
  createdAt: string;
  paidAt: string | null;
  deliveredAt: string | null;
}

/**
 * An accepted renewal (docs/design.md §18, ADR 128): this season's order, as every order trigger shows it, with what makes it a
 * renewal: last season's delivery date and the seasons the household has booked (this one included), as a count and as years.
 */
export interface ZapierRenewal extends ZapierOrder {
  previousDeliveryDate: string | null;
  seasonsBooked: number;
  bookedYears: string;
}

/** A waitlist sign-up (docs/design.md §13): who asked to hear when booking opens, and the zip they gave, if any. */
export interface ZapierWaitlistEntry {
  id: string;
  name: string;
  email: string;
  zipCode: string | null;
  createdAt: string;
}

export const POLL_LIMIT = 100;

/** Newest quotes first (or the ones asked for by id). */
export const zapierQuotes = (sql: Sql, ids?: string[]): Promise<ZapierQuote[]> => zapierQuoteList(sql, { ids, limit: POLL_LIMIT });

/** Orders for a trigger, newest first by the moment that started it (or the ones asked for by id; server/src/db/order-lists.ts). */
export const zapierOrders = (sql: Sql, ids?: string[], feed: OrderFeed = 'deposit-paid'): Promise<ZapierOrder[]> =>
  zapierOrderList(sql, { ids, feed, limit: POLL_LIMIT });

/** Accepted renewals, most recently paid first (or the ones asked for by id), each with its household's seasons. */
export async function zapierRenewals(sql: Sql, ids?: string[]): Promise<ZapierRenewal[]> {
  const orders = await zapierOrderList(sql, { ids, feed: 'renewed', limit: POLL_LIMIT });
  const orderIds = orders.map((o) => o.id);
  const [previous, seasons] = await Promise.all([previousDeliveryDates(sql, orderIds), householdSeasons(sql, orderIds)]);
  return orders.map((order) => {
    const years = seasons.get(order.id) ?? [];
    return { ...order, previousDeliveryDate: previous.get(order.id) ?? null, seasonsBooked: years.length, bookedYears: years.join(', ') };
  });
}

/** Newest waitlist sign-ups first (or the ones asked for by id). Someone who unsubscribed is left out: no Zap should reach them. */
export async function zapierWaitlist(sql: Sql, ids?: string[]): Promise<ZapierWaitlistEntry[]> {
  const rows = await sql<{ id: string; name: string; email: string; zip_code: string | null; created_at: Date }[]>`
    SELECT id, name, email, zip_code, created_at FROM waitlist_entries
    WHERE unsubscribed_at IS NULL ${ids ? sql`AND id = ANY(${ids}::uuid[])` : sql``}
    ORDER BY created_at DESC, id DESC LIMIT ${POLL_LIMIT}`;
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, zipCode: r.zip_code, createdAt: r.created_at.toISOString() }));
}
