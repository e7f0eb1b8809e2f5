import { findOrder, type OrderRow } from '../db/orders.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { currentTime, type ServiceDeps } from '../deps.ts';
import { notFound } from '../domain-error.ts';
import { loadSeasonRows, type SeasonRow } from '../season/season-rows.ts';
import { myOrderLinkExpiresAt, myOrderLinkOf } from './my-order-link.ts';
import type { SignedLink } from './signed-link.ts';

/** The one answer for every link that does not open an order: unknown, malformed, tampered or expired alike (nothing leaked). */
export const MY_ORDER_NOT_FOUND = 'This order link is not valid any more. Ask for a new one with your e-mail and order number.';

/** The season an order's delivery date belongs to (a row per year, ADR 036): the one that offers the date, else that year's. */
export const seasonOf = (seasons: SeasonRow[], order: Pick<OrderRow, 'delivery_date'>): SeasonRow | undefined =>
  seasons.find((s) => s.deliveryDates.includes(order.delivery_date)) ?? seasons.find((s) => String(s.year) === order.delivery_date.slice(0, 4));

/**
 * The order a my-order token stands for, with its season, while the link is live (ADR 046). `lock` takes the order row FOR UPDATE in
 * `tx`, so every change the customer makes is serialized per order.
 */
export async function orderOfMyOrderToken(
  deps: ServiceDeps,
  token: string,
  options: { tx?: Sql | TransactionSql; lock?: boolean } = {},
): Promise<{ order: OrderRow; season: SeasonRow }> {
  return orderOfSignedLink(deps, myOrderLinkOf(deps.env.SESSION_SECRET, token), options, MY_ORDER_NOT_FOUND);
}

/**
 * The order a signed order link (my-order or pay-balance) stands for, or `notFound(message)`: the link must carry the order's current
 * link version (ADR 080: staff or a new-link request revoked older ones) and its season must not be over (ADR 046).
 */
export async function orderOfSignedLink(
  deps: ServiceDeps,
  link: SignedLink | null,
  options: { tx?: Sql | TransactionSql; lock?: boolean },
  message: string,
): Promise<{ order: OrderRow; season: SeasonRow }> {
  const sql = options.tx ?? deps.sql;
  if (!link) throw notFound(message);
  const order = await findOrder(sql, link.id, { lock: options.lock ?? false });
  if (!order || order.link_version !== link.version) throw notFound(message);
  const season = seasonOf(await loadSeasonRows(sql), order);
  if (!season || currentTime(deps) >= myOrderLinkExpiresAt(season)) throw notFound(message);
  return { order, season };
}
