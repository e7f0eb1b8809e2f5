import sharp from 'sharp';
import { fixedClock } from '@sdp/server/clock';
import { createLogger } from '@sdp/server/logger';
import { backgroundRendersDone } from '@sdp/server/images/render-renditions';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { call, SAME_ORIGIN, signedIn } from '../../../test/staff-fixtures.ts';
import { insertCrewOrder } from '../../../test/crew-fixtures.ts';
import { tokenOf } from '../../../test/my-order-fixtures.ts';
import { readJson } from '../../../test/stripe-order-fixtures.ts';
import { crewFeed } from './crew-feed.ts';

// Pick-up as crew work (docs/design.md §26) against real PostgreSQL: a pick-up day given at delivery, the customer's change of it
// until 2 days before (on fixed dates: late November is PST, UTC-8), the stop on the schedule, run sheet and calendar feed with its
// load-back list, closed with a "porch cleared" photo and the pounds donated, the thank-you's event once, and /insights (the messages
// themselves: workers/test/pickup-messages.test.ts).
const uploads = mkdtempSync(join(tmpdir(), 'sdp-pickups-'));
afterAll(async () => {
  await backgroundRendersDone();
  rmSync(uploads, { recursive: true, force: true });
});
const ctx = useTestContext({ UPLOADS_DIR: uploads });
let cookie = '';
let year = 0;
let firstWeekStart = '';
/** The season's pick-up days: 30 November, 3 December and 7 December of the season's year. */
const days = { nov30: '', dec3: '', dec7: '' };

beforeAll(async () => {
  cookie = (await signedIn(ctx, 'staff')).cookie;
  const [season] = await ctx.sql<{ year: number; first: string }[]>`SELECT year, delivery_dates[1] AS first FROM season ORDER BY year DESC LIMIT 1`;
  year = season!.year;
  firstWeekStart = season!.first;
  Object.assign(days, { nov30: `${year}-11-30`, dec3: `${year}-12-03`, dec7: `${year}-12-07` });
  await ctx.sql`UPDATE season SET homes_per_crew_day = 8`;
});

/** The API at a fixed instant. */
const at = (iso: string) => ctx.appWith({ now: fixedClock(iso) });
const json = (body: unknown) => ({ method: 'PATCH', headers: { ...SAME_ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const patchPickup = (iso: string, orderId: string, body: unknown) => at(iso).request(`${ctx.env.BASE_PATH}/api/my-order/${tokenOf(ctx, orderId)}`, json(body));
const myOrder = async (iso: string, orderId: string) => readJson(await at(iso).request(`${ctx.env.BASE_PATH}/api/my-order/${tokenOf(ctx, orderId)}`));

let homes = 0;
/** A booked order on crew 1 (white-glove, so its teardown includes the pick-up), or a drop-off with or without Seasonal Removal. */
async function booked(kind: 'white-glove' | 'drop-off' | 'drop-off+removal' = 'white-glove') {
  homes += 1;
  const id = await insertCrewOrder(ctx, { customerEmail: `pickup${homes}@example.com`, customerName: `Household ${homes}`, zipCode: '92037', addOns: kind === 'drop-off+removal' ? { 'seasonal-removal': 1 } : {} });
  if (kind !== 'white-glove') await ctx.sql`UPDATE orders SET service_type = 'drop-off' WHERE id = ${id}`;
  await ctx.sql`UPDATE orders SET crew = 1, crew_day = delivery_date WHERE id = ${id}`;
  return id;
}
/** The crew marks it delivered during its delivery week (the one path to "delivered"). */
async function deliver(id: string) {
  const res = await at(`${firstWeekStart}T18:00:00Z`).request(`${ctx.env.BASE_PATH}/api/admin/orders/${id}/deliver`, {
    method: 'POST', headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json' }, body: '{}',
  });
  expect(res.status).toBe(200);
}
const pickupOf = async (id: string) => (await (await call(ctx, 'GET', `/api/admin/orders/${id}`, { cookie })).json()).pickup;
const porchJpeg = () => sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 80, b: 70 } } }).jpeg().toBuffer();
async function photo(id: string, kind: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await porchJpeg())]), 'porch.jpg');
  form.append('kind', kind);
  form.append('clientId', crypto.randomUUID());
  return ctx.app.request(`${ctx.env.BASE_PATH}/api/admin/orders/${id}/photos`, { method: 'POST', headers: { ...SAME_ORIGIN, cookie }, body: form });
}
const done = (id: string, body: unknown, session = cookie) => call(ctx, 'POST', `/api/admin/orders/${id}/pickup/done`, { cookie: session, body });

describe('pick-up days', () => {
  it('default to December 1 of the season, and staff set the season\'s own days in the season settings', async () => {
    const settings = await (await call(ctx, 'GET', '/api/season/settings', { cookie: (await signedIn(ctx, 'admin')).cookie })).json();
    expect(settings.pickupDates).toEqual([`${year}-12-01`]);
    await ctx.sql`UPDATE season SET pickup_dates = ${[days.nov30, days.dec3, days.dec7]}::date[] WHERE year = ${year}`;
  });

  it('are given to each delivered order with removal or teardown, shared out evenly; none without removal or before delivery', async () => {
    const [a, b, c] = [await booked(), await booked('drop-off+removal'), await booked()];
    const none = await booked('drop-off');
    expect(await pickupOf(a)).toBeNull(); // booked, not delivered yet
    for (const id of [a, b, c, none]) await deliver(id);
    const given = [await pickupOf(a), await pickupOf(b), await pickupOf(c)];
    expect(given.map((p) => p.status)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    expect(new Set(given.map((p) => p.date))).toEqual(new Set([days.nov30, days.dec3, days.dec7]));
    expect(await pickupOf(none)).toBeNull();
    const page = await myOrder(`${year}-11-01T18:00:00Z`, a);
    expect(page.pickup).toEqual(given[0]);
    expect(page.pickupChoice.canChange).toBe(true);
    expect(page.pickupChoice.dates.map((d: { date: string }) => d.date)).toEqual([days.nov30, days.dec3, days.dec7]);
    expect((await myOrder(`${year}-11-01T18:00:00Z`, none)).pickup).toBeNull();
  });
});

describe('the customer changing the pick-up day (PATCH /api/my-order/:token { pickupDate })', () => {
  it('moves it until 2 days before, San Diego time, and not after', async () => {
    const id = await booked();
    await deliver(id);
    await ctx.sql`UPDATE order_pickups SET pickup_date = ${days.dec3} WHERE order_id = ${id}`;
    // 1 December, 23:59 PST: the last day to change a 3 December pick-up.
    const lastMinute = `${year}-12-02T07:59:00Z`;
    const moved = await patchPickup(lastMinute, id, { pickupDate: days.dec7 });
    expect(moved.status).toBe(200);
    expect((await readJson(moved)).pickup).toEqual({ date: days.dec7, status: 'scheduled' });
    expect((await patchPickup(lastMinute, id, { pickupDate: days.dec3 })).status).toBe(200); // and back, still in time
    // 2 December, 00:00 PST: too late.
    const late = await patchPickup(`${year}-12-02T08:00:00Z`, id, { pickupDate: days.dec7 });
    expect(late.status).toBe(422);
    expect((await readJson(late)).message).toMatch(/can no longer change/);
    expect((await pickupOf(id)).date).toBe(days.dec3);
  });

  it('refuses a day outside the season\'s pick-up days (400), a day closer than 2 days (422), and no pick-up at all (422)', async () => {
    const id = await booked();
    await deliver(id);
    await ctx.sql`UPDATE order_pickups SET pickup_date = ${days.dec7} WHERE order_id = ${id}`;
    const outside = await patchPickup(`${year}-11-20T18:00:00Z`, id, { pickupDate: `${year}-12-02` });
    expect(outside.status).toBe(400);
    const body = await readJson(outside);
    expect(body.message).toMatch(/one of this season's pick-up days/);
    expect(body.issues[0].path).toBe('pickupDate');
    expect((await patchPickup(`${year}-11-20T18:00:00Z`, id, { pickupDate: 'soon' })).status).toBe(400);
    // 29 November: 30 November is a day away.
    const close = await patchPickup(`${year}-11-29T18:00:00Z`, id, { pickupDate: days.nov30 });
    expect(close.status).toBe(422);
    expect((await readJson(close)).message).toMatch(/less than 2 days away/);
    const none = await booked('drop-off');
    await deliver(none);
    expect((await patchPickup(`${year}-11-20T18:00:00Z`, none, { pickupDate: days.dec7 })).status).toBe(422);
    expect((await pickupOf(id)).date).toBe(days.dec7);
  });
});

describe('the pick-up stop', () => {
  it('is on the schedule, the run sheet (with its load-back list) and the crew calendar feed of its day', async () => {
    const id = await booked();
    await deliver(id);
    await ctx.sql`UPDATE order_pickups SET pickup_date = ${days.dec3} WHERE order_id = ${id}`;
    const schedule = await (await call(ctx, 'GET', '/api/admin/schedule', { cookie })).json();
    const day = schedule.pickupDays.find((d: { date: string }) => d.date === days.dec3);
    expect(day.stops).toContainEqual(expect.objectContaining({ orderId: id, crew: 1, status: 'scheduled' }));
    const sheet = await (await call(ctx, 'GET', `/api/admin/run-sheet?date=${days.dec3}&crew=1`, { cookie })).json();
    const stop = sheet.stops.find((s: { orderId: string }) => s.orderId === id);
    expect(stop).toMatchObject({ kind: 'pickup', pickup: { status: 'scheduled', poundsDonated: null } });
    expect(stop.arrival).not.toBeNull(); // on the route like any stop
    expect(stop.load.length).toBeGreaterThan(0);
    expect(sheet.loadBack.length).toBeGreaterThan(0);
    expect(sheet.pickList).toEqual([]); // nothing goes out on a pick-up day with no deliveries
    const feed = await crewFeed({ ...ctx.deps, logger: createLogger('silent'), now: fixedClock(`${year}-11-01T18:00:00Z`) }, 1);
    expect(feed).toContain(`UID:${id}-pickup@crew-feed.sdpumpkin.com`);
    expect(feed).toContain('Load back:');
  });

  it('closes only with a "porch cleared" photo, takes the pounds donated once, and staff see who is not yet picked up', async () => {
    const id = await booked();
    const other = await booked();
    await deliver(id);
    await deliver(other);
    expect((await done(id, { poundsDonated: 40 }, '')).status).toBe(401);
    expect((await done(id, { poundsDonated: -3 })).status).toBe(400);
    expect((await done(id, { poundsDonated: 'lots' })).status).toBe(400);
    const noPhoto = await done(id, { poundsDonated: 40 });
    expect(noPhoto.status).toBe(409);
    expect((await noPhoto.json()).message).toMatch(/porch cleared/);
    expect((await photo(id, 'porch_dirty')).status).toBe(400);
    expect((await photo(id, 'porch_cleared')).status).toBe(201);
    const closed = await done(id, { poundsDonated: 42.5 });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toEqual({ already: false, pickup: { date: expect.any(String), status: 'picked_up', poundsDonated: 42.5 } });
    const again = await (await done(id, { poundsDonated: 99 })).json();
    expect(again).toMatchObject({ already: true, pickup: { poundsDonated: 42.5 } });
    const events = await ctx.sql`SELECT 1 FROM outbox_events WHERE type = 'order.picked_up' AND payload->>'orderId' = ${id}`;
    expect(events).toHaveLength(1); // the thank-you's one event
    const sheet = await (await call(ctx, 'GET', `/api/admin/run-sheet?date=${(await pickupOf(id)).date}&crew=1`, { cookie })).json();
    const stop = sheet.stops.find((s: { orderId: string }) => s.orderId === id);
    expect(stop.photos.map((p: { kind: string }) => p.kind)).toEqual(['porch_cleared']);
    expect(stop.pickup).toMatchObject({ status: 'picked_up', poundsDonated: 42.5 });
    const list = await (await call(ctx, 'GET', '/api/admin/pickups', { cookie })).json();
    expect(list.pickups.find((p: { orderId: string }) => p.orderId === other)).toMatchObject({ status: 'scheduled' });
    expect(list.pickups.find((p: { orderId: string }) => p.orderId === id)).toMatchObject({ status: 'picked_up', poundsDonated: 42.5 });
    expect(list.pickups.findIndex((p: { orderId: string }) => p.orderId === other)).toBeLessThan(list.pickups.findIndex((p: { orderId: string }) => p.orderId === id));
    expect(list.poundsDonated).toBe(42.5);
    expect(list.notYetPickedUp).toBe(list.pickups.length - 1);
    expect((await call(ctx, 'GET', '/api/admin/pickups')).status).toBe(401);
    expect((await myOrder(`${year}-11-01T18:00:00Z`, id)).pickup).toEqual({ date: expect.any(String), status: 'picked_up', poundsDonated: 42.5 });
    // /insights: the pounds donated this season.
    const insights = await (await call(ctx, 'GET', `/api/admin/insights?year=${year}`, { cookie: (await signedIn(ctx, 'admin')).cookie })).json();
    expect(insights.pickups.thisYear).toEqual({ poundsDonated: 42.5, pickedUp: 1 });
  });
});
