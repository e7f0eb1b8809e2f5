import { describe, expect, it } from 'vitest';
import { caughtMail, useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { openHostedCheckout, postFromPage } from './order-api.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/**
 * The customer's own order page from the API's side (docs/design.md §12, ADR 046): the customer asks for the link by e-mail + order number,
 * and from the caught e-mail's token moves the week, edits the instructions and cancels; the staff order page and list show each change.
 */
const b = useBrowser();
const sql = useRunDatabase(b);

const SCREENS = screensFolder();

describe('a customer changes their order with their link, and staff see it', () => {
  it('link by e-mail -> reschedule, new instructions, cancel -> the staff timeline says each "by the customer"', async () => {
    const tag = uniqueTag();
    const name = `Morgan Gourd ${tag}`;
    const email = `morgan.${tag}@example.com`;
    const page = await b.open('/');
    const orderId = await openHostedCheckout(page, { packageName: 'Autumn Embrace', level: 'drop-off', customer: { name, email }, address: '7 Hayride Way', zipCode: '92126' }, { balanceConsent: true });
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(async () => (await sql`SELECT status FROM orders WHERE id = ${orderId}`)[0]?.status, { timeout: 20_000 }).toBe('deposit_paid');

    const home = await b.open('/');
    const asked = await postFromPage<{ message: string }>(home, '/api/my-order/link', { email, orderNumber: orderId.slice(-8) });
    expect(asked.message).toMatch(/If that e-mail and order number match/);
    const isLink = (m: { to: string[]; subject: string }) => m.to.includes(email) && m.subject.endsWith('your order page');
    await expect.poll(async () => (await caughtMail()).filter(isLink).length, { timeout: 20_000 }).toBe(1);
    const mail = (await caughtMail()).find(isLink)!;
    const token = /\/my-order\/([\w-]+\.[\w-]+)/.exec(mail.text ?? '')![1]!;

    const call = (method: string, path: string, body?: unknown) => home.evaluate(async ({ method, path, body }) => {
      const res = await fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: await res.json() };
    }, { method, path, body });
    const view = (await call('GET', `/api/my-order/${token}`)).body;
    expect(view).toMatchObject({ orderNumber: orderId.slice(-8).toUpperCase(), status: 'deposit_paid', actions: { reschedule: { allowed: true } } });
    const target = view.rescheduleDates.at(-1).date as string;
    expect((await call('POST', `/api/my-order/${token}/reschedule`, { deliveryDate: target })).status).toBe(200);
    expect((await call('PATCH', `/api/my-order/${token}`, { specialInstructions: 'Leave the hay by the side gate' })).status).toBe(200);

    const staff = await openAsStaff(b, '/admin');
    await staff.getByRole('link', { name: `Open order of ${name}` }).click();
    const timeline = staff.getByTestId('order-timeline');
    await timeline.getByText(/^Moved delivery from .+ to .+/).waitFor();
    await timeline.getByText('Changed special instructions').waitFor();
    expect(await timeline.getByText(/by the customer/).count()).toBeGreaterThanOrEqual(2);

    expect((await call('POST', `/api/my-order/${token}/cancel`)).body).toMatchObject({ status: 'cancelled', amountRefunded: view.prices.depositAmount });
    await staff.reload();
    await staff.getByTestId('order-state').getByText('Cancelled').first().waitFor();
    await timeline.getByText(/^Cancelled the order, \$[\d,.]+ of the deposit refunded/).waitFor();
    await timeline.getByText(/Cancellation confirmation e-mailed/).waitFor({ timeout: 20_000 });
    await staff.screenshot({ path: `${SCREENS}my-order-staff-timeline-desktop.png`, fullPage: true });
    const [row] = await sql<{ delivery_date: string; special_instructions: string; status: string }[]>`
      SELECT delivery_date::text, special_instructions, status FROM orders WHERE id = ${orderId}`;
    expect(row).toEqual({ delivery_date: target, special_instructions: 'Leave the hay by the side gate', status: 'cancelled' });
  });
});
