import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';
import { openAsStaff } from './staff-session.ts';

/** The catalog without a deploy (docs/design.md §13): staff change a price and upload a photograph, and the home page shows both. */
const b = useBrowser();
const SCREENS = new URL('../../.tmp/screens/', import.meta.url).pathname;
mkdirSync(SCREENS, { recursive: true });

describe('staff manage the catalog', () => {
  it('an admin changes Autumn Glow\'s price and uploads its photograph; the home page shows the new price and the photograph', async () => {
    const photo = join(mkdtempSync(join(tmpdir(), 'sdp-photo-')), 'autumn-glow-porch.jpg');
    writeFileSync(photo, await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 190, g: 92, b: 38 } } }).jpeg().toBuffer());

    const page = await openAsStaff(b, '/catalog');
    const form = page.getByRole('form', { name: 'Edit Autumn Glow' });
    const price = form.getByLabel('Drop-Off price ($)');
    const before = await price.inputValue();
    await price.fill('345.00');
    await form.getByLabel('Photograph for Autumn Glow').setInputFiles(photo);
    await form.getByText('Replace photograph').waitFor({ timeout: 30_000 });
    await form.getByRole('button', { name: 'Save Autumn Glow' }).click();
    await page.getByTestId('catalog-audit').getByText(/Autumn Glow/).first().waitFor();
    await page.screenshot({ path: `${SCREENS}catalog-desktop.png`, fullPage: true });
    await expectAccessible(page);

    // A PDF renamed .jpg is refused with the server's words.
    const pdf = join(tmpdir(), `not-a-photo-${Date.now()}.jpg`);
    writeFileSync(pdf, '%PDF-1.7\n%%EOF\n');
    await page.getByRole('form', { name: 'Edit Harvest Bounty' }).getByLabel('Photograph for Harvest Bounty').setInputFiles(pdf);
    await page.getByText('This file is a PDF, not a photograph. Upload a JPEG, PNG or HEIC image.').waitFor();

    const home = await b.open('/#packages', 'mobile');
    const card = home.locator('article', { has: home.getByRole('heading', { name: 'Autumn Glow' }) });
    await card.getByText('$345').waitFor({ timeout: 20_000 });
    const img = card.locator('picture img');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc)).toMatch(/\/api\/images\/[0-9a-f]{32}\/\d+\.(avif|webp)$/);
    await card.screenshot({ path: `${SCREENS}home-package-photo-mobile.png` });

    const mobile = await openAsStaff(b, '/catalog', 'mobile');
    await mobile.getByRole('form', { name: 'Edit Autumn Glow' }).waitFor();
    await mobile.screenshot({ path: `${SCREENS}catalog-mobile.png`, fullPage: true });
    // Put the price back for the other tests of this run.
    const again = mobile.getByRole('form', { name: 'Edit Autumn Glow' });
    await again.getByLabel('Drop-Off price ($)').fill(before);
    await again.getByRole('button', { name: 'Save Autumn Glow' }).click();
    await mobile.getByText('Package saved').first().waitFor();
  });
});
