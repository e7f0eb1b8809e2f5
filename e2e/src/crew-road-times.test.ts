import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectSunlightReadable, useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/** Road times, arrival windows and crew calendars (docs/design.md §20, ADR 125-127) in Chromium, on the stack's OSRM stand-in. */
const b = useBrowser();
const sql = useRunDatabase(b);

// NOTE: screenshots are kept for a person to look at (not committed, not read by the test).
const SCREENS = screensFolder();
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}${name}.png`, fullPage: true });

/** Three paid White-Glove homes on crew 1's day `offset` days into the first week, written straight into the run's database. */
async function crewDay(tag: string, offset: number): Promise<{ day: string; names: string[] }> {
  // NOTE: the season the site sells, whose crew days the calendar feed holds; days of its first week no other file uses.
  const season = (await (await fetch(b.url('/api/season'))).json()) as { deliveryDates: { date: string }[] };
  const week = season.deliveryDates[0]!.date;
  const day = new Date(Date.parse(`${week}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const homes = [['Poway', '92064'], ['Oceanside', '92054'], ['Bonita', '91902']].map(([place, zip]) => ({ name: `${place} ${tag}`, zip: zip! }));
  for (const home of homes) {
    await sql`
      INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address,
        city, zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents, paid_at,
        crew, crew_day, crew_assigned_at)
      SELECT 'deposit_paid', 'hosted', 'white-glove', id, name, ${home.name}, ${`${tag}@example.com`}, '(858) 555-0177', '7 Gourd Way',
        'San Diego', ${home.zip}, ${week}, 150000, 0, 150000, 150000, 45000, 105000, now(), 1, ${day}, now()
      FROM packages WHERE slug = 'golden-harvest'`;
  }
  return { day, names: homes.map((h) => h.name) };
}

describe('road times and crew calendars', () => {
  it('the run sheet shows each stop\'s arrival window and drive by road, readable at 390 px', async () => {
    const { day, names } = await crewDay(uniqueTag(), 3);
    const phone = await openAsStaff(b, `/run-sheet?date=${day}&crew=1`, 'mobile');
    await expect.poll(() => phone.locator('[data-stop-timing]').count()).toBeGreaterThanOrEqual(3);
    expect(await phone.locator('[data-route-summary]').innerText()).toMatch(/^Leave 8:00 AM · .+ on the road, .+ of it back to base · road times$/);
    const timings = await phone.locator('[data-stop-timing]').allInnerTexts();
    expect(timings[0]).toMatch(/arrive\s*\d{1,2}:\d\d – \d{1,2}:\d\d [AP]M/i); // "Arrive" is set in capitals by CSS
    expect(timings[0]).toMatch(/\d+ min drive from the base · [\d.]+ mi/);
    expect(timings[1]).toMatch(/drive from stop 1/);
    const cards = await phone.getByRole('heading', { level: 3 }).allInnerTexts();
    for (const name of names) expect(cards.some((c) => c.includes(name))).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(phone, 'run-sheet-road-times-phone');
    await expectAccessible(phone);
    await expectSunlightReadable(phone);
    const desk = await openAsStaff(b, `/run-sheet?date=${day}&crew=1`);
    await expect.poll(() => desk.locator('[data-stop-timing]').count()).toBeGreaterThanOrEqual(3);
    await shoot(desk, 'run-sheet-road-times-desktop');
  });

  it('staff copy a crew\'s calendar address, the phone\'s calendar reads it, and a new address retires the old one', async () => {
    const { names } = await crewDay(uniqueTag(), 4);
    const page = await openAsStaff(b, '/crew', 'mobile');
    const field = page.getByLabel('Crew 1 calendar address');
    await field.waitFor();
    const address = await field.inputValue();
    expect(address).toMatch(/\/api\/crew-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await page.request.get(address);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const text = await feed.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    for (const name of names) expect(text).toContain(name);
    await page.getByRole('heading', { name: 'Crew calendars' }).scrollIntoViewIfNeeded();
    await shoot(page, 'crew-calendars-phone');
    await expectAccessible(page);
    await expectSunlightReadable(page); // the crew schedule at 390 px, as a crew lead opens it

    await page.locator('[data-crew-feed="1"]').getByRole('button', { name: 'New address' }).click();
    const dialog = page.getByRole('dialog', { name: 'A new calendar address for crew 1?' });
    await dialog.getByRole('button', { name: 'Issue a new address' }).click();
    await expect.poll(() => field.inputValue()).not.toBe(address);
    expect((await page.request.get(address)).status()).toBe(404);
    expect((await page.request.get(await field.inputValue())).status()).toBe(200);
  });
});
