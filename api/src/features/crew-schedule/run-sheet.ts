import { planRoute, type Point } from '@sdp/shared/crew/route-order';
import { pickList, stopLoad } from '@sdp/shared/crew/pick-list';
import type { RunSheet, RunSheetStop } from '@sdp/shared/wire-crew';
import type { Sql } from '@sdp/server/db/sql';
import { runSheetOrders } from '@sdp/server/db/order-lists';
import { ApiError } from '../../lib/errors.ts';

/** The crews leave from the studio in Mira Mesa and come back to it (docs/design.md §4, ADR 003). */
export const BASE_ZIP = '92126';

/**
 * GET /api/admin/run-sheet (docs/design.md §12a): a crew's paid orders on a day, in route order from the base (ADR 033), each with
 * what it takes off the truck, and the pick list that adds those up (ADR 034). A stop whose zip has no centroid keeps its entry
 * place at the end of the route, so it is never dropped.
 */
export async function loadRunSheet(sql: Sql, date: string, crew: number): Promise<RunSheet> {
  const [base] = await sql<{ latitude: number | null; longitude: number | null }[]>`
    SELECT latitude, longitude FROM zone_zip_codes WHERE zip_code = ${BASE_ZIP}`;
  if (!base || base.latitude === null || base.longitude === null) throw new ApiError('UNAVAILABLE', 'The zip centroids have not been seeded yet');
  const rows = await runSheetOrders(sql, date, crew);
  const located = rows.filter((r) => r.latitude !== null && r.longitude !== null);
  const origin: Point = { latitude: base.latitude, longitude: base.longitude };
  const route = planRoute(origin, located.map((r) => ({ latitude: r.latitude!, longitude: r.longitude! })));
  const ordered = [...route.order.map((i) => located[i]!), ...rows.filter((r) => !located.includes(r))];
  const stops = ordered.map(({ loadList, addOns, ...stop }): RunSheetStop => ({
    ...stop,
    addOns: addOns.map(({ name, quantity }) => ({ name, quantity })),
    // NOTE: a quoted custom project has no standard load; the crew loads it from the quote (one line, so it is not forgotten).
    load: stopLoad({ packageLoad: loadList.length ? loadList : [{ item: `${stop.packageName} (load as quoted)`, quantity: 1 }], addOns }),
  }));
  return {
    date,
    crew,
    stops,
    pickList: pickList(stops.map((s) => ({ packageLoad: s.load, addOns: [] }))),
    base: { zipCode: BASE_ZIP, ...origin },
    route: { miles: round1(route.miles), entryMiles: round1(route.entryMiles), method: route.method },
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
