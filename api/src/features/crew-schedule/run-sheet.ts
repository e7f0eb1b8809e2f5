import { planRoute, type Point } from '@sdp/shared/crew/route-order';
import { pickList, stopLoad, type LoadLine } from '@sdp/shared/crew/pick-list';
import type { RunSheet, RunSheetStop } from '@sdp/shared/wire-crew';
import type { Sql } from '@sdp/server/db/sql';
import { PAID } from '@sdp/server/orders/order-status';
import { ApiError } from '../../lib/errors.ts';

/** The crews leave from the studio in Mira Mesa and come back to it (docs/design.md §4, ADR 003). */
export const BASE_ZIP = '92126';

type StopRow = {
  id: string; customer_name: string; customer_phone: string; address: string; city: string; zip_code: string; package_name: string;
  service_type: RunSheetStop['serviceType']; photo_permission: boolean; special_instructions: string; status: RunSheetStop['status'];
  latitude: number | null; longitude: number | null; load_list: LoadLine[];
  add_ons: { name: string; category: 'service' | 'quantity'; quantity: number }[];
};

/**
 * GET /api/admin/run-sheet (docs/design.md §12a): a crew's paid orders on a day, in route order from the base (ADR 033), each with
 * what it takes off the truck, and the pick list that adds those up (ADR 034). A stop whose zip has no centroid keeps its entry
 * place at the end of the route, so it is never dropped.
 */
export async function loadRunSheet(sql: Sql, date: string, crew: number): Promise<RunSheet> {
  const [base] = await sql<{ latitude: number | null; longitude: number | null }[]>`
    SELECT latitude, longitude FROM zone_zip_codes WHERE zip_code = ${BASE_ZIP}`;
  if (!base || base.latitude === null || base.longitude === null) throw new ApiError('UNAVAILABLE', 'The zip centroids have not been seeded yet');
  const rows = await sql<StopRow[]>`
    SELECT o.id, o.customer_name, o.customer_phone, o.address, o.city, o.zip_code, o.package_name, o.service_type, o.photo_permission,
      o.special_instructions, o.status, z.latitude, z.longitude, p.load_list,
      COALESCE((SELECT json_agg(json_build_object('name', a.name, 'category', a.category, 'quantity', a.quantity) ORDER BY s.sort_order, a.name)
        FROM order_add_ons a LEFT JOIN add_on_services s ON s.id = a.add_on_id WHERE a.order_id = o.id), '[]') AS add_ons
    FROM orders o
    JOIN packages p ON p.id = o.package_id
    LEFT JOIN zone_zip_codes z ON z.zip_code = o.zip_code
    WHERE o.crew_day = ${date} AND o.crew = ${crew} AND o.status = ANY(${PAID as string[]})
    ORDER BY o.crew_assigned_at, o.created_at, o.id`;
  const located = rows.filter((r) => r.latitude !== null && r.longitude !== null);
  const origin: Point = { latitude: base.latitude, longitude: base.longitude };
  const route = planRoute(origin, located.map((r) => ({ latitude: r.latitude!, longitude: r.longitude! })));
  const ordered = [...route.order.map((i) => located[i]!), ...rows.filter((r) => !located.includes(r))];
  const stops = ordered.map((r): RunSheetStop => {
    const addOns = r.add_ons.map((a) => ({ name: a.name, category: a.category, quantity: a.quantity }));
    return {
      orderId: r.id, customerName: r.customer_name, customerPhone: r.customer_phone, address: r.address, city: r.city,
      zipCode: r.zip_code.trim(), packageName: r.package_name, serviceType: r.service_type,
      addOns: addOns.map(({ name, quantity }) => ({ name, quantity })), photoPermission: r.photo_permission,
      specialInstructions: r.special_instructions, status: r.status, latitude: r.latitude, longitude: r.longitude,
      // NOTE: a quoted custom project has no standard load; the crew loads it from the quote (one line, so it is not forgotten).
      load: stopLoad({ packageLoad: r.load_list.length ? r.load_list : [{ item: `${r.package_name} (load as quoted)`, quantity: 1 }], addOns }),
    };
  });
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
