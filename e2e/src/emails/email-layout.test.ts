import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, VIEWPORTS } from '../harness/browser.ts';
import { SAMPLE_EMAILS } from './sample-emails.ts';

// The scheduled messages and the e-mails that now carry the order page link (docs/design.md §12), drawn in Chromium at phone and
// desktop width as Gmail and Apple Mail would: nothing wider than the screen, buttons big enough to tap, a text part in words.
const SHOTS = new URL('../../artifacts/emails/', import.meta.url).pathname;
let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('e-mails at phone and desktop width', () => {
  for (const [name, mail] of Object.entries(SAMPLE_EMAILS)) {
    it(`${name}: fits the screen, with tappable buttons and a plain-text part in the customer's words`, async () => {
      for (const viewport of ['mobile', 'desktop'] as const) {
        const page = await browser.newPage({ viewport: VIEWPORTS[viewport] });
        await page.setContent(mail.html);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
        const buttons = await page.locator('td[bgcolor] > a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
        expect(buttons.length).toBeGreaterThan(0);
        for (const height of buttons) expect(height).toBeGreaterThanOrEqual(44);
        await page.screenshot({ path: `${SHOTS}${name}-${VIEWPORTS[viewport].width}.png`, fullPage: true });
        await page.close();
      }
      expect(mail.text.length).toBeGreaterThan(200);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/white-glove|drop-off|deposit_paid|action_required|\d{4}-\d{2}-\d{2}|undefined|null/);
    });
  }
});
