import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/** The owner's numbers (issue 30, docs/design.md §21): /insights on a phone and at a desk, with a chart's numbers downloaded as CSV. */
const b = useBrowser();
const sql = useRunDatabase(b);
const SCREENS = screensFolder();
const tag = uniqueTag();
let year = 0;

beforeAll(async () => {
  // NOTE: the season /insights opens on is the one the site sells now (GET /api/season), not the newest row: another file may have
  // rolled the next season over already.
  year = ((await (await fetch(b.url('/api/season'))).json()) as { year: number }).year;
  // Two seasons of paid orders in a tagged zip-free package name, so this file's figures are its own among the run's other orders.
  await sql`
    INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address, city,
      zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents, paid_at)
    SELECT CASE WHEN i % 5 = 0 THEN 'completed' ELSE 'deposit_paid' END, 'hosted', 'white-glove', id, ${`Insight ${tag}`}, 'Insight Household ' || i,
      'insight.' || i || ${`.${tag}@example.com`}, '8585550100', i || ' Lantern Row', 'San Diego', (ARRAY['92037','92014','92130'])[1 + i % 3],
      make_date(${year} - (i % 2), 10, 4 + 7 * (i % 4)), 150000 + i * 100, 0, 150000 + i * 100, 150000 + i * 100, 45000, 105000 + i * 100,
      make_timestamptz(${year} - (i % 2), 8, 1 + i % 28, 18, 0, 0, 'UTC')
    FROM generate_series(1, 40) AS i, (SELECT id FROM packages ORDER BY sort_order LIMIT 1) p`;
  await sql`
    INSERT INTO site_events (at, kind, path, visitor, source)
    SELECT make_timestamptz(${year}, 8, 3, 18, i % 60, 0, 'UTC'), 'page_view', (ARRAY['/', '/packages', '/service-areas/la-jolla'])[1 + i % 3],
      ${`e2e-${tag}-`} || i, (ARRAY['google', 'instagram', 'direct'])[1 + i % 3]
    FROM generate_series(1, 30) AS i`;
});

describe('/insights', () => {
  it('at 390 px: the season beside last, readable, each chart\'s numbers in a table and as a CSV', async () => {
    const page = await openAsStaff(b, '/insights', 'mobile');
    await page.getByRole('heading', { name: new RegExp(`Fall ${year}`) }).waitFor();
    const [revenue] = await sql<{ cents: number }[]>`
      SELECT sum(total_cents)::int AS cents FROM orders WHERE status IN ('deposit_paid', 'delivered', 'completed') AND date_part('year', delivery_date) = ${year}`;
    const booked = `$${(revenue!.cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await page.getByText(booked, { exact: true }).first().waitFor();
    const pkg = page.getByRole('figure').filter({ hasText: 'Revenue by package' });
    await pkg.getByText('The numbers').click();
    const row = pkg.getByRole('row').filter({ hasText: `Insight ${tag}` });
    const [mine] = await sql<{ now: number; then: number }[]>`
      SELECT coalesce(sum(total_cents) FILTER (WHERE date_part('year', delivery_date) = ${year}), 0)::int AS now,
             coalesce(sum(total_cents) FILTER (WHERE date_part('year', delivery_date) = ${year - 1}), 0)::int AS then
      FROM orders WHERE package_name = ${`Insight ${tag}`}`;
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([`Insight ${tag}`, (mine!.now / 100).toFixed(2), (mine!.then / 100).toFixed(2)]);
    const [download] = await Promise.all([page.waitForEvent('download'), pkg.getByRole('button', { name: /Download CSV/ }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(`Package,Fall ${year} ($),Fall ${year - 1} ($)`);
    // NOTE: text quoted, numbers bare (issue 35, item 13; ADR 166).
    expect(csv).toContain(`"Insight ${tag}",${(mine!.now / 100).toFixed(2)},${(mine!.then / 100).toFixed(2)}\r\n`);
    const funnel = page.getByRole('figure').filter({ hasText: 'Visits to deposits, by source' });
    await funnel.getByText('The numbers').click();
    await funnel.getByRole('row').filter({ hasText: 'instagram' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.screenshot({ path: `${SCREENS}insights-390.png`, fullPage: true });
    await expectAccessible(page);
  });

  it('at 1280 px, reached from the staff bar, charts drawn', async () => {
    const page = await openAsStaff(b, '/admin');
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Insights' }).click();
    await page.waitForURL((url) => url.pathname === '/insights');
    await page.getByRole('heading', { name: new RegExp(`Fall ${year}`) }).waitFor();
    await expect.poll(() => page.locator('canvas').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(7);
    await page.waitForTimeout(500); // chart.js animates its first draw
    await page.screenshot({ path: `${SCREENS}insights-1280.png`, fullPage: true });
  });
});
