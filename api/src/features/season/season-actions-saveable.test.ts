import { seasonSettingsSchema } from '@sdp/shared/schemas/season-settings';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

// Issue 36 item 1 (ADR 172): "Open booking now" left the season with booking opened today and renewal holds running on, which
// every later save refused ("Renewal offers and their holds must end before booking opens"), so the Season tab froze. After each
// season action the season, read back as the form reads it, passes the form's own validation and saves; and every refusal of a
// save names the field it is about.
const ctx = useTestContext();
let admin = '';
let year = 0;
let clock = new Date(0);

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
  year = (await ctx.sql<{ year: number }[]>`SELECT year FROM season ORDER BY year DESC LIMIT 1`)[0]!.year;
  ctx.deps.now = () => clock;
});

const at = (local: string) => void (clock = new Date(`${local}-07:00`));
const settings = async () => readJson(await call(ctx, 'GET', '/api/season/settings', { cookie: admin }));
/** The settings view as the form sends it back: the view's own read-only fields left out. */
const asBody = (view: Record<string, unknown>) => {
  const { year: _year, booked: _booked, state: _state, bookingOpenedAt: _opened, ...body } = view;
  return body;
};
const put = (body: unknown) => call(ctx, 'PUT', '/api/season/settings', { cookie: admin, body });

/** The season as it stands passes the form's schema and saves unchanged, and a raised capacity saves too. */
async function expectSaveable() {
  const body = asBody(await settings());
  expect(v.safeParse(seasonSettingsSchema, body).issues ?? []).toEqual([]);
  const again = await put(body);
  expect(again.status, JSON.stringify(await readJson(again.clone()))).toBe(200);
  const first = (body.deliveryDates as string[])[0]!;
  const capacity = body.capacity as Record<string, { 'white-glove': number; 'drop-off': number }>;
  const raised = await put({ ...body, capacity: { ...capacity, [first]: { ...capacity[first]!, 'drop-off': capacity[first]!['drop-off'] + 2 } } });
  expect(raised.status).toBe(200);
}

describe('after each season action the Season tab still saves', () => {
  it('after "Open booking now" while renewal holds still run', async () => {
    at(`${year}-06-20T10:00:00`);
    const planned = await put({
      ...asBody(await settings()),
      bookingOpensAt: `${year}-08-01T00:00:00-07:00`, renewalOffersAt: `${year}-07-01T09:00:00-07:00`, renewalHoldDays: 21,
    });
    expect(planned.status).toBe(200);
    // The offers went out on July 1 and hold each week until July 22; staff open booking on July 10.
    at(`${year}-07-10T10:00:00`);
    const opened = await call(ctx, 'POST', '/api/season/open-booking', { cookie: admin, body: { year } });
    expect(opened.status).toBe(200);
    expect(await settings()).toMatchObject({ state: 'open', bookingOpensAt: new Date(clock).toISOString() });
    await expectSaveable();
  });

  it('after the roll-over to the next season', async () => {
    at(`${year}-11-28T10:00:00`);
    const proposal = await readJson(await call(ctx, 'GET', '/api/season/rollover', { cookie: admin }));
    const rolled = await call(ctx, 'POST', '/api/season/rollover', { cookie: admin, body: proposal });
    expect(rolled.status).toBe(201);
    expect(await settings()).toMatchObject({ year: year + 1, state: 'upcoming' });
    await expectSaveable();
  });

  it('a roll-over that would open booking before its renewal offers is refused at the renewal field, and adds nothing', async () => {
    const proposal = await readJson(await call(ctx, 'GET', '/api/season/rollover', { cookie: admin }));
    const early = await call(ctx, 'POST', '/api/season/rollover', { cookie: admin, body: { ...proposal, bookingOpensAt: `${proposal.year}-06-01T00:00:00-07:00` } });
    expect(early.status).toBe(400);
    expect((await readJson(early)).issues).toEqual([{ path: 'renewalOffersAt', message: 'Renewal offers and their holds must end before booking opens' }]);
    expect((await ctx.sql`SELECT 1 FROM season WHERE year = ${proposal.year}`).length).toBe(0);
  });
});

describe('every refusal of a season save names its field', () => {
  it.each([
    ['a renewal window that runs past an opening still ahead', (b: Record<string, unknown>) => ({ ...b, renewalOffersAt: b.bookingOpensAt }), 'renewalOffersAt'],
    ['a delivery date twice', (b: Record<string, unknown>) => ({ ...b, deliveryDates: [...(b.deliveryDates as string[]), (b.deliveryDates as string[])[0]] }), 'deliveryDates'],
    ['a peak season of another year', (b: Record<string, unknown>) => ({ ...b, peakSeasonAt: '2020-10-15T23:59:59-07:00' }), 'peakSeasonAt'],
    ['a delivery date without capacity', (b: Record<string, unknown>) => ({ ...b, deliveryDates: [...(b.deliveryDates as string[]), `${year + 1}-11-01`] }), 'capacity'],
  ])('%s', async (_, change, path) => {
    const res = await put(change(asBody(await settings())));
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual([path]);
    expect(body.message).toBe(body.issues[0].message);
  });
});

describe('delivery weeks of another year (issue 36 item 19)', () => {
  it('are refused at the weeks field, naming the season\'s year and the stray week, and nothing changes', async () => {
    const before = await settings();
    const body = asBody(before) as { deliveryDates: string[]; capacity: Record<string, unknown> };
    const stray = `${before.year + 1}-10-04`;
    const res = await put({ ...body, deliveryDates: [...body.deliveryDates, stray], capacity: { ...body.capacity, [stray]: { 'white-glove': 1, 'drop-off': 1 } } });
    expect(res.status).toBe(400);
    const message = `Delivery weeks must fall in fall ${before.year}; Oct 4, ${before.year + 1} does not`;
    expect(await readJson(res)).toMatchObject({ message, issues: [{ path: 'deliveryDates', message }] });
    expect(await settings()).toEqual(before);
  });
});
