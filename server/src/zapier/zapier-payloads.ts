import type { CustomQuote } from '@sdp/shared/wire';
import { zapierOrderList, type OrderFeed } from '../db/order-lists.ts';
import { zapierQuoteList } from '../db/quotes.ts';
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

/** Newest waitlist sign-ups first (or the ones asked for by id). Someone who unsubscribed is left out: no Zap should reach them. */
export async function zapierWaitlist(sql: Sql, ids?: string[]): Promise<ZapierWaitlistEntry[]> {
  const rows = await sql<{ id: string; name: string; email: string; zip_code: string | null; created_at: Date }[]>`
    SELECT id, name, email, zip_code, created_at FROM waitlist_entries
    WHERE unsubscribed_at IS NULL ${ids ? sql`AND id = ANY(${ids}::uuid[])` : sql``}
    ORDER BY created_at DESC, id DESC LIMIT ${POLL_LIMIT}`;
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, zipCode: r.zip_code, createdAt: r.created_at.toISOString() }));
}
