import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { SPEC_SEASON } from '../../db/seed/catalog.ts';

// Issue 25 item 8 (ADR 074): the Season tab read "Peak season starts 10/15/2024" for fall 2025, because the seed put the spec
// season's peak a year early. The seed, a migration for databases already seeded, and the settings check keep it in its year.
const ctx = useTestContext();

describe('the peak season date falls in its own season', () => {
  it('is seeded in the spec season\'s year', () => {
    expect(SPEC_SEASON.peakSeasonAt.slice(0, 4)).toBe(String(SPEC_SEASON.year));
  });

  it('migration 451 moves a peak set before its season\'s year to that year\'s October 15, and leaves right ones alone', async () => {
    await ctx.sql`UPDATE season SET year = 2025, peak_season_at = '2024-10-15T23:59:59-07:00'`;
    await ctx.sql.unsafe(readFileSync(new URL('../../db/migrations/451_peak_season_in_its_year.sql', import.meta.url), 'utf8'));
    const [season] = await ctx.sql`SELECT peak_season_at FROM season WHERE year = 2025`;
    expect(season!.peak_season_at).toEqual(new Date('2025-10-15T23:59:59-07:00'));
    await ctx.sql.unsafe(readFileSync(new URL('../../db/migrations/451_peak_season_in_its_year.sql', import.meta.url), 'utf8'));
    const [again] = await ctx.sql`SELECT peak_season_at FROM season WHERE year = 2025`;
    expect(again!.peak_season_at).toEqual(new Date('2025-10-15T23:59:59-07:00'));
  });

  it('staff cannot save a peak outside the season year', async () => {
    const { cookie } = await signedIn(ctx, 'admin');
    const current = await (await call(ctx, 'GET', '/api/season/settings', { cookie })).json();
    const year = current.deliveryDates[0].slice(0, 4);
    const res = await call(ctx, 'PUT', '/api/season/settings', { cookie, body: { ...current, peakSeasonAt: `${Number(year) - 1}-10-15T23:59:59-07:00` } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Peak season must fall in the season year');
  });
});
