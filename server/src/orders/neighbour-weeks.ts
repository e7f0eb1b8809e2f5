import { milesBetween } from '@sdp/shared/crew/route-order';
import { toDecimal } from '@sdp/shared/money';
import type { NeighbourWeeks } from '@sdp/shared/schemas/neighbour-weeks';
import { loadSeason } from '../season/season.ts';
import { seasonAt } from '../season/season-rows.ts';
import { liveStopCentres, zipCentre } from '../db/neighbour-stops.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';

/**
 * "About a mile and a half" (docs/design.md §20): the straight line between two zip centres, in miles (ADR 140). Zip centres are the
 * only places the product knows (no geocoder), so two porches in one zip are always neighbours, and a zip whose centre is further
 * than this from every stop of a week never is.
 */
export const NEIGHBOUR_MILES = 1.5;

/**
 * The weeks among `weeks` in which a paid stop lies within NEIGHBOUR_MILES of `zipCode`'s centre. The order being priced never
 * counts itself (`exceptOrderId`). A zip without a centre has no neighbours.
 */
export async function neighbourWeeksOf(
  sql: Sql | TransactionSql,
  zipCode: string,
  weeks: readonly string[],
  exceptOrderId: string | null = null,
): Promise<Set<string>> {
  if (weeks.length === 0) return new Set();
  const home = await zipCentre(sql, zipCode);
  if (!home) return new Set();
  const stops = await liveStopCentres(sql, weeks, exceptOrderId);
  return new Set(stops.filter((stop) => milesBetween(home, stop) <= NEIGHBOUR_MILES).map((stop) => stop.week));
}

/**
 * The neighbour saving an order booked for `week` at `zipCode` gets, in cents: the season's setting when the week is a neighbour
 * week, else 0. The server's only source of the neighbour line (ADR 141): nothing a client sends reaches it.
 */
export async function neighbourSavingCents(
  tx: TransactionSql,
  season: { neighbourDiscountCents: number },
  order: { zipCode: string; week: string; exceptOrderId?: string | null },
): Promise<number> {
  if (season.neighbourDiscountCents <= 0) return 0;
  const weeks = await neighbourWeeksOf(tx, order.zipCode, [order.week], order.exceptOrderId ?? null);
  return weeks.has(order.week) ? season.neighbourDiscountCents : 0;
}

/**
 * The public answer for a zip at `now` (ADR 142): the season's saving and, of the weeks still offered with a spot left at either
 * service level, the neighbour weeks. Off (saving 0) or outside booking, no weeks.
 */
export async function loadNeighbourWeeks(sql: Sql, zipCode: string, now: Date): Promise<NeighbourWeeks> {
  const at = await seasonAt(sql, now);
  const saving = at?.season.neighbourDiscountCents ?? 0;
  if (!at || at.state !== 'open' || saving <= 0) return { saving: toDecimal(saving), weeks: [] };
  const offered = await loadSeason(sql, now);
  const open = offered.deliveryDates.filter((d) => d.spotsLeft['white-glove'] > 0 || d.spotsLeft['drop-off'] > 0).map((d) => d.date);
  const weeks = await neighbourWeeksOf(sql, zipCode, open);
  return { saving: toDecimal(saving), weeks: open.filter((week) => weeks.has(week)) };
}
