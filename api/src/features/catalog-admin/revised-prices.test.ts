import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { PACKAGE } from '../../../test/stripe-order-fixtures.ts';

// Migration 381 (docs/design.md §4): a database still on the first seed's prices moves to the revised ones; a price staff edited stays.
const ctx = useTestContext();
const MIGRATION = readFileSync(new URL('../../db/migrations/381_revised_prices.sql', import.meta.url), 'utf8');
const prices = async (id: string) =>
  (await ctx.sql<{ price_cents: number; white_glove_price_cents: number; drop_off_price_cents: number }[]>`
    SELECT price_cents, white_glove_price_cents, drop_off_price_cents FROM packages WHERE id = ${id}`)[0]!;

describe('revised seed prices (migration 381)', () => {
  it('a fresh database is seeded with the revised prices: a bigger package costs more at both levels', async () => {
    const rows = await ctx.sql<{ slug: string; white_glove_price_cents: number; drop_off_price_cents: number }[]>`
      SELECT slug, white_glove_price_cents, drop_off_price_cents FROM packages WHERE active ORDER BY white_glove_price_cents DESC`;
    expect(rows.map((r) => [r.slug, r.white_glove_price_cents / 100, r.drop_off_price_cents / 100])).toEqual([
      ['golden-harvest', 1825, 550],
      ['harvest-bounty', 1525, 450],
      ['autumn-embrace', 1375, 395],
      ['autumn-glow', 1225, 325],
    ]);
  });

  it('moves prices still at their first seed values and leaves the ones staff edited alone', async () => {
    // Harvest Bounty as first seeded; Autumn Embrace with a White-Glove price staff set by hand and its old Drop-Off price.
    await ctx.sql`UPDATE packages SET price_cents = 122500, white_glove_price_cents = 122500, drop_off_price_cents = 39500 WHERE id = ${PACKAGE.harvestBounty}`;
    await ctx.sql`UPDATE packages SET price_cents = 55000, white_glove_price_cents = 149900, drop_off_price_cents = 55000 WHERE id = ${PACKAGE.autumnEmbrace}`;
    await ctx.sql`UPDATE packages SET drop_off_price_cents = 57500 WHERE id = ${PACKAGE.goldenHarvest}`;

    await ctx.sql.unsafe(MIGRATION);

    expect(await prices(PACKAGE.harvestBounty)).toEqual({ price_cents: 152500, white_glove_price_cents: 152500, drop_off_price_cents: 45000 });
    expect(await prices(PACKAGE.autumnEmbrace)).toEqual({ price_cents: 39500, white_glove_price_cents: 149900, drop_off_price_cents: 39500 });
    expect((await prices(PACKAGE.goldenHarvest)).drop_off_price_cents).toBe(57500);
  });

  it('running it again changes nothing', async () => {
    const before = await ctx.sql`SELECT id, price_cents, white_glove_price_cents, drop_off_price_cents FROM packages ORDER BY id`;
    await ctx.sql.unsafe(MIGRATION);
    expect(await ctx.sql`SELECT id, price_cents, white_glove_price_cents, drop_off_price_cents FROM packages ORDER BY id`).toEqual(before);
  });
});
