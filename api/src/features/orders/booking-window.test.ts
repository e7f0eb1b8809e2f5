import { BOOKING_MESSAGES } from '@sdp/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { orderPayload, readJson } from '../../../test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';

const ctx = useTestContext();
useStripeEmulator(ctx);

const season = async () => {
  const [row] = await ctx.sql<{ year: number; delivery_dates: string[]; booking_deadline: string }[]>`SELECT year, delivery_dates, booking_deadline FROM season`;
  return { ...row!, dates: [...row!.delivery_dates].sort() };
};
/** Fix the API's clock at a San Diego wall time (PDT, UTC-7, in September and October). */
const setClock = (isoLocal: string) => {
  ctx.deps.now = () => new Date(`${isoLocal}-07:00`);
};
const nextDay = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const spots = async () => (await ctx.sql`SELECT sum(booked)::int AS n FROM delivery_slots`)[0]!.n as number;

afterEach(() => {
  ctx.deps.now = undefined;
});

describe('booking rules on the server, with a fixed clock', () => {
  it('refuses an order after the booking deadline with the season message, taking no spot', async () => {
    const { year, dates, booking_deadline } = await season();
    const before = await spots();
    setClock(`${booking_deadline}T23:59:00`);
    expect((await ctx.post('/api/orders', await orderPayload(ctx, { deliveryDate: dates.at(-1), serviceType: 'drop-off' }))).status).toBe(201);
    setClock(`${nextDay(booking_deadline)}T00:01:00`);
    for (const path of ['/api/orders', '/api/create-stripe-checkout']) {
      const res = await ctx.post(path, await orderPayload(ctx, { deliveryDate: dates.at(-1), serviceType: 'drop-off' }));
      expect(res.status).toBe(422);
      expect((await readJson(res)).message).toBe(BOOKING_MESSAGES.closed.replace('{year}', String(year)).replace('{deadline}', 'October 15'));
    }
    expect(await spots()).toBe(before + 1);
  });

  it('refuses a delivery date that has already passed, and accepts today\'s', async () => {
    const { dates } = await season();
    setClock(`${dates[1]}T09:00:00`);
    const past = await ctx.post('/api/orders', await orderPayload(ctx, { deliveryDate: dates[0], serviceType: 'drop-off' }));
    expect(past.status).toBe(400);
    expect(await readJson(past)).toMatchObject({ message: BOOKING_MESSAGES.unavailableDate, issues: [{ path: 'deliveryDate', message: BOOKING_MESSAGES.unavailableDate }] });
    expect((await ctx.post('/api/orders', await orderPayload(ctx, { deliveryDate: dates[1], serviceType: 'drop-off' }))).status).toBe(201);
  });

  it('reads "today" in San Diego, not in UTC', async () => {
    const { dates } = await season();
    // 8 p.m. in San Diego on the delivery day is already the next day in UTC; the date has not passed for the customer.
    setClock(`${dates[0]}T20:00:00`);
    expect((await ctx.post('/api/orders', await orderPayload(ctx, { deliveryDate: dates[0], serviceType: 'drop-off' }))).status).toBe(201);
  });
});
