import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness/browser.ts';

const b = useBrowser();

describe('custom quote', () => {
  it('shows the spec messages for an empty submission', async () => {
    const page = await b.open('/');
    await page.getByRole('button', { name: 'Request Custom Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Custom Quote' });
    await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
    for (const message of ['Name must be at least 2 characters', 'Please enter a valid email', 'Please enter a valid phone number', 'Please select a project type', 'Please provide a brief description of your project']) {
      await dialog.getByText(message).waitFor();
    }
  });

  it('submits, lands on /quote-thank-you with the details, records the conversion and clears the session record', async () => {
    const page = await b.open('/');
    await page.getByRole('button', { name: 'Request Custom Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Custom Quote' });
    await dialog.getByLabel('Full name').fill('Harriet Vance');
    await dialog.getByLabel('Email').fill('harriet@example.com');
    await dialog.getByLabel('Phone').fill('858-555-0142');
    await dialog.getByLabel('Project type').click();
    await page.getByRole('option', { name: 'HOA Community' }).click();
    await dialog.getByLabel('Project description').fill('Entrance display for our 120-home community in Carmel Valley.');
    await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();

    await page.waitForURL('**/quote-thank-you');
    const card = page.getByRole('region', { name: 'Your Quote Request' });
    await card.getByText('Harriet Vance').waitFor();
    expect(await card.getByText('HOA Community').count()).toBe(1);
    await page.getByRole('heading', { name: 'What happens next?' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'View Our Packages' }).getAttribute('href')).toBe('/reserve');

    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('submittedQuote'))).toBeNull();
    const events = await page.evaluate(() => ((window as unknown as { dataLayer: { event?: string; quote_id?: string }[] }).dataLayer).filter((e) => e && e.event === 'quote_conversion_complete'));
    expect(events).toHaveLength(1);
    expect(events[0]!.quote_id).not.toBe('unknown');
  });

  it('shows the placeholder when there is no submitted quote', async () => {
    const page = await b.open('/quote-thank-you');
    await page.getByText('Quote details are being loaded...').waitFor();
  });
});
