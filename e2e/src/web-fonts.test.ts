import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, VIEWPORTS } from './harness/browser.ts';

// The site is sold as luxury, and its type is much of that look: whether the font files come at once or late (a slow first visit; they are
// preloaded, font-display: swap), the visitor ends up reading Fraunces and Inter, as Chromium really drew them, and each file is
// downloaded once.
const e2e = inject('e2e');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The home page at 390 px, its font files held back `lateByMs`; the files it asked for. */
async function openHome(lateByMs: number): Promise<{ page: Page; fontFiles: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
  const page = await context.newPage();
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontFiles.push(new URL(request.url()).pathname);
  });
  if (lateByMs > 0) {
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, lateByMs));
      await route.continue();
    });
  }
  await page.goto(`${e2e.baseUrl}/`);
  return { page, fontFiles };
}

/** The fonts Chromium really drew an element's text with (not what its CSS asks for). */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return [...new Set(fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`))];
}

describe('web fonts', () => {
  it.each([
    ['in at once', 0],
    ['2 s late (a slow first visit)', 2_000],
  ])('with the font files %s, the heading is drawn in Fraunces and the text in Inter, each file fetched once', async (_name, lateByMs) => {
    const { page, fontFiles } = await openHome(lateByMs);
    await expect.poll(() => drawnWith(page, 'h1'), { timeout: 20_000 }).toEqual(['Fraunces (web font)']);
    await expect.poll(() => drawnWith(page, 'main p'), { timeout: 20_000 }).toEqual(['Inter (web font)']);
    expect(fontFiles.length).toBeGreaterThan(0);
    expect(fontFiles).toEqual([...new Set(fontFiles)]);
    await page.context().close();
  });
});
