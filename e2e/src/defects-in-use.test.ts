import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';
import { useRunDatabase } from './harness/run-database.ts';
import { orderPayload, postFromPage } from './order-api.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/** Issue 13, "defects found in use" (items 6, 8, 9, 10): each screen as a customer or staff member meets it. */
const b = useBrowser();
const sql = useRunDatabase(b);

const ARTIFACTS = new URL('../artifacts/', import.meta.url).pathname;
mkdirSync(ARTIFACTS, { recursive: true });
const shoot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: false });

async function logIn(page: Page) {
  await page.getByLabel('Email').fill(b.e2e.staff.email);
  await page.getByLabel('Password').fill(b.e2e.staff.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe('item 6: the admin dashboard offers only the e-mails that fit an order', () => {
  it('a cancelled, unpaid order has no "Resend Recap Email" and says why', async () => {
    const email = `unpaid-${uniqueTag()}@example.com`;
    const customer = await b.open('/');
    const payload = await orderPayload(customer, {
      packageName: 'Autumn Glow', level: 'drop-off', customer: { name: 'Unpaid Cancel', email }, address: '9 Unpaid Way', zipCode: '92126',
    });
    await postFromPage(customer, '/api/create-stripe-checkout', payload);
    await sql`UPDATE orders SET status = 'cancelled', cancelled_at = now() WHERE customer_email = ${email}`;

    const page = await openAsStaff(b, '/admin');
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Cancelled').first().waitFor();
    await row.getByText('No recap: order cancelled').waitFor();
    expect(await row.getByRole('button', { name: 'Resend Recap Email' }).count()).toBe(0);
    expect(await row.getByText('Recap queued').count()).toBe(0);
    await row.screenshot({ path: `${ARTIFACTS}admin-unpaid-order-row-desktop.png` });
  });
});

describe('item 8: the service comparison at 390 px', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`shows both levels' headings and prices inside the viewport, without sideways scrolling (${viewport})`, async () => {
      const page = await b.open('/', viewport);
      const section = page.locator('section[aria-labelledby="compare-title"]');
      await section.scrollIntoViewIfNeeded();
      const width = page.viewportSize()!.width;
      for (const text of ['White-Glove Service', 'Drop-Off Service', '$1,225 - $1,825', '$325 - $550']) {
        const shown = section.getByText(text, { exact: true }).locator('visible=true').first();
        await shown.scrollIntoViewIfNeeded();
        const box = await shown.boundingBox();
        expect(box, text).not.toBeNull();
        expect(box!.x, text).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, text).toBeLessThanOrEqual(width);
      }
      // NOTE: nothing inside the section is wider than its box (the old table scrolled sideways with no cue).
      const overflow = await section.evaluate((el) => Array.from(el.querySelectorAll('*')).some((n) => n.scrollWidth > n.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(n).overflowX)));
      expect(overflow).toBe(false);
      await section.screenshot({ path: `${ARTIFACTS}comparison-${viewport}.png` });
      await expectAccessible(page);
    });
  }
});

describe('item 9: signing in from a staff page returns there', () => {
  it('a visitor sent from /admin to /login comes back to /admin and stays there', async () => {
    // NOTE: a real person takes a moment to type; the old gate scheduled a second redirect meanwhile whose returnTo was /login itself.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const page = await b.open('/admin');
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 5000 });
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admin');
      await page.waitForTimeout(1500);
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admin');
      await logIn(page);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await page.waitForTimeout(1500);
      expect(new URL(page.url()).pathname).toBe('/admin');
    }
  });
});

describe('item 10: what customers and staff read', () => {
  it('/reserve names the zip and its zone, and offers a custom quote for an unserved zip', async () => {
    const page = await b.open('/reserve', 'mobile');
    const zip = page.getByLabel('Zip code');
    await zip.fill('92126');
    await page.getByText('Great! We deliver to 92126 (Local Delivery zone).', { exact: true }).waitFor();
    await zip.scrollIntoViewIfNeeded();
    await shoot(page, 'reserve-served-mobile');
    await page.setViewportSize({ width: 1280, height: 900 });
    await zip.scrollIntoViewIfNeeded();
    await shoot(page, 'reserve-served-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await zip.fill('10001');
    await page.getByText("Sorry, we don't currently deliver to this area.").waitFor();
    await zip.scrollIntoViewIfNeeded();
    await shoot(page, 'reserve-unserved-mobile');
    await page.getByRole('link', { name: 'Request a custom quote' }).click();
    await page.getByRole('dialog', { name: 'Request Custom Quote' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('the zip dialog and /service-areas offer the custom quote for an unserved zip', async () => {
    const home = await b.open('/', 'mobile');
    await home.getByRole('button', { name: 'Check Your Zip Code' }).click();
    const dialog = home.getByRole('dialog', { name: 'Check Your Zip Code' });
    await dialog.getByLabel('Zip code').fill('10001');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText("Sorry, we don't currently deliver to this zip code.").waitFor();
    await shoot(home, 'zip-dialog-unserved-mobile');
    await dialog.getByRole('link', { name: 'Request a custom quote' }).click();
    await home.getByRole('dialog', { name: 'Request Custom Quote' }).waitFor();
    expect(await home.getByRole('dialog', { name: 'Check Your Zip Code' }).count()).toBe(0);
    await expectAccessible(home);

    const areas = await b.open('/service-areas', 'mobile');
    await areas.getByRole('textbox', { name: 'Zip code' }).fill('10001');
    await areas.getByText("Sorry, we don't currently deliver to this zip code.").waitFor();
    await areas.getByRole('link', { name: 'Request a custom quote' }).waitFor();
  });

  it('preloads the hero image on / only', async () => {
    for (const [path, expected] of [['/reserve', 0], ['/packages', 0], ['/', 1]] as const) {
      const page = await b.open('about:blank');
      const heroRequests: string[] = [];
      page.on('request', (req) => {
        if (/\/images\/hero-\d+\.webp/.test(req.url())) heroRequests.push(req.url());
      });
      await page.goto(b.url(path));
      await page.waitForLoadState('load');
      expect(await page.locator('link[rel="preload"][as="image"]').count(), path).toBe(expected);
      expect(heroRequests.length > 0, path).toBe(expected === 1);
    }
  });

  it('says "Not configured" instead of a CRM sync rate when no CRM is set up', async () => {
    const page = await openAsStaff(b, '/dashboard');
    const quoteCard = page.locator('dl div').filter({ has: page.locator('dt', { hasText: /^CRM sync rate$/ }) });
    await expect.poll(() => quoteCard.locator('dd').first().textContent()).toBe('Not configured');
    await page.setViewportSize({ width: 390, height: 844 });
    await quoteCard.scrollIntoViewIfNeeded();
    await shoot(page, 'dashboard-crm-not-configured-mobile');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    const adminCard = page.locator('dl div').filter({ has: page.locator('dt', { hasText: /^CRM sync rate$/ }) });
    await expect.poll(() => adminCard.locator('dd').first().textContent()).toBe('Not configured');
    await adminCard.scrollIntoViewIfNeeded();
    await shoot(page, 'admin-crm-not-configured-desktop');
  });
});
