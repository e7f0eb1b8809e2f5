import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { caughtMail, expectAccessible, useBrowser } from './harness/browser.ts';
import { useRunDatabase } from './harness/run-database.ts';
import { money, openHostedCheckout, postFromPage } from './order-api.ts';
import { myOrderLinkFromMail } from './my-order-link.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/** The customer's own order page (docs/design.md §12), from the link in a caught e-mail to the staff screens that follow it. */
const b = useBrowser();
const sql = useRunDatabase(b);

const SCREENS = new URL('../artifacts/', import.meta.url).pathname;
mkdirSync(SCREENS, { recursive: true });

/** A customer books a drop-off collection and pays the deposit with 4242 on the emulator's checkout page (saving it when asked to). */
async function paidOrder(name: string, email: string, balanceConsent = false): Promise<string> {
  const page = await b.open('/');
  const orderId = await openHostedCheckout(page, { packageName: 'Autumn Embrace', level: 'drop-off', customer: { name, email }, address: '18 Lantern Row', zipCode: '92126' }, { balanceConsent });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect.poll(async () => (await sql`SELECT status FROM orders WHERE id = ${orderId}`)[0]?.status, { timeout: 20_000 }).toBe('deposit_paid');
  await page.close();
  return orderId;
}

/** A full-page screenshot from the top (a reload keeps the scroll, and the sticky header would sit over the headline). */
const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}${name}.png`, fullPage: true });
};

/** Nothing sticks out sideways at phone width (the page scrolls only down). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The staff dashboard's row for this customer (the orders table), as staff read it. */
async function staffRow(staff: Page, name: string) {
  await staff.reload();
  await staff.getByRole('tab', { name: /Orders/ }).click();
  return staff.getByRole('row').filter({ hasText: name });
}

describe("a customer manages their order from the e-mailed link, and staff see each change", () => {
  it('at 390 px: e-mail me my link -> reschedule -> edit instructions -> cancel with the policy refund', async () => {
    const tag = uniqueTag();
    const name = `Avery Lantern ${tag}`;
    const email = `avery.${tag}@example.com`;
    const orderId = await paidOrder(name, email);
    const orderNumber = orderId.slice(-8).toUpperCase();
    const [booked] = await sql<{ delivery_date: string; deposit: string }[]>`
      SELECT delivery_date::text, (deposit_cents / 100.0)::numeric(10,2)::text AS deposit FROM orders WHERE id = ${orderId}`;

    // "E-mail me my link": the same answer for a made-up order number and for the real one.
    const request = await b.open('/my-order', 'mobile');
    await request.getByRole('heading', { name: 'Send me my order link' }).waitFor();
    await expectAccessible(request);
    await shot(request, 'my-order-link-request-390');
    await expectNoSidewaysScroll(request);
    await request.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await request.getByLabel('Order number').fill('#0000FFFF');
    await request.getByRole('button', { name: 'E-mail me my link' }).click();
    const answer = await request.getByRole('status').textContent();
    await request.getByRole('button', { name: 'Try another order' }).click();
    await request.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await request.getByLabel('Order number').fill(orderNumber.toLowerCase());
    await request.getByRole('button', { name: 'E-mail me my link' }).click();
    await request.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    expect(await request.getByRole('status').textContent()).toBe(answer);
    await shot(request, 'my-order-link-sent-390');

    // The link comes in its own e-mail ("e-mail me my link"), once: the made-up order number got nothing.
    const path = await myOrderLinkFromMail(email, /: your order page$/);
    expect(path).not.toContain(orderId);
    expect((await caughtMail()).filter((m) => m.to.includes(email) && /: your order page$/.test(m.subject))).toHaveLength(1);
    const page = await b.open(path, 'mobile');
    await page.getByRole('heading', { level: 1, name: 'Your porch is reserved' }).waitFor();
    await page.getByText(`#${orderNumber}`).waitFor();
    await page.getByTestId('my-order-money').getByText(money(booked!.deposit)).waitFor();
    await page.getByText(/^Free changes until [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await shot(page, 'my-order-deposit-paid-390');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    const wide = await b.open(path, 'desktop');
    await wide.getByRole('heading', { level: 1, name: 'Your porch is reserved' }).waitFor();
    await shot(wide, 'my-order-deposit-paid-1280');

    // Reschedule to the first other week offered.
    await page.getByRole('button', { name: 'Change week' }).click();
    const dialog = page.getByRole('dialog');
    const week = dialog.getByRole('radio').first();
    const newDate = (await week.getAttribute('value'))!;
    expect(newDate).not.toBe(booked!.delivery_date);
    await week.check();
    await page.screenshot({ path: `${SCREENS}my-order-reschedule-390.png` });
    await dialog.getByRole('button', { name: /^Move to / }).click();
    await dialog.waitFor({ state: 'detached' });
    const longDate = new Date(`${newDate}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    await page.getByTestId('my-order-delivery').getByText(longDate).waitFor();
    expect((await sql`SELECT delivery_date::text AS d FROM orders WHERE id = ${orderId}`)[0]?.d).toBe(newDate);

    // Edit the special instructions (the phone stays).
    const instructions = `Gate code 44${tag}. Please set the large pumpkins by the left planter.`;
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByLabel('Special instructions').fill(instructions);
    await page.waitForTimeout(300); // NOTE: the dialog's 200 ms fade-in, so the screenshot shows it as a person sees it
    await page.screenshot({ path: `${SCREENS}my-order-edit-details-390.png` });
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('my-order-delivery').getByText(instructions).waitFor();

    // Staff see the new week and the instructions on the dashboard, and both changes in the order's timeline.
    const staff = await openAsStaff(b, '/admin');
    const row = await staffRow(staff, name);
    await row.getByText(instructions).waitFor();
    await row.getByText(new Date(`${newDate}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' })).waitFor();
    await row.getByRole('link', { name: `Open order of ${name}` }).click();
    const timeline = staff.getByTestId('order-timeline');
    await timeline.getByText(/^Moved delivery from /).waitFor();
    await timeline.getByText(/^Changed .*instructions/).waitFor();

    // Cancel: the dialog says what comes back (the deposit in full, before the free-change deadline) before anything happens.
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog');
    await cancel.getByText(`Your deposit of ${money(booked!.deposit)} is refunded in full`).waitFor();
    await page.screenshot({ path: `${SCREENS}my-order-cancel-confirm-390.png` });
    await cancel.getByRole('button', { name: `Cancel and refund ${money(booked!.deposit)}` }).click();
    await cancel.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Your order is cancelled' }).waitFor();
    await page.getByTestId('my-order-money').getByText('Refunded').waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await sql`SELECT status, refunded_cents FROM orders WHERE id = ${orderId}`)[0], { timeout: 20_000 }).toMatchObject({
      status: 'cancelled',
    });
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await shot(page, 'my-order-cancelled-390');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await wide.reload();
    await wide.getByRole('heading', { level: 1, name: 'Your order is cancelled' }).waitFor();
    await shot(wide, 'my-order-cancelled-1280');

    // Staff: the order page shows it cancelled and refunded by the customer.
    await staff.reload();
    await staff.getByTestId('order-state').getByText('Cancelled').waitFor();
    await timeline.getByText(/^Cancelled the order, .* refunded/).waitFor();
    await expect.poll(async () => (await sql`SELECT refunded_cents FROM orders WHERE id = ${orderId}`)[0]?.refunded_cents, { timeout: 20_000 }).toBeGreaterThan(0);
    await staff.reload();
    await staff.getByRole('listitem').filter({ hasText: 'Refund' }).filter({ hasText: `−${money(booked!.deposit)}` }).waitFor();
    await shot(staff, 'my-order-staff-after-cancel-1280');
    await staff.goto('/admin');
    await (await staffRow(staff, name)).getByText(`Refunded ${money(booked!.deposit)}`).waitFor();
  });

  it('at 390 px: a customer who saved a card replaces it from the page, and staff see the new card in the timeline', async () => {
    const tag = uniqueTag();
    const name = `Rowan Ember ${tag}`;
    const email = `rowan.${tag}@example.com`;
    const orderId = await paidOrder(name, email, true);
    await expect.poll(async () => (await sql`SELECT stripe_payment_method_id FROM orders WHERE id = ${orderId}`)[0]?.stripe_payment_method_id, { timeout: 20_000 }).toBeTruthy();
    const [before] = await sql<{ pm: string }[]>`SELECT stripe_payment_method_id AS pm FROM orders WHERE id = ${orderId}`;

    const page = await b.open(await myOrderLinkFromMail(email), 'mobile');
    // The saved card in words (issue 25, item 10): which card, how much, when.
    await page.getByText(/^Card for the balance: Visa ending in \d{4}$/).waitFor();
    await page.getByText(/^We will charge the balance of \$[\d,]+\.\d{2} to your Visa ending in \d{4} on the day we decorate your porch, in the week of \w+day, \w+ \d{1,2}, \d{4} \(Pacific time\)\.$/).waitFor();
    await page.screenshot({ path: `${SCREENS}my-order-saved-card-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Replace card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace your card' });
    await dialog.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.screenshot({ path: `${SCREENS}my-order-replace-card-390.png` });
    await dialog.getByRole('button', { name: 'Save this card' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(async () => (await sql`SELECT stripe_payment_method_id AS pm FROM orders WHERE id = ${orderId}`)[0]?.pm, { timeout: 20_000 }).not.toBe(before!.pm);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByText('Card for the balance: Mastercard ending in 4444').waitFor({ timeout: 20_000 });

    const staff = await openAsStaff(b, `/orders/${orderId}`);
    await staff.getByTestId('order-timeline').getByText('Saved a new card for the balance').waitFor();
  });

  it('at 1280 px: after delivery a customer without a saved card pays the balance on the page', async () => {
    const tag = uniqueTag();
    const email = `sage.${tag}@example.com`;
    const orderId = await paidOrder(`Sage Harvest ${tag}`, email);
    const staff = await openAsStaff(b, '/admin');
    // NOTE: next season's order, on the real clock: an admin marks it delivered early with a reason (ADR 072).
    await postFromPage(staff, `/api/admin/orders/${orderId}/deliver`, { early: true, reason: 'Decorated early for the e2e run' });
    const [row] = await sql<{ balance: string }[]>`SELECT (balance_cents / 100.0)::numeric(10,2)::text AS balance FROM orders WHERE id = ${orderId}`;
    const due = money(row!.balance);

    const page = await b.open(await myOrderLinkFromMail(email), 'desktop');
    await page.getByRole('heading', { level: 1, name: 'Your porch is styled' }).waitFor();
    await page.getByRole('heading', { name: 'Pay your balance' }).waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shot(page, 'my-order-delivered-pay-1280');
    await page.getByRole('button', { name: `Pay ${due}` }).click();
    await page.getByText(`Payment received: ${due}`, { exact: false }).waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await sql`SELECT status, balance_status FROM orders WHERE id = ${orderId}`)[0], { timeout: 20_000 }).toMatchObject({
      status: 'completed',
      balance_status: 'paid',
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'All settled. Thank you' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Pay your balance' }).count()).toBe(0);
    await shot(page, 'my-order-completed-1280');
  });

  it('a tampered link shows "This link is not valid" and offers a fresh one, at 1280 px', async () => {
    const page = await b.open('/my-order/not-a-real.token', 'desktop');
    await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    await page.getByRole('link', { name: 'E-mail me my link' }).click();
    await page.getByLabel('Order number').waitFor();
    await shot(page, 'my-order-link-request-1280');
  });
});
