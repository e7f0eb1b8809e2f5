import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, VIEWPORTS, waitForApp } from './harness/browser.ts';
import { startLiveStack, type LiveStack } from './harness/live-stack.ts';

/**
 * Consent for third-party tags (docs/design.md §16, ADR 077) on a stack of its own with Google's tags and the Meta pixel
 * configured: no request to a tag vendor before the visitor accepts, none with Global Privacy Control, the tags after "Allow".
 * The vendors' hosts are answered here (an empty script), so what is counted is what the browser asked for.
 */
const TAG_HOSTS = /googletagmanager\.com|google-analytics\.com|doubleclick\.net|googleadservices\.com|facebook\.(net|com)/;
let stack: LiveStack;
let browser: Browser;
beforeAll(async () => {
  stack = await startLiveStack({
    name: 'consent',
    staff: { email: 'consent-admin@sdpumpkin.test', name: 'Consent Admin', password: 'consent-staff-password-2026' },
    api: 'api/dist/server.js',
    workers: 'workers/dist/main.js',
    nodeArgs: ['--enable-source-maps'],
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', GTM_ID: 'GTM-E2E1', GA_MEASUREMENT_ID: 'G-E2E1', GOOGLE_ADS_ID: 'AW-E2E1', META_PIXEL_ID: '1234567890' },
  });
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function visitor({ gpc = false } = {}): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: VIEWPORTS.mobile });
  if (gpc) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const requests: string[] = [];
  await context.route(TAG_HOSTS, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return { context, page: await context.newPage(), requests };
}

/** Opens `path` and waits until the tag loader has run on it (it writes Consent Mode's default first), and a moment more. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  await page.waitForFunction(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).some((entry) => Array.from(entry)[1] === 'default'), null, { timeout: 15_000 });
  await page.waitForTimeout(1_000);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy' });

describe('third-party tags wait for consent', () => {
  it('asks, sends nothing before "Allow", loads the tags after it, and remembers', async () => {
    const { context, page, requests } = await visitor();
    await visit(page, '/');
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    expect(requests).toEqual([]);
    await banner(page).getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => requests.map((url) => new URL(url).host).sort()).toEqual(['connect.facebook.net', 'www.googletagmanager.com', 'www.googletagmanager.com']);
    await visit(page, '/packages');
    expect(await banner(page).count()).toBe(0);
    expect(requests.length).toBeGreaterThan(3);
    await context.close();
  });

  it('sends nothing after "Decline", nor on the next page', async () => {
    const { context, page, requests } = await visitor();
    await visit(page, '/');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await visit(page, '/service-areas');
    expect(await banner(page).count()).toBe(0);
    expect(requests).toEqual([]);
    await context.close();
  });

  it('treats Global Privacy Control as a refusal: no panel, no request', async () => {
    const { context, page, requests } = await visitor({ gpc: true });
    await visit(page, '/');
    expect(await banner(page).count()).toBe(0);
    expect(requests).toEqual([]);
    await context.close();
  });

  it('the footer link records an opt-out and shows the choice again', async () => {
    const { context, page, requests } = await visitor();
    await visit(page, '/');
    await banner(page).getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => requests.length).toBe(3);
    await page.getByRole('button', { name: 'Do Not Sell or Share My Personal Information' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Your opt-out is recorded');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('sdp-consent') ?? '{}').choice)).toBe('denied');
    await visit(page, '/terms');
    expect(requests.length).toBe(3);
    await context.close();
  });
});
