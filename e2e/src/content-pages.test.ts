import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';

const b = useBrowser();

describe('content pages', () => {
  it('/service-areas says served for 92126, nothing for an empty box, and shows 12 communities', async () => {
    const page = await b.open('/service-areas', 'mobile');
    await expect.poll(() => page.locator('#communities-title ~ ul > li').count()).toBe(12);
    const zip = page.getByRole('textbox', { name: 'Zip code' });
    await zip.fill('92126');
    await page.getByText('Great news! We deliver to your area.').waitFor();
    await zip.fill('');
    await page.getByRole('button', { name: 'Check' }).click();
    expect(await page.locator('#service-area-result').textContent()).toBe('');
    await zip.fill('10001');
    await page.getByText("Sorry, we don't currently deliver to this zip code.").waitFor();
    await expectAccessible(page);
  });

  it('/blog opens each of its four articles in a dialog, under the peak-season banner', async () => {
    const page = await b.open('/blog');
    await expect.poll(() => page.getByRole('button', { name: /^Read article:/ }).count()).toBe(4);
    await page.getByText('Featured').first().waitFor();
    await page.getByRole('complementary', { name: 'Peak season' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Read article: How to Make Your Pumpkins Last Until Thanksgiving' }).click();
    const dialog = page.getByRole('dialog', { name: 'How to Make Your Pumpkins Last Until Thanksgiving' });
    await dialog.getByText('Never carry them by the stem.').waitFor();
    await expectAccessible(page);
  });

  it('/privacy-policy states its dates, retention and response time', async () => {
    const page = await b.open('/privacy-policy', 'mobile');
    await page.getByText('Effective January 1, 2024 · Last updated August 28, 2025').waitFor();
    await page.getByText(/about 7 years/).waitFor();
    await page.getByText(/within 30 days/).waitFor();
    await expectAccessible(page);
  });
});
