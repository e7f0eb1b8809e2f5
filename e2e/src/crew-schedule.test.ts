import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { pdfPages } from './harness/pdf-text.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/** The crew's week (docs/design.md §12a): staff build a day, print its run sheet, and mark a stop delivered from a phone. */
const b = useBrowser();
const sql = useRunDatabase(b);

// NOTE: screenshots and the printed PDF are kept for a person to look at (not committed, not read by the test).
const SCREENS = screensFolder();
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}${name}.png`, fullPage: true });

/** Paid orders written straight into the run's database (paying three on the emulator's page adds nothing this test checks). */
async function paidOrders(deliveryDate: string, tag: string) {
  const homes = [
    { name: `Oceanside ${tag}`, zip: '92054', pkg: 'autumn-embrace', addOns: { 'hay-bales': 2 } },
    { name: `Chula Vista ${tag}`, zip: '91910', pkg: 'golden-harvest', addOns: { 'large-statement-pumpkin': 1 } },
    { name: `La Jolla ${tag}`, zip: '92037', pkg: 'harvest-bounty', addOns: {} },
  ];
  for (const home of homes) {
    const [order] = await sql<{ id: string }[]>`
      INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address,
        city, zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents, paid_at,
        special_instructions)
      SELECT 'deposit_paid', 'hosted', 'white-glove', id, name, ${home.name}, ${`${tag}@example.com`}, '(858) 555-0142', '12 Porch Lane',
        'San Diego', ${home.zip}, ${deliveryDate}, 150000, 0, 150000, 150000, 45000, 105000, now(), 'Side gate, mind the dog'
      FROM packages WHERE slug = ${home.pkg}
      RETURNING id`;
    for (const [slug, quantity] of Object.entries(home.addOns)) {
      await sql`
        INSERT INTO order_add_ons (order_id, add_on_id, name, category, unit_price_cents, quantity, line_total_cents)
        SELECT ${order!.id}, id, name, category, price_cents, ${quantity}, price_cents * ${quantity} FROM add_on_services WHERE slug = ${slug}`;
    }
  }
  return homes.map((h) => h.name);
}


describe('the crew schedule and run sheet', () => {
  it('staff build a day, print its run sheet to PDF, and mark a stop delivered at 390 px', async () => {
    const tag = uniqueTag();
    const [, deliveryDate] = (await sql<{ d: string }[]>`SELECT unnest(delivery_dates)::text AS d FROM season ORDER BY 1`).map((r) => r.d);
    const day = new Date(Date.parse(`${deliveryDate}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const names = await paidOrders(deliveryDate!, tag);

    // Build the day: each order onto crew 2, two days into its week.
    const page = await openAsStaff(b, '/crew');
    const weekLabel = new Date(`${deliveryDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    await page.getByRole('button', { name: new RegExp(`^Week of ${weekLabel}\\b`) }).click();
    for (const name of names) {
      await page.getByLabel(`Crew and day for ${name}`).selectOption(`${day}|2`);
      await expect.poll(() => page.getByLabel(`Crew and day for ${name}`).isEnabled()).toBe(true);
    }
    const dayLink = page.getByRole('link', { name: /^Run sheet for crew 2 on .*: 3 of 3 homes$/ });
    await dayLink.waitFor();
    expect((await sql`SELECT count(*)::int AS n FROM orders WHERE crew = 2 AND crew_day = ${day}`)[0]!.n).toBe(3);
    await shoot(page, 'crew-schedule-desktop');
    await expectAccessible(page);
    // An admin changes the homes a day with the season settings; the day is then 3 of 4, and back.
    await page.getByLabel('Homes a day each').fill('4');
    await page.getByRole('button', { name: 'Save crews' }).click();
    await page.getByRole('link', { name: /^Run sheet for crew 2 on .*: 3 of 4 homes$/ }).waitFor();
    await page.getByLabel('Homes a day each').fill('3');
    await page.getByRole('button', { name: 'Save crews' }).click();
    await dayLink.waitFor();

    // The run sheet, then its printed copy.
    await dayLink.click();
    await page.waitForURL((url) => url.pathname === '/run-sheet');
    await page.getByRole('heading', { name: 'Pick list' }).waitFor();
    const stops = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect.poll(() => stops.count()).toBe(3);
    const order = await stops.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(order.map((t) => t.replace(/^Stop \d+:\s*/, '')).sort()).toEqual([...names].sort());
    // Three homes in three zips: three markers, one number each (stops at one spot would share a marker: staff-phone.test.ts).
    await expect.poll(() => page.locator('svg[role="img"] g[data-stops]').count()).toBe(3);
    expect(await page.getByRole('row', { name: /Hay Bales/ }).innerText()).toMatch(/Hay Bales\s+5$/); // 1 in the package + 2 added + 2 in Golden Harvest
    await shoot(page, 'run-sheet-desktop');
    await expectAccessible(page);

    const pdf = await page.pdf({ format: 'Letter', printBackground: true });
    writeFileSync(`${SCREENS}run-sheet.pdf`, pdf);
    const pages = await pdfPages(pdf);
    console.info(`run sheet PDF: ${pages.length} pages, ${pdf.length} bytes`);
    // Map and pick list first, then the stops straight after them on page 1 (issue 25 item 13: no forced page break).
    expect(pages[0]).toMatch(/Crew2/i);
    expect(pages[0]).toContain(order[0]!.replace(/^Stop \d+:\s*/, '').replace(/\s+/g, ''));
    expect(pages[0]).toContain('Picklist');
    expect(pages[0]).toContain('HayBales5');
    const all = pages.join('');
    for (const name of names) expect(all).toContain(name.replace(/\s+/g, ''));
    expect(all).toContain('Sidegate,mindthedog');
    for (const screenOnly of ['Printrunsheet', 'Logout', 'Schedule', 'FallSale', 'ViewCollections']) expect(all).not.toContain(screenOnly);

    // On a phone: mark the first stop delivered (confirmation, then the stop shows delivered).
    const phone = await openAsStaff(b, `/run-sheet?date=${day}&crew=2`, 'mobile');
    const first = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { level: 3 }) }).first();
    const firstName = (await first.getByRole('heading', { level: 3 }).innerText()).replace(/^Stop \d+:\s*/, '');
    await shoot(phone, 'run-sheet-phone');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await first.getByRole('link', { name: /555-0142/ }).getAttribute('href')).toBe('tel:8585550142');
    expect(await first.getByRole('link', { name: /12 Porch Lane/ }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=12%20Porch%20Lane/);
    await first.getByRole('button', { name: 'Delivered' }).click();
    const dialog = phone.getByRole('dialog', { name: `Mark ${firstName} delivered?` });
    await dialog.waitFor();
    await shoot(phone, 'run-sheet-phone-confirm');
    await dialog.getByRole('button', { name: 'Yes, delivered' }).click();
    // NOTE: the e2e API runs on the real clock and this stop is next season's: the run sheet shows the refusal naming the week, then an
    // admin marks it delivered early with a reason, as the order page allows (docs/design.md §16, ADR 072).
    await dialog.getByRole('alert').getByText(/^This order's delivery week begins/).waitFor();
    const [{ id }] = await sql<[{ id: string }]>`SELECT id FROM orders WHERE customer_name = ${firstName}`;
    await phone.evaluate(async (id) => {
      await fetch(`/api/admin/orders/${id}/deliver`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ early: true, reason: 'e2e run' }) });
    }, id);
    await phone.reload();
    await first.getByText('Delivered', { exact: true }).waitFor();
    expect(await first.getByRole('button', { name: 'Delivered' }).count()).toBe(0);
    expect((await sql`SELECT status FROM orders WHERE customer_name = ${firstName}`)[0]!.status).toBe('delivered');
    await shoot(phone, 'run-sheet-phone-delivered');
    await expectAccessible(phone);
  });
});
