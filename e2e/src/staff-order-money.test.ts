import { describe, expect, it } from 'vitest';
import { caughtMail, expectAccessible, useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { money, openHostedCheckout, postFromPage } from './order-api.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/** Money after the deposit from the staff side (docs/design.md §11): deliver a porch, and the saved card pays the balance. */
const b = useBrowser();
const sql = useRunDatabase(b);

const SCREENS = screensFolder();

/** Next season's porch marked delivered now, as an admin may with a reason (the API here runs on the real clock; ADR 072). */
const EARLY = { early: true, reason: 'Decorated early for the e2e run' };

/** A customer books with the balance consent ticked and pays the deposit with 4242 on the emulator's checkout page. */
async function paidOrderWithSavedCard(name: string, email: string, card = '4242 4242 4242 4242'): Promise<string> {
  const page = await b.open('/');
  const orderId = await openHostedCheckout(page, { packageName: 'Autumn Embrace', level: 'drop-off', customer: { name, email }, address: '18 Lantern Row', zipCode: '92126' }, { balanceConsent: true });
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect.poll(async () => (await sql`SELECT status FROM orders WHERE id = ${orderId}`)[0]?.status, { timeout: 20_000 }).toBe('deposit_paid');
  await expect.poll(async () => (await sql`SELECT stripe_customer_id FROM orders WHERE id = ${orderId}`)[0]?.stripe_customer_id, { timeout: 20_000 }).toBeTruthy();
  await page.close();
  return orderId;
}

describe('staff deliver an order and see it complete', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`at ${viewport === 'mobile' ? '390' : '1280'} px: Mark delivered -> the saved card pays the balance -> Completed`, async () => {
      const tag = uniqueTag();
      const name = `Avery Lantern ${tag}`;
      const orderId = await paidOrderWithSavedCard(name, `avery.${tag}@example.com`);

      const page = await openAsStaff(b, '/admin', viewport);
      await page.getByRole('link', { name: `Open order of ${name}` }).click();
      await page.getByRole('heading', { name: new RegExp(name) }).waitFor();
      const state = page.getByTestId('order-state');
      await state.getByText('Deposit paid').waitFor();
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Mark delivered' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/charged to the card the customer saved/).waitFor();
      // NOTE: the API here runs on the real clock and the order's week is next season: the dialog says when it can be marked delivered,
      // and an admin may still do it early with a reason (docs/design.md §16, ADR 072).
      await dialog.getByText(/^This order's delivery week begins \w+day, \w+ \d+, \d{4}; it can be marked delivered from \w+ \d+\./).waitFor();
      const early = dialog.getByRole('button', { name: 'Mark delivered early' });
      expect(await early.isDisabled()).toBe(true);
      await dialog.getByLabel(/Why it is delivered before its week/).fill('Decorated early for the family photo shoot');
      await page.screenshot({ path: `${SCREENS}order-deliver-confirm-${viewport}.png`, fullPage: true });
      await early.click();
      await dialog.waitFor({ state: 'detached' });

      // The worker charges the saved card off-session; the page follows the charge until it has an outcome.
      await state.getByText('Completed').waitFor({ timeout: 30_000 });
      await state.getByText('Balance paid').waitFor();
      await page.getByTestId('order-timeline').getByText('Marked delivered before its week: Decorated early for the family photo shoot').waitFor();
      await page.getByTestId('order-timeline').getByText(/by E2E Admin/).first().waitFor();
      await page.screenshot({ path: `${SCREENS}order-completed-${viewport}.png`, fullPage: true });

      const [row] = await sql<{ status: string; balance_status: string; total_cents: number; refunded_cents: number; paid: number }[]>`
        SELECT status, balance_status, total_cents, refunded_cents,
          (SELECT count(*)::int FROM payments WHERE order_id = o.id AND kind = 'balance' AND status = 'succeeded') AS paid
        FROM orders o WHERE id = ${orderId}`;
      expect(row).toMatchObject({ status: 'completed', balance_status: 'paid', refunded_cents: 0, paid: 1 });
      // Nothing more to do: no second deliver or charge is offered.
      expect(await page.getByRole('button', { name: 'Mark delivered' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Charge balance' }).count()).toBe(0);
    });
  }
});

describe('a customer pays a failed balance from the e-mailed link', () => {
  it('card 4000 0000 0000 0341 is declined after delivery; the link in the e-mail pays the balance with a new card at 390 px', async () => {
    const tag = uniqueTag();
    const email = `rowan.${tag}@example.com`;
    const orderId = await paidOrderWithSavedCard(`Rowan Declined ${tag}`, email, '4000 0000 0000 0341');

    const staff = await openAsStaff(b, '/admin');
    await postFromPage(staff, `/api/admin/orders/${orderId}/deliver`, EARLY);
    await expect.poll(async () => (await sql`SELECT balance_status FROM orders WHERE id = ${orderId}`)[0]?.balance_status, { timeout: 30_000 }).toBe('failed');

    const subject = /^Action needed: pay the balance/;
    await expect.poll(async () => (await caughtMail()).filter((m) => m.to.includes(email) && subject.test(m.subject)).length, { timeout: 20_000 }).toBe(1);
    const mail = (await caughtMail()).find((m) => m.to.includes(email) && subject.test(m.subject))!;
    expect(mail.text).toContain('Your saved card was declined');
    const link = /https?:\/\/\S+\/pay-balance\/[\w-]+\.[\w-]+/.exec(mail.text ?? '')![0];
    expect(link).not.toContain(orderId);

    const [row] = await sql<{ balance: string }[]>`SELECT (balance_cents / 100.0)::numeric(10,2)::text AS balance FROM orders WHERE id = ${orderId}`;
    const due = money(row!.balance);
    const customer = await b.open(new URL(link).pathname, 'mobile');
    await customer.getByRole('heading', { name: 'Pay your balance' }).waitFor();
    await customer.getByText(due).first().waitFor();
    // The e-mail offers "your saved card or a new one": the page offers both (issue 25, item 12).
    await customer.getByText('Visa ending in 0341').waitFor();
    await customer.getByRole('button', { name: `Pay ${due} with this card` }).click();
    await customer.getByText('Your card was declined', { exact: false }).waitFor({ timeout: 20_000 });
    const desktop = await b.open(new URL(link).pathname, 'desktop');
    await desktop.getByText('Visa ending in 0341').waitFor();
    await desktop.screenshot({ path: `${SCREENS}pay-balance-saved-card-desktop.png`, fullPage: true });
    await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await customer.screenshot({ path: `${SCREENS}pay-balance-mobile.png`, fullPage: true });
    await expectAccessible(customer);
    await customer.getByRole('button', { name: `Pay ${due} with the new card` }).click();
    await customer.getByText(`Payment received: ${due}`, { exact: false }).waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await sql`SELECT status, balance_status FROM orders WHERE id = ${orderId}`)[0], { timeout: 20_000 }).toMatchObject({
      status: 'completed',
      balance_status: 'paid',
    });
    await customer.reload();
    await customer.getByText('Your balance is paid.', { exact: false }).waitFor();
    await customer.screenshot({ path: `${SCREENS}pay-balance-paid-mobile.png`, fullPage: true });
  });
});
