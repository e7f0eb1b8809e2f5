import { beforeAll, describe, expect, it } from 'vitest';
import { developerWording } from '@sdp/shared/plain-words';
import { calendarDayInWords } from '@sdp/shared/pacific-time';
import { useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

const ctx = useTestContext();
let admin = '';
beforeAll(async () => void ({ cookie: admin } = await signedIn(ctx, 'admin')));

describe('season settings', () => {
  it('reads and saves dates, capacity and countdowns, keeping bookings', async () => {
    const current = await (await call(ctx, 'GET', '/api/season/settings', { cookie: admin })).json();
    expect(current.deliveryDates).toHaveLength(4);
    const [first, ...rest] = current.deliveryDates as string[];
    await ctx.sql`UPDATE delivery_slots SET booked = 2 WHERE delivery_date = ${first!} AND service_level = 'white-glove'`;
    const extra = `${current.year}-11-02`;
    const body = {
      deliveryDates: [first, ...rest, extra],
      capacity: { ...current.capacity, [first!]: { 'white-glove': 2, 'drop-off': 9 }, [extra]: { 'white-glove': 1, 'drop-off': 1 } },
      saleEndsAt: current.saleEndsAt,
      promoBannerEndsAt: current.promoBannerEndsAt,
      bookingDeadline: `${current.year}-10-20`,
      peakSeasonAt: current.peakSeasonAt,
    };
    const saved = await call(ctx, 'PUT', '/api/season/settings', { cookie: admin, body });
    expect(saved.status).toBe(200);
    const view = await saved.json();
    expect(view.deliveryDates).toEqual([first, ...rest, extra]);
    expect(view.capacity[first!]).toEqual({ 'white-glove': 2, 'drop-off': 9 });
    expect(view.booked[first!]).toEqual({ 'white-glove': 2, 'drop-off': 0 });
    expect(view.bookingDeadline).toBe(`${current.year}-10-20`);
    const publicSeason = await (await call(ctx, 'GET', '/api/season')).json();
    expect(publicSeason.deliveryDates.map((d: { date: string }) => d.date)).toContain(extra);
  });

  it('refuses with 409 a capacity below what is booked, or dropping a booked date, and changes nothing', async () => {
    const current = await (await call(ctx, 'GET', '/api/season/settings', { cookie: admin })).json();
    const first = current.deliveryDates[0] as string;
    await ctx.sql`UPDATE delivery_slots SET booked = 2 WHERE delivery_date = ${first} AND service_level = 'white-glove'`;
    const base = { ...current, year: undefined, booked: undefined };
    const below = await call(ctx, 'PUT', '/api/season/settings', {
      cookie: admin,
      body: { ...base, capacity: { ...current.capacity, [first]: { 'white-glove': 1, 'drop-off': 5 } } },
    });
    expect(below.status).toBe(409);
    const refusal = (await below.json()).message as string;
    expect(refusal).toMatch(/already has 2 booked/);
    // Issue 36, item 13: the week in words, never its ISO date.
    expect(developerWording(refusal)).toEqual([]);
    expect(refusal).toContain(calendarDayInWords(first, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }));
    const dropped = await call(ctx, 'PUT', '/api/season/settings', { cookie: admin, body: { ...base, deliveryDates: current.deliveryDates.slice(1) } });
    expect(dropped.status).toBe(409);
    expect(await (await call(ctx, 'GET', '/api/season/settings', { cookie: admin })).json()).toEqual(current);
  });

  it('refuses malformed settings with 400', async () => {
    const current = await (await call(ctx, 'GET', '/api/season/settings', { cookie: admin })).json();
    const res = await call(ctx, 'PUT', '/api/season/settings', { cookie: admin, body: { ...current, deliveryDates: ['2025-13-45'] } });
    expect(res.status).toBe(400);
  });
});

describe('renewal settings (docs/design.md §18, ADR 111)', () => {
  it('default to 1 July, 09:00 San Diego time, and 21 days; staff move them, but never past the opening of booking', async () => {
    const current = await (await call(ctx, 'GET', '/api/season/settings', { cookie: admin })).json();
    expect(current).toMatchObject({ renewalOffersAt: `${current.year}-07-01T16:00:00.000Z`, renewalHoldDays: 21 });
    const base = { ...current, year: undefined, booked: undefined, state: undefined, bookingOpenedAt: undefined };
    const moved = await call(ctx, 'PUT', '/api/season/settings', {
      cookie: admin, body: { ...base, renewalOffersAt: `${current.year}-06-15T09:00:00-07:00`, renewalHoldDays: 14 },
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ renewalOffersAt: `${current.year}-06-15T16:00:00.000Z`, renewalHoldDays: 14 });
    const late = await call(ctx, 'PUT', '/api/season/settings', {
      cookie: admin, body: { ...base, bookingOpensAt: `${current.year}-07-01T09:00:00-07:00`, renewalOffersAt: `${current.year}-06-15T09:00:00-07:00`, renewalHoldDays: 30 },
    });
    expect(late.status).toBe(400);
    expect((await late.json()).message).toMatch(/before booking opens/);
  });
});
