import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { fillOrderForm, openOrderDialog } from './order-form.ts';

// A gift card in the home page's order dialog (docs/design.md §27): the summary shows what the card pays of the deposit and what is
// left; a part goes on to Stripe's page for the rest, a card that covers the whole deposit reserves at once on the customer's page.
const b = useBrowser();
const sql = useRunDatabase(b);
const SCREENS = screensFolder();
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A live card with `cents` on it; its code as printed. */
async function giftCard(cents: number): Promise<string> {
  const letters = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  await sql`
    INSERT INTO gift_cards (code, status, amount_cents, balance_cents, buyer_name, buyer_email, issued_at)
    VALUES (${letters}, 'active', ${cents}, ${cents}, 'Gale Giver', 'gale@example.com', now())`;
  return `SDP-${letters.match(/.{4}/g)!.join('-')}`;
}

const openOrder = openOrderDialog;

const dollars = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

describe('a gift card in the order dialog', () => {
  it('pays part of the deposit: the summary shows the rest, and Stripe is asked for the rest only', async () => {
    const code = await giftCard(10_000);
    const page = await b.open('/#packages');
    const dialog = await openOrder(page, 'Golden Harvest');
    await fillOrderForm(page, dialog, { email: 'gift.part@example.com', phone: '8585550199', zip: '92126' });
    await dialog.getByLabel('Gift card code (optional)').fill(code.toLowerCase());
    await dialog.getByText('Gift card balance $100.00: it pays your deposit first.').waitFor();
    const summary = dialog.getByRole('region', { name: 'Order summary' });
    const deposit = dollars(await summary.locator('div', { has: page.getByText('30% deposit', { exact: true }) }).locator('dd').innerText());
    expect(await summary.locator('div', { has: page.getByText('Paid from your gift card') }).locator('dd').innerText()).toBe('-$100.00');
    const due = dollars(await summary.locator('div', { has: page.getByText('Due today', { exact: true }) }).locator('dd').innerText());
    expect(due).toBe(deposit - 10_000);
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL((url) => url.href.startsWith(b.e2e.emulatorUrl), { timeout: 20_000 });
    const [order] = await sql<{ id: string; deposit_cents: number; gift_card_cents: number }[]>`
      SELECT id, deposit_cents, gift_card_cents FROM orders WHERE customer_email = 'gift.part@example.com' ORDER BY created_at DESC LIMIT 1`;
    expect(order).toMatchObject({ deposit_cents: deposit, gift_card_cents: 10_000 });
  });

  it('covers the whole deposit at 390 px: "Reserve with Gift Card" books it at once on the customer\'s own page', async () => {
    const code = await giftCard(250_000);
    const page = await b.open('/#packages', 'mobile');
    const dialog = await openOrder(page, 'Golden Harvest');
    await fillOrderForm(page, dialog, { email: 'gift.whole@example.com', phone: '8585550198', zip: '92126' });
    await dialog.getByLabel('Gift card code (optional)').fill(code);
    await dialog.getByText('Gift card balance $2,500.00: it pays your deposit first.').waitFor();
    const summary = dialog.getByRole('region', { name: 'Order summary' });
    expect(await summary.locator('div', { has: page.getByText('Due today', { exact: true }) }).locator('dd').innerText()).toBe('$0.00');
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}order-dialog-gift-card-390.png` });
    await dialog.getByRole('button', { name: 'Reserve with Gift Card' }).click();
    await page.waitForURL(/\/my-order\//, { timeout: 20_000 });
    const [order] = await sql<{ status: string; deposit_cents: number; gift_card_cents: number }[]>`
      SELECT status, deposit_cents, gift_card_cents FROM orders WHERE customer_email = 'gift.whole@example.com' ORDER BY created_at DESC LIMIT 1`;
    expect(order!.status).toBe('deposit_paid');
    expect(order!.gift_card_cents).toBe(order!.deposit_cents);
    const [card] = await sql<{ balance_cents: number }[]>`SELECT balance_cents FROM gift_cards WHERE code = ${code.replace(/^SDP-|-/g, '')}`;
    expect(card!.balance_cents).toBe(250_000 - order!.deposit_cents);
  });
});
