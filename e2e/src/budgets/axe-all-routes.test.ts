import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser, VIEWPORTS } from '../harness/browser.ts';

// docs/design.md §9: axe-core on every public route of docs/product-spec.md §2 finds no serious or critical violation, on a phone and on a desktop.
const b = useBrowser();

const ROUTES: { path: string | (() => Promise<string>); name: string }[] = [
  { name: '/', path: '/' },
  { name: '/landing', path: '/landing' },
  { name: '/packages', path: '/packages' },
  { name: '/packages/{id}', path: async () => `/packages/${((await (await fetch(b.url('/api/packages'))).json()) as { id: string }[])[0]!.id}` },
  { name: '/collections', path: '/collections' },
  { name: '/reserve', path: '/reserve' },
  { name: '/checkout (redirects to / without an order)', path: '/checkout' },
  { name: '/order-confirmation', path: '/order-confirmation' },
  { name: '/blog', path: '/blog' },
  { name: '/service-areas', path: '/service-areas' },
  { name: '/privacy-policy', path: '/privacy-policy' },
  { name: '/quote-thank-you', path: '/quote-thank-you' },
  { name: '/halloween', path: '/halloween' },
  { name: '/login', path: '/login' },
  { name: 'a 404 path', path: '/no-such-page/at-all' },
];

describe('accessibility of every public route', () => {
  it.each(ROUTES)('$name has no serious or critical axe violation', async ({ path }) => {
    const target = typeof path === 'string' ? path : await path();
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      const page = await b.open(target, viewport);
      await page.waitForLoadState('networkidle');
      await page.locator('h1').first().waitFor();
      // NOTE: the home page's sections below the fold mount after the first paint; check the whole page.
      if (target === '/') await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
      expect(await page.locator('h1').count(), `${target} at ${viewport}: one h1`).toBeGreaterThan(0);
      await expectAccessible(page);
      await page.context().close();
    }
  });
});
