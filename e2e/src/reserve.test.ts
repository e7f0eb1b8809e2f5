import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CreatedOrder } from '@sdp/shared/wire';
import type { PriceBreakdown } from '@sdp/shared/pricing';
import { expectAccessible, useBrowser } from './harness/browser.ts';
import { money } from './order-api.ts';
import { fillOrderForm } from './order-form.ts';

const b = useBrowser();

/** /packages -> View Details (Autumn Embrace) -> Reserve Drop-Off: lands on /reserve with both preselected. */
async function reserveFromDetail(page: Page) {
  await page.getByRole('link', { name: 'View Details: Autumn Embrace' }).click();
  await page.getByRole('heading', { level: 1, name: 'Autumn Embrace' }).waitFor();
  await page.getByRole('link', { name: 'Reserve Autumn Embrace with Drop-Off Service' }).click();
  await page.waitForURL(/\/reserve\?.*service=drop-off/);
  await page.getByRole('heading', { level: 1, name: 'Complete Your Reservation' }).waitFor();
}

describe('/reserve', () => {
  it('asks for a package until one is chosen, and passes axe', async () => {
    const page = await b.open('/reserve', 'mobile');
    await page.getByText('Select a package to see pricing').waitFor();
    expect(await page.getByRole('button', { name: 'Continue to Payment' }).isDisabled()).toBe(true);
    await expectAccessible(page);
  });

  it('says whether a zip is served, clears under 5 digits, and keeps the submit disabled outside the area', async () => {
    const page = await b.open('/packages');
    await reserveFromDetail(page);
    const zip = page.getByLabel('Zip code');
    await zip.fill('10001');
    await page.getByText("Sorry, we don't currently deliver to this area.").waitFor();
    expect(await page.getByRole('button', { name: 'Continue to Payment' }).isDisabled()).toBe(true);
    await zip.fill('9212');
    await expect.poll(() => page.getByText("Sorry, we don't currently deliver to this area.").count()).toBe(0);
    await zip.fill('92126');
    await page.getByText(/^Great! We deliver to .+\.$/).waitFor();
  });

  it('goes from a package page through zip, add-ons and SPOOKY15 to /checkout with totals equal to the API breakdown', async () => {
    const page = await b.open('/packages');
    await reserveFromDetail(page);
    expect(await page.getByRole('radio', { name: /Drop-Off Service/ }).isChecked()).toBe(true);
    await fillOrderForm(page, page, { email: 'marcus.reserve@example.com', phone: '858-555-0199', zip: '92126' });
    await page.getByText(/^Great! We deliver to .+\.$/).waitFor();
    await page.getByLabel('Seasonal Removal').check();
    await page.getByLabel('Hay Bales').click();
    await page.getByRole('option', { name: '2', exact: true }).click();
    await page.getByLabel('Promo code (optional)').fill('spooky15');
    await page.getByText('15% discount applied!').waitFor();
    await expectAccessible(page);

    const created = page.waitForResponse((res) => res.url().endsWith('/api/orders') && res.request().method() === 'POST');
    const synced = page.waitForResponse((res) => res.url().includes('/update-payment'));
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const order = (await (await created).json()) as CreatedOrder;
    expect(order.breakdown.promoCode).toBe('SPOOKY15');
    await page.waitForURL('**/checkout');
    const { breakdown } = (await (await synced).json()) as { breakdown: PriceBreakdown };
    expect(breakdown.finalTotal).toBe(order.breakdown.finalTotal);

    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe(money(breakdown.finalTotal));
    expect(await page.getByTestId('checkout-deposit').textContent()).toBe(money(breakdown.depositAmount));
    await page.getByText('Due Today (30% Deposit)').waitFor();
    await page.getByText(`Discount (SPOOKY15)`).waitFor();
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('orderData') ?? 'null') as Record<string, unknown>);
    expect(stored).toMatchObject({
      orderId: order.orderId,
      packageName: 'Autumn Embrace',
      depositAmount: breakdown.depositAmount,
      finalTotal: breakdown.finalTotal,
      discountAmount: breakdown.discountAmount,
      promoCode: 'SPOOKY15',
      customerName: 'Marcus Bell',
      zipCode: '92126',
      addOnServices: [{ name: 'Seasonal Removal', price: '55.00' }],
      quantityServices: [{ name: 'Hay Bales', price: expect.any(String), quantity: 2 }],
    });
  });
});
