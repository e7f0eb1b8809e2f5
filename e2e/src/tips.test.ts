import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness/browser.ts';
import { useRunDatabase } from './harness/run-database.ts';
import { openHostedCheckout, postFromPage } from './order-api.ts';
import { myOrderLinkFromMail } from './my-order-link.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/** Tips for the crew (docs/design.md §27): the customer adds 15 % to the balance on a phone; the owner's payroll CSV at 1280 px. */
const b = useBrowser();
const sql = useRunDatabase(b);

const SCREENS = process.env.TIPS_SHOTS ?? new URL('../artifacts/', import.meta.url).pathname;
mkdirSync(SCREENS, { recursive: true });
const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}${name}.png`, fullPage: true });
};

describe('a tip for the crew', () => {
  it('at 390 px: 15 % goes with the balance in one payment; staff see it apart and download the payroll CSV at 1280 px', async () => {
    const tag = uniqueTag();
    const email = `tip.${tag}@example.com`;
    const checkout = await b.open('/');
    const orderId = await openHostedCheckout(checkout, { packageName: 'Autumn Embrace', level: 'drop-off', customer: { name: `Rowan Tip ${tag}`, email }, address: '18 Lantern Row', zipCode: '92126' });
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
    await checkout.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(async () => (await sql`SELECT status FROM orders WHERE id = ${orderId}`)[0]?.status, { timeout: 20_000 }).toBe('deposit_paid');
    const staff = await openAsStaff(b, '/admin');
    // NOTE: next season's order, on the real clock: an admin marks it delivered early with a reason (ADR 072).
    await postFromPage(staff, `/api/admin/orders/${orderId}/deliver`, { early: true, reason: 'Decorated early for the e2e run' });

    const page = await b.open(await myOrderLinkFromMail(email), 'mobile');
    await page.getByRole('heading', { name: 'Pay your balance' }).waitFor();
    const chooser = page.getByRole('radiogroup', { name: 'Tip for the crew' });
    await chooser.getByRole('radio', { name: /^15%/ }).click();
    await page.getByText(/^Balance \$[\d,.]+ \+ tip \$[\d,.]+ = \$[\d,.]+, in one payment\.$/).waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'tip-chooser-390');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    const [order] = await sql<{ total: number; balance: number }[]>`SELECT total_cents AS total, balance_cents AS balance FROM orders WHERE id = ${orderId}`;
    // Tips are the crew's: 15 % of the total in their own column, the order's money exactly its total (docs/design.md §27).
    await expect.poll(async () => (await sql`SELECT tips_cents::int AS tips, (deposit_cents + balance_cents)::int AS collected FROM order_ledger WHERE order_id = ${orderId}`)[0], { timeout: 20_000 })
      .toEqual({ tips: Math.floor((order!.total * 1500 + 5000) / 10000), collected: order!.total });

    await staff.goto(b.url(`/orders/${orderId}`));
    await staff.getByText(/\+ tip \$/).waitFor();
    await shot(staff, 'staff-order-tip-1280');
    await staff.goto(b.url('/admin'));
    await staff.getByRole('heading', { name: 'Crew tips for payroll' }).scrollIntoViewIfNeeded();
    await staff.getByRole('button', { name: 'Download tips CSV' }).waitFor();
    await staff.locator('section[aria-labelledby="crew-tips-heading"]').screenshot({ path: `${SCREENS}payroll-csv-1280.png` });
  });
});
