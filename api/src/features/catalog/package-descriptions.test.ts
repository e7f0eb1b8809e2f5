import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { PACKAGES } from '../../db/seed/catalog.ts';
import { withoutLevelLabel } from '@sdp/server/catalog/catalog';

// Issue 25 item 14 (docs/design.md §16): every card shows both prices, so no description may claim one service level.
const ctx = useTestContext();
const LABEL = /^(white[- ]glove|drop[- ]off)\b/i;
const packages = async () => (await (await ctx.app.request('/api/packages')).json()) as { id: string; description: string }[];

describe('package descriptions name no single service level', () => {
  it('the seed writes none, and GET /api/packages shows none', async () => {
    for (const pkg of PACKAGES) expect(pkg.description, pkg.name).not.toMatch(LABEL);
    for (const pkg of await packages()) expect(pkg.description).not.toMatch(LABEL);
  });

  it('migration 452 rewrites the old seeded wording, and leaves a description staff have edited', async () => {
    const [first, second] = PACKAGES;
    await ctx.sql`UPDATE packages SET description = 'White-Glove Service: our grandest estate display, designed, installed and kept photo-ready all season.' WHERE id = ${first.id}`;
    await ctx.sql`UPDATE packages SET description = 'Our own words, written by staff.' WHERE id = ${second.id}`;
    await ctx.sql.unsafe(readFileSync(new URL('../../db/migrations/452_package_descriptions_without_level.sql', import.meta.url), 'utf8'));
    const rows = await ctx.sql<{ id: string; description: string }[]>`SELECT id, description FROM packages WHERE id IN (${first.id}, ${second.id})`;
    expect(Object.fromEntries(rows.map((r) => [r.id, r.description]))).toEqual({ [first.id]: first.description, [second.id]: 'Our own words, written by staff.' });
  });

  it('a staff description that starts with a level label is shown without it', () => {
    expect(withoutLevelLabel('Drop-Off Service: a curated collection, ready to style.')).toBe('A curated collection, ready to style.');
    expect(withoutLevelLabel('White-glove - our grandest display.')).toBe('Our grandest display.');
    expect(withoutLevelLabel('Drop-offs arrive Monday.')).toBe('Drop-offs arrive Monday.');
  });
});
