import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/**
 * /crew opens on the week the crew is in (issue 36, item 12): with the phone's clock on the Wednesday of the season's third delivery
 * week, it opens there (homes booked) and not on the first week, past by then, whatever waits to be scheduled in it. At 390 px with
 * touch and the CPU slowed 4x, and at 1280 px.
 */
const b = useBrowser();
const sql = useRunDatabase(b);
const SCREENS = screensFolder();
const made: string[] = [];
afterAll(async () => {
  await sql`DELETE FROM orders WHERE id = ANY(${made})`;
});

async function paidOrder(name: string, week: string) {
  const [{ id }] = await sql<[{ id: string }]>`
    INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address,
      city, zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents, paid_at)
    SELECT 'deposit_paid', 'hosted', 'drop-off', id, name, ${name}, ${`${uniqueTag()}@example.com`}, '(858) 555-0177', '8 Gourd Court',
      'Poway', '92064', ${week}, 60000, 0, 60000, 60000, 18000, 42000, now()
    FROM packages WHERE slug = 'golden-harvest'
    RETURNING id`;
  made.push(id);
}

const label = (monday: string) => new Date(`${monday}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const pressedWeek = (page: Page) => page.getByRole('navigation', { name: 'Delivery weeks' }).locator('button[aria-pressed="true"]').innerText();

describe('the crew schedule\'s first screen', () => {
  it('opens on the current week with homes by the San Diego date, not the season\'s past first week', async () => {
    const weeks = (await sql<{ d: string }[]>`SELECT unnest(delivery_dates)::text AS d FROM season ORDER BY 1`).map((r) => r.d);
    expect(weeks.length).toBeGreaterThanOrEqual(3);
    const [first, , third] = weeks as [string, string, string];
    const tag = uniqueTag();
    await paidOrder(`Past Week ${tag}`, first); // waiting to be scheduled, in a week that is over
    await paidOrder(`This Week ${tag}`, third);
    // Wednesday of the third week, 9 AM in San Diego (16:00 UTC in October, daylight time).
    const wednesday = new Date(`${third}T16:00:00Z`);
    wednesday.setUTCDate(wednesday.getUTCDate() + 2);

    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await openAsStaff(b, '/crew', viewport);
      await page.clock.setFixedTime(wednesday);
      if (viewport === 'mobile') await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.reload();
      await page.getByRole('heading', { name: /^Week of / }).waitFor({ timeout: 30_000 });
      expect(await pressedWeek(page)).toMatch(new RegExp(`^Week of ${label(third)}\\b`));
      const pressed = page.getByRole('navigation', { name: 'Delivery weeks' }).locator('button[aria-pressed="true"]');
      expect(await pressed.evaluate((el) => { const box = el.getBoundingClientRect(); return box.left >= 0 && box.right <= window.innerWidth; })).toBe(true);
      await page.getByText(`This Week ${tag}`).first().waitFor();
      await page.screenshot({ path: `${SCREENS}crew-opening-week-${viewport === 'mobile' ? 'phone' : 'desktop'}.png` });
      await page.context().close();
    }
  });
});
