import type { Sql } from '@sdp/server/db/sql';
import { findOrder, orderAddOns } from '@sdp/server/db/orders';
import { emailOrderView, type EmailOrder } from '@sdp/server/db/order-views';
import { emailQuoteView, findQuote, type EmailQuote } from '@sdp/server/db/quotes';

/** The quote a job is about, under the camelCase names the e-mails and the CRM use (server/src/db/quotes.ts). */
export type QuoteRow = EmailQuote;

/** The order a job is about with its add-on lines, under camelCase names (the e-mails' view, server/src/db/order-views.ts). */
export type OrderRow = EmailOrder;

/** The quote a job is about, read when the job runs (jobs carry ids, not personal data); null if it was deleted. */
export async function loadQuote(sql: Sql, id: string): Promise<QuoteRow | null> {
  const quote = await findQuote(sql, id);
  return quote ? emailQuoteView(quote) : null;
}

/** The order a job is about, with its add-on lines; null if it was deleted. */
export async function loadOrder(sql: Sql, id: string): Promise<OrderRow | null> {
  const order = await findOrder(sql, id);
  return order ? emailOrderView(order, await orderAddOns(sql, id)) : null;
}
