import { describe, expect, it } from 'vitest';
import type { PriceBreakdown } from '@sdp/shared/pricing';
import { expectAccessible, useBrowser } from './harness/browser.ts';
import { money, reserveByApi } from './order-api.ts';

const b = useBrowser();

describe('/checkout', () => {
  it('sends a visitor without stored order data to /', async () => {
    const page = await b.open('/checkout');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('re-prices on extras and promo, then pays the deposit and shows the confirmation', async () => {
    const page = await b.open('/');
    await reserveByApi(page);
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Secure Checkout' }).waitFor();
    await page.getByTestId('checkout-deposit').waitFor();
    await page.getByRole('button', { name: /Pay .* Deposit/ }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /Pay .* Deposit/ }).isEnabled(), { timeout: 10_000 }).toBe(true);
    await expectAccessible(page);

    let synced = page.waitForResponse((res) => res.url().includes('/update-payment'));
    await page.getByRole('button', { name: 'Add one Hay Bales' }).click();
    let { breakdown } = (await (await synced).json()) as { breakdown: PriceBreakdown };
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe(money(breakdown.finalTotal));

    await page.getByLabel('Promo code').fill('nope-nope');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Invalid Promo Code').first().waitFor();

    synced = page.waitForResponse((res) => res.url().includes('/update-payment'));
    await page.getByLabel('Promo code').fill('spooky15');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo Code Applied!').first().waitFor();
    ({ breakdown } = (await (await synced).json()) as { breakdown: PriceBreakdown });
    expect(breakdown.promoCode).toBe('SPOOKY15');
    await expect.poll(() => page.getByTestId('checkout-deposit').textContent()).toBe(money(breakdown.depositAmount));

    await page.getByRole('button', { name: `Pay ${money(breakdown.depositAmount)} Deposit` }).click();
    await page.waitForURL(/\/order-confirmation\?payment_intent=pi_.+&redirect_status=succeeded/, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Your Porch Is Reserved' }).waitFor({ timeout: 20_000 });
    await page.getByText(money(breakdown.depositAmount)).first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('orderData'))).toBeNull();
    const events = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((e) => e?.event === 'payment_completed'));
    expect(events).toHaveLength(1);
  });
});
