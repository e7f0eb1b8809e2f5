import { startOsrmStandIn, type OsrmStandIn } from '@sdp/dev/osrm-stand-in/server';
import { planRoute, type Point } from '@sdp/shared/crew/route-order';
import { planCrewDay } from '@sdp/server/crew/plan-crew-day';
import { osrmRouter } from '@sdp/server/crew/road-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { firstWeek, insertCrewOrder } from '../../../test/crew-fixtures.ts';

// Road times for the run sheet (docs/design.md §20, ADR 125, ADR 126) against real PostgreSQL and the OSRM stand-in over HTTP.
const ctx = useTestContext();
let router: OsrmStandIn;
let staffCookie = '';
let adminCookie = '';
beforeAll(async () => {
  router = await startOsrmStandIn();
  ctx.configure({ ROUTING_URL: router.url });
  staffCookie = (await signedIn(ctx, 'staff')).cookie;
  adminCookie = (await signedIn(ctx, 'admin')).cookie;
});
afterAll(() => router?.close());

const runSheet = async (date: string, crew: number) => {
  const res = await call(ctx, 'GET', `/api/admin/run-sheet?date=${date}&crew=${crew}`, { cookie: staffCookie });
  expect(res.status).toBe(200);
  return res.json();
};
const centroids = async () => {
  const rows = await ctx.sql<{ zip_code: string; latitude: number; longitude: number }[]>`
    SELECT zip_code, latitude, longitude FROM zone_zip_codes WHERE latitude IS NOT NULL ORDER BY zip_code`;
  return new Map(rows.map((r) => [r.zip_code, { latitude: r.latitude, longitude: r.longitude }]));
};
/** Seconds of base -> places -> base as the stand-in drives it, asked over HTTP like the API asks. */
const drivenSeconds = async (base: Point, places: Point[]) =>
  (await osrmRouter(router.url, 5000).legs([base, ...places, base])).reduce((s, l) => s + l.seconds, 0);

// Oceanside, La Jolla, Poway, Bonita, entered zig-zagging: on the stand-in's street grid the straight-line order is not the quickest.
const ZIPS = ['92054', '92037', '92064', '91902'];
let day = '';

describe('the run sheet by road', () => {
  it('orders the stops by drive time from the router, never longer than the straight-line order, with minutes per leg', async () => {
    const week = await firstWeek(ctx);
    day = week.days[3]!;
    await ctx.sql`UPDATE season SET homes_per_crew_day = 4`;
    for (const [i, zip] of ZIPS.entries()) {
      const id = await insertCrewOrder(ctx, { zipCode: zip, customerName: `Road Home ${i + 1}` });
      expect((await call(ctx, 'PUT', `/api/admin/orders/${id}/crew`, { cookie: staffCookie, body: { crew: 1, day } })).status).toBe(200);
    }
    router.requests.length = 0;
    const sheet = await runSheet(day, 1);
    expect(sheet.route.source).toBe('roads');
    expect(router.requests.some((p) => p.startsWith('/table/v1/driving/') && p.includes('annotations=duration'))).toBe(true);
    expect(router.requests.some((p) => p.startsWith('/route/v1/driving/'))).toBe(true);

    const at = await centroids();
    const base = at.get('92126')!;
    const sheetOrder = sheet.stops.map((s: { zipCode: string }) => at.get(s.zipCode)!);
    const straight = planRoute(base, ZIPS.map((z) => at.get(z)!)).order.map((i) => at.get(ZIPS[i]!)!);
    const [byRoad, byStraightLines] = [await drivenSeconds(base, sheetOrder), await drivenSeconds(base, straight)];
    expect(byRoad).toBeLessThanOrEqual(byStraightLines);
    expect(byRoad).toBeLessThan(byStraightLines - 60); // on this day the road order saves minutes, so the two really differ
    expect(sheet.route.driveMinutes).toBeCloseTo(byRoad / 60, 0);

    // Each leg is the router's: the drive to each stop in order, and back to the base.
    const legs = await osrmRouter(router.url, 5000).legs([base, ...sheetOrder, base]);
    expect(sheet.stops.map((s: { drive: { minutes: number } }) => s.drive.minutes)).toEqual(legs.slice(0, -1).map((l) => Math.round(l.seconds / 6) / 10));
    expect(sheet.route.returnMinutes).toBe(Math.round(legs.at(-1)!.seconds / 6) / 10);
    expect(sheet.stops.every((s: { drive: { miles: number } }) => s.drive.miles > 0)).toBe(true);
  });

  it('is never longer by drive time than the straight-line order, on any day of stops (the planner against the stand-in)', async () => {
    const at = [...(await centroids()).values()];
    const base = (await centroids()).get('92126')!;
    const road = osrmRouter(router.url, 5000);
    let seed = 29;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31; // fixed seed: the same days every run
    for (let round = 0; round < 30; round++) {
      const stops = Array.from({ length: 2 + Math.floor(next() * 9) }, () => at[Math.floor(next() * at.length)]!);
      const plan = await planCrewDay(road, base, stops);
      expect(plan.source).toBe('roads');
      const straight = planRoute(base, stops).order.map((i) => stops[i]!);
      const planned = plan.order.map((i) => stops[i]!);
      expect(await drivenSeconds(base, planned), `round ${round}, ${stops.length} stops`).toBeLessThanOrEqual(await drivenSeconds(base, straight) + 1e-6);
    }
  });

  it('gives each stop an arrival window from the start time, the drives and the minutes each stop takes, as admins set them', async () => {
    const sheet = await runSheet(day, 1);
    const expected = (start: number, perStop: number) => {
      let clock = start;
      return sheet.stops.map((s: { drive: { minutes: number } }) => {
        clock += s.drive.minutes;
        const opens = Math.floor(clock / 15) * 15;
        clock += perStop;
        const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        return { from: hm(opens), to: hm(opens + 60) };
      });
    };
    // The defaults (ADR 126): leave at 08:00, 45 minutes at a White-Glove stop (every fixture order is White-Glove).
    expect(sheet.route.startTime).toBe('08:00');
    expect(sheet.stops.map((s: { arrival: unknown }) => s.arrival)).toEqual(expected(8 * 60, 45));

    const times = { startTime: '07:30', dropOffMinutes: 15, whiteGloveMinutes: 60 };
    expect((await call(ctx, 'PUT', '/api/admin/crew-day-times', { cookie: staffCookie, body: times })).status).toBe(403);
    expect((await call(ctx, 'PUT', '/api/admin/crew-day-times', { body: times })).status).toBe(401);
    for (const [body, message] of [
      [{ ...times, startTime: '7:30' }, /^Choose the time the crews leave/],
      [{ ...times, startTime: '24:00' }, /^Choose the time the crews leave/],
      [{ ...times, whiteGloveMinutes: 0 }, /^Choose the minutes a White-Glove stop takes/],
      [{ ...times, dropOffMinutes: 'ten' }, /^Choose the minutes a Drop-Off stop takes/],
    ] as const) {
      const res = await call(ctx, 'PUT', '/api/admin/crew-day-times', { cookie: adminCookie, body });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    const saved = await call(ctx, 'PUT', '/api/admin/crew-day-times', { cookie: adminCookie, body: times });
    expect([saved.status, await saved.json()]).toEqual([200, times]);
    expect(await (await call(ctx, 'GET', '/api/admin/crew-day-times', { cookie: staffCookie })).json()).toEqual(times);
    const later = await runSheet(day, 1);
    expect(later.route.startTime).toBe('07:30');
    expect(later.stops.map((s: { arrival: unknown }) => s.arrival)).toEqual(expected(7 * 60 + 30, 60));
    await call(ctx, 'PUT', '/api/admin/crew-day-times', { cookie: adminCookie, body: { startTime: '08:00', dropOffMinutes: 20, whiteGloveMinutes: 45 } });
  });

  it('falls back to straight lines when the router is down, hangs, finds no route or is not there, and never answers 500', async () => {
    const at = await centroids();
    const straight = planRoute(at.get('92126')!, ZIPS.map((z) => at.get(z)!)).order.map((i) => ZIPS[i]);
    // NOTE: a short wait only here, for the hanging router; the other tests keep the default so a busy machine never falls back.
    ctx.configure({ ROUTING_TIMEOUT_MS: '300' });
    for (const mode of ['down', 'hang', 'no-route'] as const) {
      router.setMode(mode);
      const sheet = await runSheet(day, 1);
      expect(sheet.route.source, mode).toBe('straight-lines');
      expect(sheet.stops.map((s: { zipCode: string }) => s.zipCode), mode).toEqual(straight);
      // Straight lines still give every stop a drive estimate and a window, so the crew's day reads the same.
      expect(sheet.stops.every((s: { drive: { minutes: number } | null; arrival: unknown }) => s.drive!.minutes > 0 && s.arrival), mode).toBe(true);
    }
    router.setMode('ok');
    ctx.configure({ ROUTING_TIMEOUT_MS: '2500' });
    expect((await runSheet(day, 1)).route.source).toBe('roads');
    ctx.configure({ ROUTING_URL: 'http://127.0.0.1:9' }); // nothing listens on the discard port
    expect((await runSheet(day, 1)).route.source).toBe('straight-lines');
    ctx.configure({ ROUTING_URL: '' });
    expect((await runSheet(day, 1)).route.source).toBe('straight-lines');
    ctx.configure({ ROUTING_URL: router.url });
  });
});
