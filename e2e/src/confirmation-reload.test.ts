import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './harness/browser.ts';
import { money, openHostedCheckout, reserveByApi } from './order-api.ts';

const b = useBrowser();

const confirmed = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your Porch Is Reserved' }).waitFor({ timeout: 30_000 });

/** Pay the deposit on /checkout (embedded form); answers the PaymentIntent's client secret the page was given. */
async function payOnCheckout(page: Page): Promise<{ clientSecret: string; deposit: string }> {
  await reserveByApi(page);
  const synced = page.waitForResponse((res) => res.url().includes('/update-payment'));
  await page.goto('/checkout');
  const { clientSecret, breakdown } = (await (await synced).json()) as { clientSecret: string; breakdown: { depositAmount: string } };
  const pay = page.getByRole('button', { name: `Pay ${money(breakdown.depositAmount)} Deposit` });
  await expect.poll(() => pay.isEnabled(), { timeout: 10_000 }).toBe(true);
  await pay.click();
  await page.waitForURL(/\/order-confirmation\?payment_intent=pi_/, { timeout: 20_000 });
  await confirmed(page);
  return { clientSecret, deposit: breakdown.depositAmount };
}

describe('a paid order stays confirmed', () => {
  it('on reload after the embedded checkout, with the stored order data gone', async () => {
    const page = await b.open('/');
    const { deposit } = await payOnCheckout(page);
    expect(await page.evaluate(() => sessionStorage.getItem('orderData'))).toBeNull();
    await page.reload();
    await confirmed(page);
    await page.getByText(money(deposit)).first().waitFor();
    expect(await page.getByText('We Could Not Confirm Your Payment').count()).toBe(0);
  });

  it('on another device, from the address Stripe returns to, which then loses its client secret', async () => {
    const first = await b.open('/');
    const { clientSecret } = await payOnCheckout(first);
    const paymentIntent = clientSecret.split('_secret_')[0]!;
    const returnPath = `/order-confirmation?payment_intent=${paymentIntent}&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`;
    const other = await b.open(returnPath, 'mobile');
    await confirmed(other);
    expect(other.url()).not.toContain(clientSecret);
    expect(new URL(other.url()).searchParams.get('payment_intent')).toBe(paymentIntent);
    await other.reload();
    await confirmed(other);
  });

  it('after the hosted checkout: session_id leaves the address before the tags can read it, and a reload still confirms', async () => {
    const page = await b.open('/');
    await openHostedCheckout(page, {
      packageName: 'Autumn Embrace', level: 'drop-off', customer: { name: 'Omar Reyes', email: 'omar.reload@example.com' }, address: '5 Coast Walk', zipCode: '92126',
    });
    const returning = page.waitForRequest((req) => req.isNavigationRequest() && req.url().includes('/order-confirmation?session_id='), { timeout: 20_000 });
    await page.getByRole('button', { name: /^Pay / }).click();
    const returned = await returning;
    const sessionId = new URL(returned.url()).searchParams.get('session_id')!;
    await confirmed(page);
    expect(page.url()).not.toContain('session_id');
    const seenByTags = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) + document.referrer + location.href);
    expect(seenByTags).not.toContain(sessionId);
    await page.reload();
    await confirmed(page);
    await page.getByText('5 Coast Walk', { exact: false }).waitFor();
  });
});
