import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness/browser.ts';
import { fillOrderForm, openOrderDialog } from './order-form.ts';

const b = useBrowser();

const openOrder = openOrderDialog;

describe('order dialog', () => {
  it('shows the dialog column messages for an empty submission', async () => {
    const page = await b.open('/#packages');
    const dialog = await openOrder(page, 'Golden Harvest');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    for (const message of ['Name must be at least 2 characters', 'Please enter a valid email', 'Please enter a valid phone number', 'Please enter a complete address', 'Please enter a city', 'Please enter a valid zip code', 'Please select a delivery date', 'Please select a photo permission option']) {
      await dialog.getByText(message).waitFor();
    }
  });

  it('offers quantity add-ons only for white-glove and adds the removal and staging services for drop-off', async () => {
    const page = await b.open('/#packages');
    let dialog = await openOrder(page, 'Golden Harvest');
    await dialog.getByLabel('Hay Bales').waitFor();
    expect(await dialog.getByText('Seasonal Removal').count()).toBe(0);
    await page.keyboard.press('Escape');
    dialog = await openOrder(page, 'Autumn Glow');
    await dialog.getByText('Seasonal Removal').waitFor();
    await dialog.getByText('Setup & Staging Service').waitFor();
  });

  it('applies SPOOKY15 after the debounce and rejects an unknown code', async () => {
    const page = await b.open('/#packages');
    const dialog = await openOrder(page, 'Golden Harvest');
    const code = dialog.getByLabel('Discount code (optional)');
    await code.fill('spooky15');
    await dialog.getByText('15% discount applied!').waitFor();
    await code.fill('NOPE-NOT-A-CODE');
    await dialog.getByText(/Invalid discount code|recognize|not valid|expired/i).waitFor();
    await code.fill('');
    await expect.poll(() => dialog.getByText('15% discount applied!').count()).toBe(0);
  });

  it('refuses a zip outside the service area with a toast', async () => {
    const page = await b.open('/#packages');
    const dialog = await openOrder(page, 'Autumn Glow');
    await fillOrderForm(page, dialog, { email: 'marcus@example.com', phone: '8585550199', zip: '10001' });
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Invalid Delivery Area').first().waitFor();
    await page.getByText('Please enter a zip code in our service area.').first().waitFor();
    expect(page.url()).toContain(b.e2e.baseUrl);
  });

  it('creates the checkout and sends the browser to the hosted payment page', async () => {
    const page = await b.open('/#packages');
    const dialog = await openOrder(page, 'Golden Harvest');
    await fillOrderForm(page, dialog, { email: 'marcus@example.com', phone: '8585550199', zip: '92126' });
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL((url) => url.href.startsWith(b.e2e.emulatorUrl), { timeout: 20_000 });
  });
});
