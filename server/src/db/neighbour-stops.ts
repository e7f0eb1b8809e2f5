import { BOOKED_STATUSES } from '@sdp/shared';
import type { Point } from '@sdp/shared/crew/route-order';
import type { Sql, TransactionSql } from './sql.ts';

// Where the live stops of some delivery weeks are, for neighbour weeks (docs/design.md §20, ADR 140): each week's paid orders by
// their zip centre. Only the owner of `orders` reads them; callers get weeks and points, never an order, a name or an address.

/** A zip's centre, or null for a zip outside the service area or without a centroid yet. */
export async function zipCentre(sql: Sql | TransactionSql, zipCode: string): Promise<Point | null> {
  const [z] = await sql<{ latitude: number | null; longitude: number | null }[]>`
    SELECT latitude, longitude FROM zone_zip_codes WHERE zip_code = ${zipCode}`;
  return z && z.latitude !== null && z.longitude !== null ? { latitude: z.latitude, longitude: z.longitude } : null;
}

/**
 * The zip centres of the paid (deposit paid, delivered, completed) orders in each of `weeks`, one row per week and zip; a cancelled
 * or refunded order is not a stop, and `exceptOrderId` (the order being priced) never counts itself.
 */
export async function liveStopCentres(sql: Sql | TransactionSql, weeks: readonly string[], exceptOrderId: string | null = null) {
  return sql<({ week: string } & Point)[]>`
    SELECT DISTINCT o.delivery_date::text AS week, z.latitude, z.longitude
    FROM orders o JOIN zone_zip_codes z ON z.zip_code = o.zip_code
    WHERE o.delivery_date = ANY(${[...weeks]}::date[]) AND o.status = ANY(${[...BOOKED_STATUSES]})
      AND z.latitude IS NOT NULL AND z.longitude IS NOT NULL
      AND (${exceptOrderId}::uuid IS NULL OR o.id <> ${exceptOrderId}::uuid)`;
}
