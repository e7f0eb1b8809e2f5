import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';
import { openAsStaff } from './staff-session.ts';

/**
 * The catalog without a deploy (docs/design.md §13): staff roll the season over, change a price and upload a photograph, and the
 * home page shows both; staff add a before/after pair to the gallery, and the home page shows it.
 */
const b = useBrowser();
const SCREENS = new URL('../../.tmp/screens/', import.meta.url).pathname;
mkdirSync(SCREENS, { recursive: true });
let sql: postgres.Sql;
let rolledOver: number | null = null;
beforeAll(() => {
  sql = postgres(b.e2e.databaseUrl, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  // The files after this one (season-turns rolls over itself) find the seasons as the e2e seed left them.
  if (rolledOver) {
    const [season] = await sql<{ delivery_dates: string[] }[]>`SELECT delivery_dates::text[] FROM season WHERE year = ${rolledOver}`;
    await sql`DELETE FROM delivery_slots WHERE delivery_date = ANY(${season!.delivery_dates}::date[]) AND booked = 0`;
    await sql`DELETE FROM season WHERE year = ${rolledOver}`;
  }
  await sql.end();
});

const photoFile = async (name: string, colour: { r: number; g: number; b: number }) => {
  const file = join(mkdtempSync(join(tmpdir(), 'sdp-photo-')), name);
  writeFileSync(file, await sharp({ create: { width: 2400, height: 1800, channels: 3, background: colour } }).jpeg().toBuffer());
  return file;
};

describe('staff manage the catalog', () => {
  it('an admin rolls the season over, changes Autumn Glow\'s price and uploads its photograph; the home page shows the new price and the photograph', async () => {
    const photo = join(mkdtempSync(join(tmpdir(), 'sdp-photo-')), 'autumn-glow-porch.jpg');
    writeFileSync(photo, await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 190, g: 92, b: 38 } } }).jpeg().toBuffer());

    // The season first: the admin dashboard's Season tab proposes next year by the pattern; the admin saves it.
    const next = (await sql<{ year: number }[]>`SELECT max(year)::int AS year FROM season`)[0]!.year + 1;
    const selling = ((await (await fetch(`${b.e2e.baseUrl}/api/season`)).json()) as { year: number }).year;
    const dashboard = await openAsStaff(b, '/admin');
    await dashboard.getByRole('tab', { name: 'Season' }).click();
    await dashboard.getByRole('button', { name: 'Roll over to next season' }).click();
    await dashboard.getByRole('form', { name: `Fall ${next} season` }).getByRole('button', { name: `Save fall ${next} season` }).click();
    await dashboard.getByText('Next Season Saved').first().waitFor();
    rolledOver = next;
    expect(await sql`SELECT year FROM season WHERE year = ${next}`).toEqual([{ year: next }]);

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
    // The season the home page sells is still the nearer one, with its dates.
    expect(await (await fetch(`${b.e2e.baseUrl}/api/season`)).json()).toMatchObject({ year: selling });

    const mobile = await openAsStaff(b, '/catalog', 'mobile');
    await mobile.getByRole('form', { name: 'Edit Autumn Glow' }).waitFor();
    await mobile.screenshot({ path: `${SCREENS}catalog-mobile.png`, fullPage: true });
    // Put the price back for the other tests of this run.
    const again = mobile.getByRole('form', { name: 'Edit Autumn Glow' });
    await again.getByLabel('Drop-Off price ($)').fill(before);
    await again.getByRole('button', { name: 'Save Autumn Glow' }).click();
    await mobile.getByText('Package saved').first().waitFor();
  });

  it('an admin adds a before/after pair with two photographs and moves it first; the home page shows it; then removes it', async () => {
    const page = await openAsStaff(b, '/catalog');
    const form = page.getByRole('form', { name: 'Add a gallery pair' });
    // The before photograph straight from an iPhone: a real HEIC (HEVC), decoded by the built API (ADR 065).
    await form.getByLabel('Before photograph for the new pair').setInputFiles(new URL('../../api/src/features/images/fixtures/iphone-porch.heic', import.meta.url).pathname);
    await form.getByLabel('After photograph for the new pair').setInputFiles(await photoFile('after.jpg', { r: 176, g: 82, b: 30 }));
    await expect.poll(() => form.getByText('Replace photograph').count(), { timeout: 30_000 }).toBe(2);
    await form.getByLabel('Location').fill('Del Mar Heights');
    await form.getByLabel('Package').fill('Harvest Bounty · White-Glove');
    await form.getByRole('button', { name: 'Add pair' }).click();
    await page.getByText('Gallery pair added').first().waitFor();
    await page.getByRole('button', { name: 'Move Del Mar Heights up' }).waitFor();
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Move Del Mar Heights up' }).click();
      await page.getByTestId('catalog-audit').getByText(/^Reordered the gallery/).nth(i).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Move Del Mar Heights up' }).isDisabled()).toBe(true);
    for (const [viewport, name] of [['desktop', 1280], ['mobile', 390]] as const) {
      const staffPage = viewport === 'desktop' ? page : await openAsStaff(b, '/catalog', 'mobile');
      const section = staffPage.locator('section', { has: staffPage.getByRole('heading', { name: 'Before & after gallery' }) });
      await section.getByRole('form', { name: 'Edit gallery pair Del Mar Heights' }).waitFor();
      // NOTE: the previews load lazily; bring each into view so the picture is there for the capture.
      for (const img of await section.locator('img').all()) await img.scrollIntoViewIfNeeded();
      await staffPage.waitForLoadState('networkidle');
      await section.screenshot({ path: `${SCREENS}catalog-gallery-${name}.png` });
      await staffPage.screenshot({ path: `${SCREENS}catalog-${name}-top.png` });
    }
    await expectAccessible(page);

    // The page the server renders holds the pair before any script runs (ADR 057): the route loads the gallery with the catalog.
    await expect.poll(async () => (await (await fetch(`${b.e2e.baseUrl}/`)).text()).includes('Del Mar Heights'), { timeout: 20_000 }).toBe(true);
    const home = await b.open('/#gallery', 'mobile');
    const first = home.locator('#gallery article').first();
    await first.getByRole('heading', { name: 'Del Mar Heights' }).waitFor({ timeout: 20_000 });
    const img = first.locator('picture img');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc)).toMatch(/\/api\/images\/[0-9a-f]{32}\/\d+\.(avif|webp)$/);
    await first.getByRole('button', { name: 'Show Before' }).click();
    await first.getByRole('button', { name: 'Show After' }).waitFor();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.alt)).toBe('Del Mar Heights porch before styling');
    await home.locator('#gallery').screenshot({ path: `${SCREENS}home-gallery-added-390.png` });

    // A phone with a 3x screen gets the double-density illustration of a pair that has no photograph yet.
    const phone = await b.open('/#gallery', 'phone3x');
    const illustrated = phone.locator('#gallery article', { has: phone.getByRole('heading', { name: 'Fairbanks Ranch' }) }).locator('img');
    await illustrated.scrollIntoViewIfNeeded();
    await expect.poll(() => illustrated.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc)).toMatch(/\/images\/gallery\/fairbanks-ranch-after-2x\.webp$/);

    await page.getByRole('button', { name: 'Remove Del Mar Heights' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove pair' }).click();
    await page.getByTestId('catalog-audit').getByText('Deleted gallery Del Mar Heights').waitFor();
    const items = (await (await fetch(`${b.e2e.baseUrl}/api/gallery`)).json()) as { location: string }[];
    expect(items.map((g) => g.location)).toEqual(['Fairbanks Ranch', 'Point Loma', 'La Jolla']);
  });
});
