import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';

export const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;
/** Besides the two viewports every screen is checked at: a 390 px phone with a 3x screen (which picture a srcset serves it). */
const SCREENS = { ...VIEWPORTS, phone3x: { width: 390, height: 844, deviceScaleFactor: 3 } } as const;

/** Debian's Chromium driven by playwright-core (no downloaded browser). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true });
}

/** One browser per test file; `open(path)` gives a fresh context (own cookies and sessionStorage) at that path. */
export function useBrowser() {
  const e2e = inject('e2e');
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    e2e,
    url: (path: string) => `${e2e.baseUrl}${path}`,
    /** The file's browser, for a context of a test's own making (throttled, touch, routes held). */
    browser: () => browser,
    /** `initScript` runs in the page before any of its own scripts (e.g. to stand in for a browser API). */
    async open(path: string, viewport: keyof typeof SCREENS = 'desktop', initScript?: string): Promise<Page> {
      const { width, height, ...screen } = SCREENS[viewport] as { width: number; height: number; deviceScaleFactor?: number };
      const context = await browser.newContext({ viewport: { width, height }, ...screen, baseURL: e2e.baseUrl });
      contexts.push(context);
      if (initScript) await context.addInitScript(initScript);
      const page = await context.newPage();
      page.on('pageerror', (err) => console.error(`[page error] ${path}: ${err.message}`));
      await page.goto(path);
      // NOTE: pages are rendered on the server (ADR 057): their buttons show before React has hydrated them, so wait until the
      // app is live before a test clicks.
      if (path.startsWith('/')) await waitForApp(page);
      return page;
    },
  };
}

/** Until the app has hydrated (or mounted) the page: app-root.tsx marks #root then. */
export async function waitForApp(page: Page) {
  await page.waitForSelector('#root[data-app-ready]', { state: 'attached', timeout: 30_000 }).catch(() => undefined);
}

/** Until running CSS animations have finished (a spinner's endless turn aside). */
async function animationsSettled(page: Page) {
  // NOTE: axe reads colours as painted; a dialog mid-fade has half-opaque text, so let running CSS animations finish first.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, { timeout: 3000 })
    .catch(() => {});
}

/** axe-core: no serious or critical violation (docs/design.md §9). */
export async function expectAccessible(page: Page) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

/**
 * Sunlight colours (issue 29, docs/design.md §20): every word of a crew screen meets WCAG AAA contrast (axe's
 * `color-contrast-enhanced`: 7:1, 4.5:1 for large text), so it reads on a phone in a sunny driveway. Any violation fails, listing each
 * element with its ratio and colours. Checked: the staff screen (`#main`), or an open dialog alone.
 */
export async function expectSunlightReadable(page: Page) {
  await animationsSettled(page);
  // NOTE: the public site's header, footer and sale banner around a staff screen keep the public palette (AA, with their own Lighthouse
  // and pixel expectations); behind a modal dialog the page is dimmed and inert, so only the dialog is read then.
  const dialog = (await page.locator('[role="dialog"]').count()) > 0;
  const results = await new AxeBuilder({ page }).include(dialog ? '[role="dialog"]' : '#main').withRules(['color-contrast-enhanced']).analyze();
  const unreadable = results.violations.flatMap((v) =>
    v.nodes.map((n) => {
      const data = (n.any[0]?.data ?? {}) as { contrastRatio?: number; expectedContrastRatio?: string; fgColor?: string; bgColor?: string };
      return `${n.target.join(' ')}: ${data.contrastRatio}:1, needs ${data.expectedContrastRatio} (${data.fgColor} on ${data.bgColor}) ${n.html.slice(0, 100)}`;
    }),
  );
  expect(unreadable, `not readable in sunlight at ${page.url()}`).toEqual([]);
}

/** Mail caught by the SMTP catcher, newest last. */
export async function caughtMail(): Promise<{ to: string[]; subject: string; text?: string; html?: string }[]> {
  const res = await fetch(`${inject('e2e').mailUrl}/api/messages`);
  return (await res.json()) as never;
}
