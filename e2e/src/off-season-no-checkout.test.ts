import { mkdirSync } from 'node:fs';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser, waitForApp } from './harness/browser.ts';

// Issue 25 item 7 (docs/design.md §16): off season no screen offers a checkout. /reserve, the packages and package pages and the
// home order dialog say when booking opens and offer the waitlist; no "Due Today", no "Continue to Payment", in the server's
// HTML and once the app runs. Booking opens 30 days from the run's clock for this file, then the seed's state comes back.
const b = useBrowser();
const SCREENS = '.tmp/screens';
const DAY = 86_400_000;
let sql: postgres.Sql;
let seasonYear = 0;
let opensOn = '';

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  sql = postgres(b.e2e.databaseUrl, { max: 1, onnotice: () => {} });
  seasonYear = (await sql<{ year: number }[]>`SELECT year FROM season ORDER BY year LIMIT 1`)[0]!.year;
  const opens = new Date(Date.now() + 30 * DAY);
  opensOn = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', month: 'long', day: 'numeric' }).format(opens);
  await sql`UPDATE season SET booking_opens_at = ${opens}, sale_starts_at = ${opens} WHERE year = ${seasonYear}`;
});
afterAll(async () => {
  await sql`UPDATE season SET booking_opens_at = NULL, sale_starts_at = ${new Date(Date.now() - DAY)} WHERE year = ${seasonYear}`;
  await sql.end();
});

const CHECKOUT_WORDS = ['Continue to Payment', 'Due Today', 'Select Package', 'Reserve White-Glove', 'Reserve Drop-Off'];
const serverHtml = async (path: string) => (await fetch(`${b.url(path)}`)).text();

describe('off season, no screen offers a checkout', () => {
  it('the server HTML of /reserve, /packages and a package page says when booking opens and offers no checkout', async () => {
    const packages = (await (await fetch(b.url('/api/packages'))).json()) as { id: string }[];
    for (const path of ['/reserve', '/reserve?package=' + packages[0]!.id, '/packages', `/packages/${packages[0]!.id}`]) {
      const html = await serverHtml(path);
      expect(html, path).toContain(`Booking for fall ${seasonYear} opens ${opensOn}`);
      expect(html, path).toContain('Join the waitlist');
      for (const words of CHECKOUT_WORDS) expect(html, `${path}: ${words}`).not.toContain(words);
    }
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`at ${viewport === 'mobile' ? 390 : 1280} px: /reserve, a package page and the home order dialog offer the waitlist, not payment`, async () => {
      const width = viewport === 'mobile' ? 390 : 1280;
      const page = await b.open('/reserve', viewport);
      await waitForApp(page);
      await page.getByRole('heading', { name: `Booking for fall ${seasonYear} opens ${opensOn}` }).waitFor();
      expect(await page.getByRole('button', { name: 'Continue to Payment' }).count()).toBe(0);
      expect(await page.getByText('Due Today').count()).toBe(0);
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENS}/reserve-off-season-${width}.png`, fullPage: true });

      const packages = (await (await fetch(b.url('/api/packages'))).json()) as { id: string; name: string }[];
      await page.goto(b.url(`/packages/${packages[0]!.id}`));
      await waitForApp(page);
      await page.getByRole('heading', { name: `Booking for fall ${seasonYear} opens ${opensOn}` }).waitFor();
      expect(await page.getByRole('link', { name: /^Reserve .* with / }).count()).toBe(0);
      await page.screenshot({ path: `${SCREENS}/package-off-season-${width}.png`, fullPage: true });

      await page.goto(b.url('/'));
      await waitForApp(page);
      await page.getByRole('button', { name: `Reserve Package: ${packages[0]!.name}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: `Booking for fall ${seasonYear} opens ${opensOn}` }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Continue to Payment' }).count()).toBe(0);
      expect(await dialog.getByText('Due Today').count()).toBe(0);
      await page.screenshot({ path: `${SCREENS}/order-dialog-off-season-${width}.png` });
      await page.close();
    });
  }
});
