import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { pdfPages } from './harness/pdf-text.ts';
import { createQuote, openAsStaff, uniqueTag } from './staff-session.ts';

/** Staff on a phone (issue 25, items 11 and 13): every staff screen fits 390 px, the run sheet is a real page, and it prints well. */
const b = useBrowser();
const sql = useRunDatabase(b);

const SCREENS = screensFolder();
const tag = uniqueTag();
let day = '';
let orderId = '';
// Route order from Mira Mesa: Del Mar (92014) twice at one address, then Oceanside; the crew sees two numbers on one marker.
const homes = [
  { name: `Priya Raman ${tag}`, zip: '92014', address: '88 Seaview Terrace' },
  { name: `Whitmore Estates HOA ${tag}`, zip: '92014', address: '88 Seaview Terrace' },
  { name: `Maria Alvarez-Montgomery ${tag}`, zip: '92054', address: '12 Porch Lane' },
];

beforeAll(async () => {
  // NOTE: the season the site sells (the crew's schedule shows its weeks); other files may have rolled a later one over already.
  const season = (await (await fetch(b.url('/api/season'))).json()) as { deliveryDates: { date: string }[] };
  const deliveryDate = season.deliveryDates.at(-1)!.date;
  day = new Date(Date.parse(`${deliveryDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  for (const home of homes) {
    const [row] = await sql<{ id: string }[]>`
      INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address,
        city, zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents, paid_at,
        special_instructions, crew, crew_day)
      SELECT 'deposit_paid', 'hosted', 'white-glove', id, name, ${home.name}, ${`${tag}.${home.zip}@example.com`}, '(858) 555-0142',
        ${home.address}, 'San Diego', ${home.zip}, ${deliveryDate}, 150000, 0, 150000, 150000, 45000, 105000, now(),
        'Side gate on the left; the wreath hook stays where it is, please.', 1, ${day}
      FROM packages WHERE slug = 'golden-harvest'
      RETURNING id`;
    orderId = row!.id;
  }
  await createQuote(b.e2e.baseUrl, { customerName: `Rancho Vista Homeowners Association ${tag}`, customerEmail: `${tag}.quote@example.com` });
  for (const n of [1, 2]) await fetch(b.url('/api/waitlist'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: `Wait ${n}`, email: `${tag}.wait${n}@example.com` }) });
});

/** Console errors and uncaught errors of a page, from now on. */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => void errors.push(e.message));
  return errors;
}


describe('staff screens on a phone', () => {
  it('serves /run-sheet as the app (200, no 404 page, no hydration error), reached from the staff bar', async () => {
    const res = await fetch(b.url('/run-sheet'));
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('Page Not Found');
    const page = await openAsStaff(b, '/crew', 'mobile');
    const errors = errorsOf(page);
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Run sheet' }).click();
    await page.waitForURL((url) => url.pathname === '/run-sheet');
    await page.getByRole('heading', { level: 1, name: 'Run Sheet' }).waitFor();
    await page.reload();
    const label = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
    await page.getByRole('link', { name: `${label} Crew 1 · 3 homes` }).click();
    await page.getByRole('heading', { name: 'Pick list' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('fits every staff screen, with data in it, on a 390 px phone', async () => {
    const page = await openAsStaff(b, '/dashboard', 'mobile');
    const screens: [string, string?][] = [
      ['/dashboard'], ['/pipeline'], ['/admin'], ['/admin', 'Custom Quotes'], ['/admin', 'Season'], ['/crew'], ['/run-sheet'],
      [`/run-sheet?date=${day}&crew=1`], ['/catalog'], ['/zapier'], [`/orders/${orderId}`],
    ];
    const widths: string[] = [];
    for (const [path, tab] of screens) {
      await page.goto(path);
      await page.waitForSelector('#root[data-app-ready]', { state: 'attached' });
      await page.waitForLoadState('networkidle');
      if (tab) await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SCREENS}staff-390-${`${path}${tab ?? ''}`.replace(/[^a-z0-9]+/gi, '-')}.png`, fullPage: true });
      widths.push(`${path}${tab ? ` (${tab})` : ''}: ${await page.evaluate(() => document.documentElement.scrollWidth)}`);
    }
    expect(widths).toEqual(screens.map(([path, tab]) => `${path}${tab ? ` (${tab})` : ''}: 390`));
    // The Season tab's Remove is on the screen and tappable.
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Season' }).click();
    const remove = page.getByRole('button', { name: /^Remove / }).first();
    if (await remove.count()) {
      const box = (await remove.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });

  it('prints the run sheet with the first stops on page 1, the base named in full, and both numbers where two stops share an address', async () => {
    const page = await openAsStaff(b, `/run-sheet?date=${day}&crew=1`);
    await page.getByRole('heading', { name: 'Pick list' }).waitFor();
    const first = (await page.getByRole('listitem').getByRole('heading', { level: 3 }).first().innerText()).replace(/^Stop \d+:\s*/, '');
    const shared = page.locator('svg[role="img"] g[data-stops]');
    expect(await shared.evaluateAll((gs) => gs.map((g) => g.getAttribute('data-stops')))).toEqual(['1 2', '3']);
    expect(await page.locator('svg[role="img"]').getByText('1·2').isVisible()).toBe(true);
    // The base's name lies wholly inside the map.
    const inside = await page.locator('svg[role="img"]').evaluate((svg) => {
      const label = Array.from(svg.querySelectorAll('text')).find((t) => t.textContent === 'Base · Mira Mesa')!.getBBox();
      const box = (svg as SVGSVGElement).viewBox.baseVal;
      return label.x >= 0 && label.y >= 0 && label.x + label.width <= box.width && label.y + label.height <= box.height;
    });
    expect(inside).toBe(true);
    const pdf = await page.pdf({ format: 'Letter', printBackground: true });
    writeFileSync(`${SCREENS}run-sheet-staff-phone.pdf`, pdf);
    const pages = await pdfPages(pdf);
    expect(pages[0]).toContain('Picklist');
    expect(pages[0]).toContain(first.replace(/\s+/g, ''));
  });

  it('asks nothing of the console on /login when nobody is signed in', async () => {
    const page = await b.open('/login', 'mobile');
    const errors = errorsOf(page);
    await page.reload();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});
