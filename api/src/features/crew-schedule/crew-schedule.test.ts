import { planRoute } from '@sdp/shared/crew/route-order';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { inDeliveryWeek } from '../../../test/money-fixtures.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { firstWeek, insertCrewOrder } from '../../../test/crew-fixtures.ts';

// The crew's week of docs/design.md §12a (ADR 033, ADR 034) against real PostgreSQL.
const ctx = useTestContext();
let staffA = '';
let staffB = '';
let adminCookie = '';
beforeAll(async () => {
  staffA = (await signedIn(ctx, 'staff')).cookie;
  staffB = (await signedIn(ctx, 'staff')).cookie;
  adminCookie = (await signedIn(ctx, 'admin')).cookie;
});

const assign = (id: string, body: unknown, cookie = staffA) => call(ctx, 'PUT', `/api/admin/orders/${id}/crew`, { cookie, body });
const schedule = async () => (await call(ctx, 'GET', '/api/admin/schedule', { cookie: staffA })).json();
const runSheet = (date: string, crew: number | string) => call(ctx, 'GET', `/api/admin/run-sheet?date=${date}&crew=${crew}`, { cookie: staffA });
const clearDays = () => ctx.sql`UPDATE orders SET crew = NULL, crew_day = NULL, crew_assigned_at = NULL`;

describe('the schedule', () => {
  it('shows each week\'s paid orders against its capacity, and a cancellation or reschedule at once', async () => {
    const { deliveryDate } = await firstWeek(ctx);
    const paid = await insertCrewOrder(ctx, { customerName: 'Paid Week One' });
    await insertCrewOrder(ctx, { status: 'pending', customerName: 'Still Unpaid' });
    const week = (await schedule()).weeks.find((w: { deliveryDate: string }) => w.deliveryDate === deliveryDate);
    expect(week.orders.map((o: { customerName: string }) => o.customerName)).toContain('Paid Week One');
    expect(week.orders.map((o: { customerName: string }) => o.customerName)).not.toContain('Still Unpaid');
    const whiteGlove = week.levels.find((l: { serviceLevel: string }) => l.serviceLevel === 'white-glove');
    expect(whiteGlove).toMatchObject({ capacity: expect.any(Number), held: expect.any(Number) });
    expect(whiteGlove.booked).toBe(week.orders.filter((o: { serviceType: string }) => o.serviceType === 'white-glove').length);

    expect((await assign(paid, { crew: 1, day: deliveryDate })).status).toBe(200);
    const [, second] = (await ctx.sql<{ d: string }[]>`SELECT unnest(delivery_dates)::text AS d FROM season ORDER BY 1`).map((r) => r.d);
    await ctx.sql`UPDATE orders SET delivery_date = ${second!} WHERE id = ${paid}`; // the customer's reschedule (docs/design.md §12)
    const moved = (await schedule()).weeks.find((w: { deliveryDate: string }) => w.deliveryDate === second);
    expect(moved.orders.find((o: { orderId: string }) => o.orderId === paid)).toMatchObject({ crew: null, crewDay: null });
    await ctx.sql`UPDATE orders SET status = 'cancelled' WHERE id = ${paid}`;
    const after = await schedule();
    expect(after.weeks.flatMap((w: { orders: { orderId: string }[] }) => w.orders.map((o) => o.orderId))).not.toContain(paid);
  });
});

describe('assigning a crew and a day', () => {
  it('refuses a day outside the delivery week, a crew the season does not have, bad input and an unpaid order, with a message', async () => {
    await clearDays();
    const { deliveryDate, days } = await firstWeek(ctx);
    const id = await insertCrewOrder(ctx);
    const outside = await assign(id, { crew: 1, day: '2020-01-01' });
    expect(outside.status).toBe(422);
    expect((await outside.json()).message).toMatch(/delivery week/);
    const noCrew = await assign(id, { crew: 3, day: deliveryDate });
    expect([noCrew.status, (await noCrew.json()).message]).toEqual([422, 'There are 2 crews this season.']);
    for (const body of [{}, { crew: 'one', day: deliveryDate }, { crew: 1 }, { crew: 1, day: '2026-02-30' }, { crew: 1, day: 'Monday' }, { crew: 0, day: deliveryDate }]) {
      const res = await assign(id, body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/^Choose a (crew|day)/);
    }
    expect((await assign('not-an-id', { crew: 1, day: deliveryDate })).status).toBe(404);
    const unpaid = await insertCrewOrder(ctx, { status: 'pending' });
    expect((await assign(unpaid, { crew: 1, day: deliveryDate })).status).toBe(409);
    expect((await assign(id, { crew: 2, day: days[6] })).status).toBe(200);
    expect((await assign(id, { crew: null })).status).toBe(200);
    expect((await ctx.sql`SELECT crew, crew_day FROM orders WHERE id = ${id}`)[0]).toEqual({ crew: null, crew_day: null });
  });

  it('never puts more homes on a crew\'s day than the season allows, even with two staff assigning at once', async () => {
    await clearDays();
    const { days } = await firstWeek(ctx);
    for (const [round, day] of days.slice(1, 4).entries()) {
      const ids = await Promise.all(Array.from({ length: 7 }, () => insertCrewOrder(ctx)));
      const answers = await Promise.all(ids.map((id, i) => assign(id, { crew: 1, day }, i % 2 ? staffA : staffB)));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, `round ${round}`).toEqual([200, 200, 200, 409, 409, 409, 409]);
      const refused = await answers.find((a) => a.status === 409)!.json();
      expect(refused.message).toMatch(/^Crew 1 is full on .* \(3 of 3 homes\)\.$/);
      const [taken] = await ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM orders WHERE crew = 1 AND crew_day = ${day}`;
      expect(taken!.n).toBe(3);
    }
  });

  it('lets an admin change crews and homes a day with the season settings, never below what is scheduled', async () => {
    const settings = await (await call(ctx, 'GET', '/api/season/settings', { cookie: adminCookie })).json();
    expect(settings).toMatchObject({ crews: 2, homesPerCrewDay: 3 });
    const lower = await call(ctx, 'PUT', '/api/season/settings', { cookie: adminCookie, body: { ...settings, booked: undefined, year: undefined, homesPerCrewDay: 2 } });
    expect(lower.status).toBe(409);
    expect((await lower.json()).message).toMatch(/3 homes on one day/);
    const more = await call(ctx, 'PUT', '/api/season/settings', { cookie: adminCookie, body: { ...settings, booked: undefined, year: undefined, crews: 3, homesPerCrewDay: 4 } });
    expect(more.status).toBe(200);
    expect((await schedule())).toMatchObject({ crews: 3, homesPerCrewDay: 4 });
    await call(ctx, 'PUT', '/api/season/settings', { cookie: adminCookie, body: { ...settings, booked: undefined, year: undefined } });
  });
});

describe('the run sheet', () => {
  it('lists the crew\'s stops in route order from Mira Mesa with everything the crew needs, and a pick list that adds them up', async () => {
    await clearDays();
    const { days } = await firstWeek(ctx);
    const day = days[2]!;
    // Entered zig-zagging up and down the coast: Oceanside, La Jolla, Chula Vista, Carlsbad (four homes on this day).
    await ctx.sql`UPDATE season SET homes_per_crew_day = 4`;
    const ids = [
      await insertCrewOrder(ctx, { zipCode: '92054', customerName: 'Oceanside Home', packageSlug: 'autumn-embrace', addOns: { 'hay-bales': 3, 'seasonal-removal': 1 } }),
      await insertCrewOrder(ctx, { zipCode: '92037', customerName: 'La Jolla Home', addOns: { 'corn-stalk-bundle': 2, 'large-statement-pumpkin': 1 } }),
      await insertCrewOrder(ctx, { zipCode: '91910', customerName: 'Chula Vista Home', packageSlug: 'autumn-glow' }),
      await insertCrewOrder(ctx, { zipCode: '92008', customerName: 'Carlsbad Home', packageSlug: 'harvest-bounty' }),
    ];
    for (const id of ids) expect((await assign(id, { crew: 2, day })).status).toBe(200);
    const res = await runSheet(day, 2);
    expect(res.status).toBe(200);
    const sheet = await res.json();
    expect(sheet).toMatchObject({ date: day, crew: 2, base: { zipCode: '92126' } });
    const first = sheet.stops.find((s: { customerName: string }) => s.customerName === 'Oceanside Home');
    expect(first).toMatchObject({
      customerPhone: '(858) 555-0101', address: '1 Harvest Lane', city: 'San Diego', zipCode: '92054', packageName: 'Autumn Embrace',
      serviceType: 'white-glove', photoPermission: true, specialInstructions: 'Gate code 1234', status: 'deposit_paid',
      addOns: [{ name: 'Seasonal Removal', quantity: 1 }, { name: 'Hay Bales', quantity: 3 }],
    });
    // Route: the planner's order over the same centroids, and no longer than the order of entry.
    const zips = await ctx.sql<{ zip_code: string; latitude: number; longitude: number }[]>`SELECT zip_code, latitude, longitude FROM zone_zip_codes`;
    const at = (zip: string) => zips.find((z) => z.zip_code === zip)!;
    const entry = ['92054', '92037', '91910', '92008'].map(at);
    const plan = planRoute(at('92126'), entry);
    expect(sheet.stops.map((s: { zipCode: string }) => s.zipCode)).toEqual(plan.order.map((i) => entry[i]!.zip_code));
    expect(sheet.route.miles).toBeLessThanOrEqual(sheet.route.entryMiles);
    expect(sheet.route.miles).toBeLessThan(sheet.route.entryMiles); // the zig-zag is a detour; the plan fixes it
    expect(sheet.route.source).toBe('straight-lines'); // no ROUTING_URL in this file (ADR 125)
    // Pick list = the sum of the stops, counted here from the package load lists and the quantity add-ons themselves.
    const expected = new Map<string, number>();
    for (const id of ids) {
      const [pkg] = await ctx.sql<{ load_list: { item: string; quantity: number }[] }[]>`
        SELECT p.load_list FROM orders o JOIN packages p ON p.id = o.package_id WHERE o.id = ${id}`;
      for (const l of pkg!.load_list) expected.set(l.item, (expected.get(l.item) ?? 0) + l.quantity);
      for (const a of await ctx.sql`SELECT name, quantity FROM order_add_ons WHERE order_id = ${id} AND category = 'quantity'`) {
        expected.set(a.name, (expected.get(a.name) ?? 0) + a.quantity);
      }
    }
    const picked = new Map(sheet.pickList.map((l: { item: string; quantity: number }) => [l.item, l.quantity]));
    expect(picked).toEqual(expected);
    expect(picked.get('Hay Bales')).toBe(1 + 3 + 2); // Autumn Embrace's own bale + 3 added + Golden Harvest's 2
    const perStop = new Map<string, number>();
    for (const s of sheet.stops) for (const l of s.load) perStop.set(l.item, (perStop.get(l.item) ?? 0) + l.quantity);
    expect(perStop).toEqual(picked);
    await ctx.sql`UPDATE season SET homes_per_crew_day = 3`;
  });

  it('shows a delivered stop as delivered, an empty day as empty, and refuses a bad date or crew with a message', async () => {
    const { days } = await firstWeek(ctx);
    const sheet = await (await runSheet(days[2]!, 2)).json();
    const stop = sheet.stops[0];
    expect((await inDeliveryWeek(ctx, stop.orderId, () => call(ctx, 'POST', `/api/admin/orders/${stop.orderId}/deliver`, { cookie: staffA, body: {} }))).status).toBe(200);
    const after = await (await runSheet(days[2]!, 2)).json();
    expect(after.stops.find((s: { orderId: string }) => s.orderId === stop.orderId).status).toBe('delivered');
    expect(await (await runSheet(days[5]!, 1)).json()).toMatchObject({ stops: [], pickList: [] });
    for (const [date, crew] of [['2026-13-01', 1], ['2026-02-30', 1], [days[2], 'x'], [days[2], 0], ['', 1]] as const) {
      const res = await runSheet(String(date), crew);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/^Choose a (crew|day)/);
    }
    expect((await call(ctx, 'GET', '/api/admin/run-sheet?date=2026-10-05', { cookie: staffA })).status).toBe(400);
  });
});
