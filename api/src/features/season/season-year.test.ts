import { BOOKING_MESSAGES, fill } from '@sdp/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { orderPayload, readJson } from '../../../test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { seasonPattern } from '../../db/seed/season-dates.ts';

// docs/design.md §13 with the clock moved through a year: the 2026 season already sold, rolled over to 2027 in November by
// staff, 2027 opening on the pattern's August 1. Every answer is read at a fixed San Diego time.
const ctx = useTestContext();
useStripeEmulator(ctx);
let admin = '';

const setClock = (iso: string) => {
  ctx.deps.now = () => new Date(iso);
};
const season = async () => readJson(await ctx.app.request('/api/season'));
const order = async (deliveryDate: string) => ctx.post('/api/orders', await orderPayload(ctx, { deliveryDate, serviceType: 'drop-off' }));
const y2026 = seasonPattern(2026);

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
  // The 2026 season, sold from before the clock starts (booking open, the pattern's sale window).
  await ctx.sql`DELETE FROM delivery_slots`;
  await ctx.sql`DELETE FROM season`;
  await ctx.sql`
    INSERT INTO season (year, delivery_dates, booking_opens_at, sale_starts_at, sale_ends_at, promo_banner_ends_at, booking_deadline, peak_season_at)
    VALUES (2026, ${y2026.deliveryDates}::date[], NULL, ${y2026.saleStartsAt}, ${y2026.saleEndsAt}, ${y2026.promoBannerEndsAt},
            ${y2026.bookingDeadline}, ${y2026.peakSeasonAt})`;
  await ctx.sql`INSERT INTO delivery_slots (delivery_date, service_level, capacity)
    SELECT d, l, 5 FROM unnest(${y2026.deliveryDates}::date[]) d, unnest(ARRAY['white-glove', 'drop-off']) l`;
});

describe('a year of seasons, with a fixed clock', () => {
  let lastYearsOrder: Record<string, unknown>;

  it('2026-09-15: open with the sale running, offering only dates still ahead', async () => {
    setClock('2026-10-06T10:00:00-07:00');
    const october = await season();
    expect(october).toMatchObject({ year: 2026, state: 'open', bookingOpensAt: null, saleRunning: false, countdownRunning: false });
    expect(october.deliveryDates.map((d: { date: string }) => d.date)).toEqual(y2026.deliveryDates.filter((d) => d >= '2026-10-06'));

    setClock('2026-09-15T10:00:00-07:00');
    const september = await season();
    expect(september).toMatchObject({ year: 2026, state: 'open', bookingOpensAt: null, saleRunning: true, countdownRunning: true });
    expect(september.deliveryDates.map((d: { date: string }) => d.date)).toEqual(y2026.deliveryDates);
    const res = await order(y2026.deliveryDates[2]!);
    expect(res.status).toBe(201);
    const { orderId } = await readJson(res);
    [lastYearsOrder] = await ctx.sql`SELECT id, delivery_date, total_cents, deposit_cents, status, package_name FROM orders WHERE id = ${orderId}`;
  });

  it('2026-10-20: closed after the deadline, no dates, no sale, and an order is refused with the season message', async () => {
    setClock('2026-10-20T10:00:00-07:00');
    expect(await season()).toMatchObject({ year: 2026, state: 'closed', bookingOpensAt: null, saleRunning: false, deliveryDates: [] });
    const res = await order(y2026.deliveryDates[3]!);
    expect(res.status).toBe(422);
    expect((await readJson(res)).message).toBe(fill(BOOKING_MESSAGES.closed, { year: 2026, deadline: 'October 15' }));
  });

  it('2026-11-23: staff roll over to 2027 by the pattern; the site turns upcoming and says when booking opens', async () => {
    setClock('2026-11-23T10:00:00-08:00');
    expect(await season()).toMatchObject({ year: 2026, state: 'closed', deliveryDates: [] });
    const proposal = await readJson(await call(ctx, 'GET', '/api/season/rollover', { cookie: admin }));
    expect(proposal).toEqual({
      year: 2027,
      deliveryDates: ['2027-10-04', '2027-10-11', '2027-10-18', '2027-10-25'],
      capacity: Object.fromEntries(['2027-10-04', '2027-10-11', '2027-10-18', '2027-10-25'].map((d) => [d, { 'white-glove': 5, 'drop-off': 5 }])),
      bookingOpensAt: '2027-08-01T00:00:00-07:00',
      saleStartsAt: '2027-08-01T00:00:00-07:00',
      saleEndsAt: '2027-10-01T00:00:00-07:00',
      promoBannerEndsAt: '2027-09-30T23:59:59-07:00',
      bookingDeadline: '2027-10-15',
      peakSeasonAt: '2027-10-15T23:59:59-07:00',
      freeChangeDays: 7,
      refundableDepositPercent: 50,
      // The neighbour saving carried from the newest season (ADR 140): off there, so off here.
      neighbourDiscount: 0,
    });
    // Staff edit before saving: one more white-glove spot in the first week.
    proposal.capacity['2027-10-04']['white-glove'] = 6;
    expect((await call(ctx, 'POST', '/api/season/rollover', { cookie: admin, body: proposal })).status).toBe(201);

    expect(await season()).toMatchObject({
      year: 2027, state: 'upcoming', bookingOpensAt: '2027-08-01T07:00:00.000Z', saleRunning: false, countdownRunning: false, deliveryDates: [],
    });
    // The San Diego day booking opens, which the pages name without building a time-zone format (ADR 153).
    expect((await season()).bookingOpensOn).toBe('2027-08-01');
    const refused = await order('2027-10-04');
    expect(refused.status).toBe(422);
    expect((await readJson(refused)).message).toMatch(/^Booking for fall 2027 opens August 1\./);
    const [slot] = await ctx.sql`SELECT capacity, booked FROM delivery_slots WHERE delivery_date = '2027-10-04' AND service_level = 'white-glove'`;
    expect(slot).toEqual({ capacity: 6, booked: 0 });
  });

  it('leaves the past season and its orders exactly as they were', async () => {
    const [now] = await ctx.sql`SELECT id, delivery_date, total_cents, deposit_cents, status, package_name FROM orders WHERE id = ${lastYearsOrder.id as string}`;
    expect(now).toEqual(lastYearsOrder);
    const [past] = await ctx.sql`SELECT year, delivery_dates, booking_deadline FROM season WHERE year = 2026`;
    expect(past).toEqual({ year: 2026, delivery_dates: y2026.deliveryDates, booking_deadline: '2026-10-15' });
    const [slot] = await ctx.sql`SELECT booked FROM delivery_slots WHERE delivery_date = ${y2026.deliveryDates[2]!} AND service_level = 'drop-off'`;
    expect(slot!.booked).toBe(1);
  });

  it('refuses a second rollover of the same year, and a date outside the year', async () => {
    const proposal = await readJson(await call(ctx, 'GET', '/api/season/rollover', { cookie: admin }));
    expect(proposal.year).toBe(2028);
    const again = await call(ctx, 'POST', '/api/season/rollover', { cookie: admin, body: { ...proposal, year: 2027 } });
    expect(again.status).toBe(400);
    const wrongYear = await call(ctx, 'POST', '/api/season/rollover', { cookie: admin, body: { ...seasonFor(2027), year: 2027 } });
    expect(wrongYear.status).toBe(409);
    expect((await readJson(wrongYear)).message).toBe('The 2027 season is already set up; the next season to open is 2028.');
  });

  it('moves through 2027: upcoming in March, open with the sale in August and September, closed after the deadline', async () => {
    const at = async (iso: string) => {
      setClock(iso);
      const s = await season();
      return { state: s.state, year: s.year, saleRunning: s.saleRunning, dates: s.deliveryDates.map((d: { date: string }) => d.date) };
    };
    expect(await at('2027-03-01T10:00:00-08:00')).toEqual({ state: 'upcoming', year: 2027, saleRunning: false, dates: [] });
    const all = ['2027-10-04', '2027-10-11', '2027-10-18', '2027-10-25'];
    expect(await at('2027-08-02T10:00:00-07:00')).toEqual({ state: 'open', year: 2027, saleRunning: true, dates: all });
    expect(await at('2027-09-15T10:00:00-07:00')).toEqual({ state: 'open', year: 2027, saleRunning: true, dates: all });
    expect((await order('2027-10-04')).status).toBe(201);
    expect(await at('2027-10-20T10:00:00-07:00')).toEqual({ state: 'closed', year: 2027, saleRunning: false, dates: [] });
    expect(await at('2027-11-05T10:00:00-08:00')).toEqual({ state: 'closed', year: 2027, saleRunning: false, dates: [] });
  });
});

function seasonFor(year: number) {
  const p = seasonPattern(year);
  return { ...p, capacity: Object.fromEntries(p.deliveryDates.map((d) => [d, { 'white-glove': 3, 'drop-off': 6 }])) };
}
