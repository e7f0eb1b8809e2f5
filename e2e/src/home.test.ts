import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PAGE_META } from '@sdp/shared/constants/pages';
import { expectAccessible, useBrowser } from './harness/browser.ts';

const b = useBrowser();

describe('home page', () => {
  it('shows the hero, the sections in the spec order and the structured business data', async () => {
    const page = await b.open('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("San Diego's Premier Pumpkin Delivery Service");
    await expect.poll(() => page.getByText('Luxury Fall Collections').count()).toBe(1);
    expect(await page.getByText('Starting at $325 • Same-day consultation available').count()).toBe(1);
    // NOTE: the sections below the fold mount one per idle moment after the first paint; the FAQ is the last of them.
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    const order = await page.evaluate(() =>
      ['packages', 'gallery', 'service-areas', 'about', 'contact'].map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1),
    );
    expect(order.every((top, i) => top > 0 && (i === 0 || top > order[i - 1]!))).toBe(true);
    // NOTE: the first of the page's JSON-LD (FAQPage and the packages' Product follow it, docs/design.md §14).
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'LocalBusiness', telephone: '(858) 255-0282', aggregateRating: { ratingValue: '5.0', reviewCount: 47 } });
    expect(await page.title()).toContain('SD Pumpkin');
  });

  it('groups packages by service level, highest price first, with the Client Favorite badge', async () => {
    const page = await b.open('/#packages');
    await page.getByRole('heading', { name: 'Full-Service Experience' }).waitFor();
    await page.getByRole('heading', { name: 'Premium Delivery' }).waitFor();
    const names = await page.locator('#packages article h4').allTextContents();
    expect(names).toEqual(['Golden Harvest', 'Harvest Bounty', 'Autumn Embrace', 'Autumn Glow']);
    expect(await page.getByText('Client Favorite').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Request Custom Quote' }).count()).toBe(1);
  });

  it('keeps the initial JavaScript of / within 130 KB gzip (budgets/bundle-size.test.ts holds the same)', async () => {
    const page = await b.open('/', 'mobile');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => new URL(url).pathname.endsWith('.js')),
    );
    const sizes = await Promise.all(scripts.map(async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total / 1024).toBeLessThanOrEqual(130);
  });

  it('has no serious accessibility violation at 390 px', async () => {
    const page = await b.open('/', 'mobile');
    await page.locator('#packages article').first().waitFor();
    await expectAccessible(page);
  });

  it('hides the sale banner when dismissed', async () => {
    const page = await b.open('/');
    const banner = page.getByRole('complementary', { name: 'Fall sale' });
    await banner.waitFor();
    await page.getByRole('button', { name: 'Dismiss sale banner' }).click();
    await expect.poll(() => banner.count()).toBe(0);
  });

  it('opens one FAQ answer at a time and closes the open one on a second click', async () => {
    const page = await b.open('/');
    const first = page.getByRole('button', { name: 'How long will the pumpkins last?' });
    const second = page.getByRole('button', { name: 'When should I order?' });
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await second.click();
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('false');
  });

  it('checks a zip code: empty, served and not served', async () => {
    const page = await b.open('/');
    await page.getByRole('button', { name: 'Check Your Zip Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check Your Zip Code' });
    await dialog.getByRole('button', { name: 'Check' }).click();
    await page.getByText('Please enter a zip code').first().waitFor();
    const input = dialog.getByLabel('Zip code');
    await input.fill('921261234');
    expect(await input.inputValue()).toBe('92126');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText('Great news! We deliver to your area.').waitFor();
    expect(await dialog.getByText(/Delivery zone: .+/).count()).toBe(1);
    await input.fill('10001');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText("Sorry, we don't currently deliver to this zip code.").waitFor();
  });

  it('loads the toast region only once it is needed, and F8 still jumps to it', async () => {
    const page = await b.open('/');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    await page.waitForLoadState('networkidle');
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    expect(await region.count()).toBe(0);
    await page.keyboard.press('F8');
    await region.waitFor({ state: 'attached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? null))
      .toBe('Notifications (F8)');
  });

  it('toggles a gallery card and shows both images side by side', async () => {
    const page = await b.open('/');
    const card = page.locator('#gallery article').first();
    await card.getByRole('button', { name: 'Show Before' }).click();
    await card.getByRole('button', { name: 'Show After' }).waitFor();
    await card.getByRole('button', { name: 'View Full Transformation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fairbanks Ranch Transformation' });
    await dialog.waitFor();
    expect(await dialog.locator('img').count()).toBe(2);
  });

  it('mounts the sections below the fold after the first paint, and at once when a section link is used', async () => {
    const page = await b.open('/');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    expect(await page.locator('main section').count()).toBeGreaterThanOrEqual(11);

    // A page that never goes idle: the server's HTML already holds every section (ADR 057), and a section link still lands there.
    const early = await b.open('/', 'desktop', 'window.requestIdleCallback = () => 0; window.cancelIdleCallback = () => {};');
    await early.getByRole('heading', { level: 1 }).waitFor();
    expect(await early.locator('#gallery').count()).toBe(1);
    await early.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    // NOTE: in view near the top (under the sticky header); late web fonts above may still move it by a line or so.
    const galleryInView = () => early.evaluate(() => {
      const top = document.getElementById('gallery')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 300;
    });
    await expect.poll(galleryInView).toBe(true);
    expect(await early.getByRole('heading', { name: 'Frequently Asked Questions' }).count()).toBe(1);
  });

  it('closes the mobile drawer when a link is chosen', async () => {
    const page = await b.open('/', 'mobile');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'SD Pumpkin' });
    await drawer.waitFor();
    // NOTE: layout width, not getBoundingClientRect: mid slide-in the transformed box measures 299.99997 px.
    expect(await drawer.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(300);
    await drawer.getByRole('link', { name: 'Gallery' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
  });

  // NOTE: the server-rendered page keeps the head the server sent; the table of titles loads on the first move (ADR 078).
  it('sets the title of each page the visitor moves to within the app, and the home title again on the way back', async () => {
    const page = await b.open('/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Service Areas' }).click();
    await expect.poll(() => page.title()).toBe(PAGE_META['/service-areas'].title);
    await page.goBack();
    await expect.poll(() => page.title()).toBe(PAGE_META['/'].title);
  });

  it('answers unknown paths with the 404 screen', async () => {
    const page = await b.open('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
  });
});
