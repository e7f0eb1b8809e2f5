import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { orderPayload, readJson } from '../../../test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';
import { seasonPattern } from '../../db/seed/season-dates.ts';

// docs/design.md §16: GET /api/season names the next fall that has not begun by the server's clock (`nextSeasonYear`), on the
// 15th of every month of 2026 and 2027: first with only the spec's 2025 season (a database never rolled over), then with 2026
// and 2027 configured. An order refused off season names the same year.
const ctx = useTestContext();
useStripeEmulator(ctx);
const at = async (iso: string) => {
  ctx.deps.now = () => new Date(iso);
  return readJson(await ctx.app.request('/api/season'));
};
const months = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}-15T10:00:00-07:00`);
const configure = async (years: number[]) => {
  await ctx.sql`DELETE FROM delivery_slots`;
  await ctx.sql`DELETE FROM season`;
  for (const year of years) {
    const p = seasonPattern(year);
    await ctx.sql`
      INSERT INTO season (year, delivery_dates, booking_opens_at, sale_starts_at, sale_ends_at, promo_banner_ends_at, booking_deadline, peak_season_at)
      VALUES (${year}, ${p.deliveryDates}::date[], ${p.bookingOpensAt}, ${p.saleStartsAt}, ${p.saleEndsAt}, ${p.promoBannerEndsAt}, ${p.bookingDeadline}, ${p.peakSeasonAt})`;
    await ctx.sql`INSERT INTO delivery_slots (delivery_date, service_level, capacity)
      SELECT d, l, 5 FROM unnest(${p.deliveryDates}::date[]) d, unnest(ARRAY['white-glove', 'drop-off']) l`;
  }
};
const yearsThrough = async (year: number) => {
  const out: string[] = [];
  for (const iso of months(year)) {
    const s = await at(iso);
    out.push(`${iso.slice(0, 7)} ${s.state} ${s.year} next ${s.nextSeasonYear}`);
  }
  return out;
};

describe('the next season year through two years, by the server clock', () => {
  beforeAll(() => configure([2025]));

  it('with only fall 2025 configured: never names a fall whose deliveries have begun', async () => {
    // The pattern's first deliveries: Monday October 5, 2026 and Monday October 4, 2027; the 15th of October is past both.
    expect((await yearsThrough(2026)).map((line) => line.split(' next ')[1])).toEqual([...Array(9).fill('2026'), '2027', '2027', '2027']);
    expect((await yearsThrough(2027)).map((line) => line.split(' next ')[1])).toEqual([...Array(9).fill('2027'), '2028', '2028', '2028']);
  });

  it('on November 24, 2026 an order is refused naming fall 2027, not fall 2026', async () => {
    ctx.deps.now = () => new Date('2026-11-24T10:00:00-08:00');
    const res = await ctx.post('/api/orders', await orderPayload(ctx, { deliveryDate: '2025-10-06', serviceType: 'drop-off' }));
    expect(res.status).toBe(422);
    const { message } = await readJson(res);
    expect(message).toContain('fall 2027');
    expect(message).not.toMatch(/2025|2026/);
  });

  it('with 2026 and 2027 configured: before, during and after each season', async () => {
    await configure([2026, 2027]);
    expect(await yearsThrough(2026)).toEqual([
      ...months(2026).slice(0, 7).map((iso) => `${iso.slice(0, 7)} upcoming 2026 next 2026`),
      // October 15 is the booking deadline (still open), but the first delivery (October 5) has begun: the next fall is 2027.
      '2026-08 open 2026 next 2026', '2026-09 open 2026 next 2026', '2026-10 open 2026 next 2027',
      '2026-11 upcoming 2027 next 2027', '2026-12 upcoming 2027 next 2027',
    ]);
    expect((await yearsThrough(2027)).slice(7)).toEqual([
      '2027-08 open 2027 next 2027', '2027-09 open 2027 next 2027', '2027-10 open 2027 next 2028', '2027-11 closed 2027 next 2028',
      '2027-12 closed 2027 next 2028',
    ]);
  });
});
