import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';

const b = useBrowser();

describe('catalog pages', () => {
  it('/packages lists every package with both prices, the Most Popular badge and its two actions', async () => {
    const page = await b.open('/packages');
    await page.getByRole('heading', { level: 2, name: 'Golden Harvest' }).waitFor();
    expect(await page.locator('main article').count()).toBe(4);
    expect(await page.getByText('Most Popular').count()).toBeGreaterThan(0);
    const card = page.locator('main article', { has: page.getByRole('heading', { name: 'Golden Harvest' }) });
    await card.getByText('$1,825').waitFor();
    await card.getByText('$550').waitFor();
    const id = (await card.getByRole('link', { name: 'View Details: Golden Harvest' }).getAttribute('href'))!.split('/').pop()!;
    expect(await card.getByRole('link', { name: 'Select Package: Golden Harvest' }).getAttribute('href')).toBe(`/reserve?package=${id}`);
    expect(await page.getByRole('link', { name: 'Request a Custom Quote' }).getAttribute('href')).toBe('/#contact');
    await expectAccessible(page);
  });

  it('/packages/{id} offers the two service choices, and says so when the package does not exist', async () => {
    const page = await b.open('/packages');
    await page.getByRole('link', { name: 'View Details: Harvest Bounty' }).click();
    await page.getByRole('heading', { level: 1, name: 'Harvest Bounty' }).waitFor();
    const id = page.url().split('/').pop()!;
    expect(await page.getByRole('link', { name: /with White-Glove Service/ }).getAttribute('href')).toBe(`/reserve?package=${id}&service=white-glove`);
    expect(await page.getByRole('link', { name: /with Drop-Off Service/ }).getAttribute('href')).toBe(`/reserve?package=${id}&service=drop-off`);
    await expectAccessible(page);
    const missing = await b.open('/packages/00000000-0000-4000-8000-000000000000', 'mobile');
    await missing.getByText('Package not found or error loading details.').waitFor();
  });

  it('/collections groups by White-Glove price and hides the empty collection', async () => {
    const page = await b.open('/collections', 'mobile');
    await page.getByRole('heading', { name: 'Premium Estate Collection' }).waitFor();
    await page.getByRole('heading', { name: 'Classic Autumn Collection' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Cozy Cottage Collection' }).count()).toBe(0);
    await page.getByText(/^\+\d+ more features$/).first().waitFor();
    expect(await page.getByText('Starting at').count()).toBe(4);
    await expectAccessible(page);
  });
});
