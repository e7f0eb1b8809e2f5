import type { Point } from '@sdp/shared/crew/route-order';
import { pickList, stopLoad } from '@sdp/shared/crew/pick-list';
import type { RunSheet, RunSheetStop } from '@sdp/shared/wire-crew';
import type { ServiceDeps } from '@sdp/server/deps';
import { runSheetOrders, type RunSheetOrder } from '@sdp/server/db/order-lists';
import { crewDayTimes } from '@sdp/server/db/crew-calendar';
import { arrivalWindows } from '@sdp/server/crew/arrival-windows';
import { planCrewDay } from '@sdp/server/crew/plan-crew-day';
import { routerFromEnv } from '@sdp/server/crew/road-router';
import { onMyWayNoticesOn, type OnMyWayNotice } from '@sdp/server/crew/on-my-way-notices';
import { photosOfOrders } from '@sdp/server/db/order-photos';
import { toAfterPhoto } from './after-photos.ts';
import { pickupStopsOn, type PickupRow } from '@sdp/server/db/order-pickups';
import { allAtMost, QUERIES_AT_ONCE } from '@sdp/server/db/query-limiter';
import { ApiError } from '../../lib/errors.ts';

/** The crews leave from the studio in Mira Mesa and come back to it (docs/design.md §4, ADR 003). */
export const BASE_ZIP = '92126';

/**
 * GET /api/admin/run-sheet (docs/design.md §12a, §20): a crew's paid orders on a day, in route order from the base (ADR 033) by
 * drive time when ROUTING_URL names a road router, by straight lines otherwise or when it fails (ADR 125), each with the drive to it,
 * its arrival window (ADR 126) and what it takes off the truck, and the pick list that adds those up (ADR 034). A stop whose zip has
 * no centroid keeps its entry place at the end of the route, so it is never dropped.
 */
export async function loadRunSheet(deps: Pick<ServiceDeps, 'sql' | 'env' | 'logger'>, date: string, crew: number): Promise<RunSheet> {
  const { sql } = deps;
  const [base] = await sql<{ latitude: number | null; longitude: number | null }[]>`
    SELECT latitude, longitude FROM zone_zip_codes WHERE zip_code = ${BASE_ZIP}`;
  if (!base || base.latitude === null || base.longitude === null) throw new ApiError('UNAVAILABLE', 'The zip centroids have not been seeded yet');
  const [deliveries, pickups, times, told] = await allAtMost(QUERIES_AT_ONCE, [
    () => runSheetOrders(sql, date, crew), () => pickupStopsOn(sql, date, crew), () => crewDayTimes(sql), () => onMyWayNoticesOn(sql, date, crew),
  ]);
  // NOTE: pick-ups (docs/design.md §26) are stops like deliveries: one route, one window each, the same feed and offline copy.
  const rows: (RunSheetOrder & { pickup: PickupRow | null })[] = [...deliveries.map((d) => ({ ...d, pickup: null })), ...pickups];
  const photos = await photosOfOrders(sql, rows.map((r) => r.orderId));
  const located = rows.filter((r) => r.latitude !== null && r.longitude !== null);
  const origin: Point = { latitude: base.latitude, longitude: base.longitude };
  const plan = await planCrewDay(routerFromEnv(deps.env), origin, located.map((r) => ({ latitude: r.latitude!, longitude: r.longitude! })), (reason) =>
    deps.logger.warn('road router failed: straight lines instead', { reason }));
  const inOrder = plan.order.map((i) => located[i]!);
  const windows = arrivalWindows(times, inOrder, plan.legs.map((l) => l.minutes));
  const ordered = [...inOrder, ...rows.filter((r) => !located.includes(r))];
  const stops = ordered.map(({ loadList, addOns, pickup, ...stop }, i): RunSheetStop => ({
    ...stop,
    kind: pickup ? 'pickup' : 'delivery',
    addOns: addOns.map(({ name, quantity }) => ({ name, quantity })),
    // NOTE: a quoted custom project has no standard load; the crew loads it from the quote (one line, so it is not forgotten).
    load: stopLoad({ packageLoad: loadList.length ? loadList : [{ item: `${stop.packageName} (load as quoted)`, quantity: 1 }], addOns }),
    drive: i < inOrder.length ? plan.legs[i]! : null,
    arrival: i < inOrder.length ? { from: windows[i]!.from, to: windows[i]!.to } : null,
    onMyWay: onMyWayOf(told.get(stop.orderId)),
    photos: (photos.get(stop.orderId) ?? []).map(toAfterPhoto),
    pickup: pickup ? { status: pickup.status, poundsDonated: pickup.poundsDonated, pickedUpAt: pickup.pickedUpAt?.toISOString() ?? null } : null,
  }));
  const of = (kind: RunSheetStop['kind']) => stops.filter((s) => s.kind === kind).map((s) => ({ packageLoad: s.load, addOns: [] }));
  return {
    date,
    crew,
    stops,
    pickList: pickList(of('delivery')),
    // What comes back on the truck from the porches cleared today: each pick-up's stop load, added up the same way.
    loadBack: pickList(of('pickup')),
    base: { zipCode: BASE_ZIP, ...origin },
    route: {
      miles: round1(plan.miles),
      entryMiles: round1(plan.entryMiles),
      method: plan.method,
      source: plan.source,
      driveMinutes: plan.driveMinutes,
      entryDriveMinutes: plan.entryDriveMinutes,
      returnMinutes: inOrder.length ? plan.legs[inOrder.length]!.minutes : 0,
      startTime: times.startTime,
    },
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

const onMyWayOf = (n: OnMyWayNotice | undefined): RunSheetStop['onMyWay'] =>
  n ? { sentAt: n.createdAt.toISOString(), channel: n.channel, window: { from: n.windowFrom, to: n.windowTo } } : null;
