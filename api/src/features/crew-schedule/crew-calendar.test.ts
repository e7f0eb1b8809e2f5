import ICAL from 'ical.js';
import { startOsrmStandIn, type OsrmStandIn } from '@sdp/dev/osrm-stand-in/server';
import type { Logger } from '@sdp/server/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { firstWeek, insertCrewOrder } from '../../../test/crew-fixtures.ts';
import { sanDiegoInstant } from '@sdp/shared/pacific-time';

// Each crew's calendar feed (docs/design.md §20, ADR 127) against real PostgreSQL, the OSRM stand-in, and ical.js reading it.
const ctx = useTestContext();
let router: OsrmStandIn;
let staffCookie = '';
beforeAll(async () => {
  router = await startOsrmStandIn();
  ctx.configure({ ROUTING_URL: router.url });
  staffCookie = (await signedIn(ctx, 'staff')).cookie;
});
afterAll(() => router?.close());

type Feed = { crew: number; url: string; issuedAt: string };
const feeds = async (): Promise<Feed[]> => {
  const res = await call(ctx, 'GET', '/api/admin/crew-feeds', { cookie: staffCookie });
  expect(res.status).toBe(200);
  return (await res.json()).feeds;
};
/** The feed's path under the API, as a phone would fetch it from its full address. */
const apiPath = (url: string) => new URL(url).pathname.slice(ctx.env.BASE_PATH.length);
const fetchFeed = (url: string, app = ctx.app) => app.request(`${ctx.env.BASE_PATH}${apiPath(url)}`);

interface Stop { orderId: string; customerName: string; customerPhone: string; address: string; zipCode: string; packageName: string; arrival: { from: string; to: string } }

describe('a crew calendar feed', () => {
  it('shows staff each crew\'s address, and only to staff', async () => {
    expect((await call(ctx, 'GET', '/api/admin/crew-feeds')).status).toBe(401);
    expect((await call(ctx, 'POST', '/api/admin/crew-feeds/1/reissue')).status).toBe(401);
    const list = await feeds();
    expect(list.map((f) => f.crew)).toEqual([1, 2]);
    for (const f of list) expect(f.url).toMatch(new RegExp(`^${ctx.env.PUBLIC_URL}${ctx.env.BASE_PATH}/api/crew-feed/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(new Set(list.map((f) => f.url)).size).toBe(2);
    expect(await feeds()).toEqual(list); // looked at again: the same addresses
  });

  it('is an iCalendar phones can read, with every stop of the crew\'s season in its arrival window: address, package and phone', async () => {
    const { days } = await firstWeek(ctx);
    const [second] = (await ctx.sql<{ d: string }[]>`SELECT delivery_dates[2]::text AS d FROM season`).map((r) => r.d);
    const plan = [
      { day: days[1]!, crew: 1, zipCode: '92037', customerName: 'Feed La Jolla', packageSlug: 'autumn-embrace' },
      { day: days[1]!, crew: 1, zipCode: '92054', customerName: 'Feed Oceanside', packageSlug: 'golden-harvest' },
      { day: second!, crew: 1, zipCode: '91910', customerName: 'Feed Chula Vista', packageSlug: 'harvest-bounty', deliveryDate: second },
      { day: days[1]!, crew: 2, zipCode: '92008', customerName: 'Feed Other Crew', packageSlug: 'golden-harvest' },
    ];
    for (const p of plan) {
      const id = await insertCrewOrder(ctx, { zipCode: p.zipCode, customerName: p.customerName, packageSlug: p.packageSlug, deliveryDate: p.deliveryDate });
      expect((await call(ctx, 'PUT', `/api/admin/orders/${id}/crew`, { cookie: staffCookie, body: { crew: p.crew, day: p.day } })).status).toBe(200);
    }
    await insertCrewOrder(ctx, { customerName: 'Feed Not Scheduled' });
    const [crew1] = await feeds();
    const res = await fetchFeed(crew1!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar; charset=utf-8/);
    const text = await res.text();

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('SD Pumpkin · Crew 1');
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.summary).sort()).toEqual([
      'Stop 1: Feed Chula Vista · Harvest Bounty',
      expect.stringMatching(/^Stop [12]: Feed La Jolla · Autumn Embrace$/),
      expect.stringMatching(/^Stop [12]: Feed Oceanside · Golden Harvest$/),
    ]);
    // Each event is its stop as the run sheet has it: the same window, address, package and phone.
    for (const day of [days[1]!, second!]) {
      const sheet = await (await call(ctx, 'GET', `/api/admin/run-sheet?date=${day}&crew=1`, { cookie: staffCookie })).json();
      for (const stop of sheet.stops as Stop[]) {
        const event = events.find((e) => e.uid === `${stop.orderId}@crew-feed.sdpumpkin.com`);
        expect(event, stop.customerName).toBeDefined();
        expect(event!.startDate.toJSDate().getTime()).toBe(sanDiegoInstant(day, stop.arrival.from).getTime());
        expect(event!.endDate.toJSDate().getTime()).toBe(sanDiegoInstant(day, stop.arrival.to).getTime());
        expect(event!.location).toBe(`${stop.address}, San Diego, CA ${stop.zipCode}`);
        expect(event!.description).toContain(`Phone: ${stop.customerPhone}`);
        expect(event!.description).toContain(`Package: ${stop.packageName} (White-Glove)`);
        expect(event!.description).toMatch(/^Arrival window: \d{1,2}:\d\d [AP]M to \d{1,2}:\d\d [AP]M$/m);
      }
    }
    // San Diego wall time: a window opening at 08:15 on an October day is 15:15 UTC (PDT).
    expect(new Date(sanDiegoInstant('2026-10-03', '08:15')).toISOString()).toBe('2026-10-03T15:15:00.000Z');
    expect(new Date(sanDiegoInstant('2026-11-02', '08:15')).toISOString()).toBe('2026-11-02T16:15:00.000Z');
    // Crew 2's feed has only its own stop.
    const other = new ICAL.Component(ICAL.parse(await (await fetchFeed((await feeds())[1]!.url)).text()));
    expect(other.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c).summary)).toEqual(['Stop 1: Feed Other Crew · Golden Harvest']);
  });

  it('answers 404 to a wrong secret, and after a new secret is issued the old address stops working', async () => {
    const [crew1, crew2] = await feeds();
    const wrong = crew1!.url.replace(/\/[^/]+\.ics$/, `/${'A'.repeat(43)}.ics`);
    for (const url of [wrong, crew1!.url.replace(/\.ics$/, ''), crew1!.url.replace(/\.ics$/, '.ICS'), crew1!.url.replace(/[^/]{5}\.ics$/, '.ics')]) {
      const res = await fetchFeed(url);
      expect(res.status, url).toBe(404);
      expect(((await res.json()) as { message: string }).message).toMatch(/no calendar at this address/);
    }
    const reissued = await call(ctx, 'POST', '/api/admin/crew-feeds/1/reissue', { cookie: staffCookie });
    expect(reissued.status).toBe(200);
    const after = ((await reissued.json()) as { feeds: Feed[] }).feeds;
    expect(after[0]!.url).not.toBe(crew1!.url);
    expect(after[1]).toEqual(crew2); // the other crew's address is untouched
    expect((await fetchFeed(crew1!.url)).status).toBe(404);
    expect((await fetchFeed(after[0]!.url)).status).toBe(200);
    expect((await fetchFeed(crew2!.url)).status).toBe(200);
    const noSuchCrew = await call(ctx, 'POST', '/api/admin/crew-feeds/3/reissue', { cookie: staffCookie });
    expect([noSuchCrew.status, (await noSuchCrew.json()).message]).toEqual([422, 'There are 2 crews this season.']);
    const badCrew = await call(ctx, 'POST', '/api/admin/crew-feeds/x/reissue', { cookie: staffCookie });
    expect([badCrew.status, (await badCrew.json()).message]).toEqual([400, 'Choose a crew by its number (1, 2, ...)']);
  });

  it('never writes its secret to the logs, even when the router fails while it is built', async () => {
    const lines: string[] = [];
    const capture = (): Logger => {
      const write = (level: string) => (msg: string, fields: Record<string, unknown> = {}) => void lines.push(JSON.stringify({ level, msg, ...fields }));
      return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error'), child: () => capture() };
    };
    const app = ctx.appWith({ logger: capture() });
    const [crew1] = await feeds();
    router.setMode('down');
    try {
      expect((await fetchFeed(crew1!.url, app)).status).toBe(200);
    } finally {
      router.setMode('ok');
    }
    expect(lines.some((l) => l.includes('road router failed'))).toBe(true); // it did log: the failure, without the address
    const secret = /\/([^/]+)\.ics$/.exec(crew1!.url)![1]!;
    expect(lines.filter((l) => l.includes(secret))).toEqual([]);
  });

  it('is rate limited per client like the other secret links', async () => {
    const app = ctx.appWith({ env: { ...ctx.env, PUBLIC_POST_RATE_LIMIT: 2 } });
    const [crew1] = await feeds();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await fetchFeed(crew1!.url, app)).status);
    // NOTE: five against a limit of two: even if a minute's window turns between them, one window holds three, so a 429 comes.
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses).toContain(429);
  });
});
