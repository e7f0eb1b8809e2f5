import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchChromium } from './harness/browser.ts';
import { slowPhoneWithAppHeld } from './harness/held-app.ts';

/**
 * No dead taps (docs/design.md §16, ADR 076): a phone with its CPU slowed 4x taps or types the moment a control of the server's
 * HTML is visible, long before the app has started (main.tsx waits for the largest paint), and the control does its job.
 */
const { baseUrl } = inject('e2e');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A phone whose app (the `app-*.js` chunk main.tsx imports) is held until `release()`: whatever the machine's load, the test's tap
 * then lands before the app has started, the moment this file is about.
 */
async function slowPhone(path: string): Promise<{ page: Page; release: () => void }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  // NOTE: whether the app was live at the moment of each tap or keystroke, as the page saw it (a tap itself starts the app).
  await context.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { liveAtInput: boolean[] }).liveAtInput = seen;
    const note = () => seen.push(document.querySelector('#root[data-app-ready]') !== null);
    document.addEventListener('pointerdown', note, true);
    document.addEventListener('keydown', note, true);
  });
  const page = await context.newPage();
  const release = await slowPhoneWithAppHeld(page);
  await page.goto(path, { waitUntil: 'commit' });
  return { page, release };
}

/** Taps the control as soon as it shows: before the app is live, or the test proves nothing. */
async function tapAtOnce(page: Page, selector: string) {
  await page.waitForSelector(selector, { state: 'visible' });
  await page.locator(selector).first().tap({ force: true, noWaitAfter: true });
  await expectedBeforeTheApp(page);
}

async function expectedBeforeTheApp(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { liveAtInput: boolean[] }).liveAtInput)).toEqual([false]);
}

describe('first taps on a slow phone, before the app has started', () => {
  it.each([
    ['Reserve Package opens the order dialog', 'button[aria-label^="Reserve Package"]'],
    ['the menu button opens the menu', 'button[aria-label="Open menu"]'],
    ['Check Your Zip Code opens the zip check', '#service-areas button:text-is("Check Your Zip Code")'],
  ])('%s', async (_name, selector) => {
    const { page, release } = await slowPhone('/');
    await tapAtOnce(page, selector);
    release();
    await expect.poll(() => page.locator('[role=dialog]').isVisible(), { timeout: 20_000 }).toBe(true);
    await page.context().close();
  });

  it('an FAQ question opens its answer', async () => {
    const { page, release } = await slowPhone('/');
    const question = 'section[aria-labelledby="faq-title"] h3 > button[aria-expanded]';
    await tapAtOnce(page, question);
    release();
    await expect.poll(() => page.locator(question).first().getAttribute('aria-expanded'), { timeout: 20_000 }).toBe('true');
    await page.context().close();
  });

  it('a zip typed at once on /reserve is kept and checked', async () => {
    const { page, release } = await slowPhone('/reserve');
    const zip = 'input[name="zipCode"]';
    await page.waitForSelector(zip, { state: 'visible' });
    await page.locator(zip).focus();
    await page.keyboard.type('92037');
    expect((await page.evaluate(() => (window as unknown as { liveAtInput: boolean[] }).liveAtInput))[0]).toBe(false);
    release();
    await expect.poll(() => page.getByText('Great! We deliver to 92037').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.inputValue(zip)).toBe('92037');
    await page.context().close();
  });

  it('a page scrolled before the app starts stays where the visitor put it', async () => {
    const { page, release } = await slowPhone('/');
    await page.waitForSelector('h1', { state: 'visible' });
    await page.evaluate(() => window.scrollTo(0, 900));
    expect(await page.locator('#root[data-app-ready]').count()).toBe(0);
    release();
    await page.waitForSelector('#root[data-app-ready]', { state: 'attached', timeout: 20_000 });
    // NOTE: the router's scroll restoration ran on the hydration's first render; a frame later nothing else may move the page.
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
    await page.context().close();
  });

  // Issue 36 item 24 (ADR 191): the tap is answered at once, by the dialog's frame from the shell guard, not 1-3 s later by the app.
  it('Reserve Package shows the dialog frame at once, and the app dialog takes its place', async () => {
    const { page, release } = await slowPhone('/');
    const reserve = 'button[aria-label="Reserve Package: Golden Harvest"]';
    await tapAtOnce(page, reserve);
    const frame = page.getByRole('dialog', { name: 'Order Golden Harvest' });
    await frame.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await page.locator('#root[data-app-ready]').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR ?? '/tmp'}/early-dialog-390.png` }).catch(() => undefined);
    await expectAccessible(page);
    release();
    const form = page.getByRole('dialog', { name: 'Order Golden Harvest' }).getByRole('button', { name: 'Continue to Payment' });
    await form.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.locator('dialog.early-dialog').count()).toBe(0);
    // NOTE: the app's dialog has the focus, and gives it back to the button on closing, as when the app opened it itself.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Reserve Package: Golden Harvest');
    await page.context().close();
  });

  it('closing the frame before the app starts takes the tap back', async () => {
    const { page, release } = await slowPhone('/');
    await tapAtOnce(page, '#service-areas button:text-is("Check Your Zip Code")');
    await page.getByRole('dialog', { name: 'Check Your Zip Code' }).waitFor({ state: 'visible', timeout: 5_000 });
    await page.keyboard.press('Escape');
    await page.locator('dialog.early-dialog').waitFor({ state: 'detached' });
    release();
    await page.waitForSelector('#root[data-app-ready]', { state: 'attached', timeout: 20_000 });
    await page.waitForTimeout(1_000);
    expect(await page.locator('[role=dialog]').count()).toBe(0);
    await page.context().close();
  });
});
