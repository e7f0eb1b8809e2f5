import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { readJson } from '../../../test/stripe-order-fixtures.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { seasonPattern } from '../../db/seed/season-dates.ts';

// docs/design.md §16, ADR 073: the banner names the sale's code only while checkout's own rule accepts it, and rolling the season
// over carries the code's window with the sale. Starts as a database seeded for 2026 whose SPOOKY15 still ends 2025-10-01.
const ctx = useTestContext();
let admin = '';
const setClock = (iso: string) => {
  ctx.deps.now = () => new Date(iso);
};
const season = async () => readJson(await ctx.app.request('/api/season'));
const validates = async () => (await readJson(await ctx.post('/api/validate-promo-code', { code: 'SPOOKY15', totalAmount: 1000 }))).valid as boolean;
/** What the banner may say and what checkout says, at one moment. */
const bannerAndCheckout = async (iso: string) => {
  setClock(iso);
  const s = await season();
  return { saleRunning: s.saleRunning, banner: s.saleCode?.code ?? null, checkout: await validates() };
};
const y2026 = seasonPattern(2026);

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
  await ctx.sql`DELETE FROM delivery_slots`;
  await ctx.sql`DELETE FROM season`;
  await ctx.sql`UPDATE promo_codes SET starts_at = NULL, ends_at = '2025-10-01T00:00:00-07:00' WHERE code = 'SPOOKY15'`;
  await ctx.sql`
    INSERT INTO season (year, delivery_dates, booking_opens_at, sale_starts_at, sale_ends_at, promo_banner_ends_at, booking_deadline, peak_season_at, sale_promo_code)
    VALUES (2026, ${y2026.deliveryDates}::date[], NULL, ${y2026.saleStartsAt}, ${y2026.saleEndsAt}, ${y2026.promoBannerEndsAt},
            ${y2026.bookingDeadline}, ${y2026.peakSeasonAt}, 'SPOOKY15')`;
  await ctx.sql`INSERT INTO delivery_slots (delivery_date, service_level, capacity)
    SELECT d, l, 5 FROM unnest(${y2026.deliveryDates}::date[]) d, unnest(ARRAY['white-glove', 'drop-off']) l`;
});

describe('the sale code on the banner', () => {
  it('names no code while checkout refuses it, even with the sale running', async () => {
    expect(await bannerAndCheckout('2026-09-01T10:00:00-07:00')).toEqual({ saleRunning: true, banner: null, checkout: false });
  });

  it('the migration moves a stale code to the newest season\'s sale, and the banner and checkout then agree', async () => {
    const sql = readFileSync(new URL('../../db/migrations/450_season_sale_code.sql', import.meta.url), 'utf8');
    await ctx.sql.unsafe(sql.slice(sql.indexOf('-- A database already rolled over')));
    const [code] = await ctx.sql`SELECT starts_at, ends_at FROM promo_codes WHERE code = 'SPOOKY15'`;
    expect(code).toEqual({ starts_at: new Date(y2026.saleStartsAt!), ends_at: new Date(y2026.saleEndsAt) });
    expect(await bannerAndCheckout('2026-09-01T10:00:00-07:00')).toEqual({ saleRunning: true, banner: 'SPOOKY15', checkout: true });
    expect((await season()).saleCode).toEqual({ code: 'SPOOKY15', discountType: 'percentage', discountValue: '15.00', endsAt: '2026-10-01T07:00:00.000Z' });
  });

  it('names the code exactly when checkout accepts it: never off season, never before or after its window', async () => {
    expect(await bannerAndCheckout('2026-07-31T23:00:00-07:00')).toMatchObject({ saleRunning: false, banner: null });
    expect(await bannerAndCheckout('2026-09-30T23:59:00-07:00')).toEqual({ saleRunning: true, banner: 'SPOOKY15', checkout: true });
    expect(await bannerAndCheckout('2026-10-01T00:00:00-07:00')).toEqual({ saleRunning: false, banner: null, checkout: false });
    // Staff switch the code off mid-sale: the banner stops naming it at once.
    await ctx.sql`UPDATE promo_codes SET active = false WHERE code = 'SPOOKY15'`;
    expect(await bannerAndCheckout('2026-09-01T10:00:00-07:00')).toEqual({ saleRunning: true, banner: null, checkout: false });
    await ctx.sql`UPDATE promo_codes SET active = true WHERE code = 'SPOOKY15'`;
  });

  it('rolling over to 2027 moves the code with the sale, so the 2027 banner sells a code checkout accepts', async () => {
    setClock('2026-11-23T10:00:00-08:00');
    const proposal = await readJson(await call(ctx, 'GET', '/api/season/rollover', { cookie: admin }));
    expect((await call(ctx, 'POST', '/api/season/rollover', { cookie: admin, body: proposal })).status).toBe(201);
    expect(await bannerAndCheckout('2026-12-01T10:00:00-08:00')).toEqual({ saleRunning: false, banner: null, checkout: false });
    expect(await bannerAndCheckout('2027-08-15T10:00:00-07:00')).toEqual({ saleRunning: true, banner: 'SPOOKY15', checkout: true });
    expect(await bannerAndCheckout('2027-10-01T00:00:00-07:00')).toEqual({ saleRunning: false, banner: null, checkout: false });
  });

  it('an order placed in the 2027 sale gets the discount the banner promised', async () => {
    setClock('2027-08-15T10:00:00-07:00');
    const res = await ctx.post('/api/validate-promo-code', { code: 'spooky15', totalAmount: 1000 });
    expect(await readJson(res)).toMatchObject({ valid: true, discountAmount: '150.00', finalTotal: '850.00' });
  });
});
