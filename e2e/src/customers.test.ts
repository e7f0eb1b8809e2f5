import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/** The household record (issue 27 item 1, docs/design.md §18): staff find a household, read its seasons, keep porch notes, merge. */
const b = useBrowser();
const sql = useRunDatabase(b);
const SCREENS = screensFolder();
const tag = uniqueTag();
const name = `Eleanor Whitcombe ${tag}`;
const email = `eleanor.${tag}@example.com`;
const otherEmail = `ew.${tag}@work.example`;

async function order(customerEmail: string, phone: string, status: string, daysAgo: number) {
  await sql`
    INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address,
      city, zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents, paid_at, created_at)
    SELECT ${status}, 'hosted', 'white-glove', id, name, ${name}, ${customerEmail}, ${phone}, '41 Camino del Mar', 'Del Mar', '92014',
      (SELECT delivery_dates[1] FROM season ORDER BY year DESC LIMIT 1) - ${daysAgo}::int, 182500, 0, 182500, 182500, 54750, 127750, now(),
      now() - make_interval(days => ${daysAgo})
    FROM packages WHERE slug = 'golden-harvest'`;
}

beforeAll(async () => {
  await order(email, '(858) 555-0190', 'completed', 364);
  await order(email, '858-555-0190', 'deposit_paid', 0);
  await order(otherEmail, '(619) 555-0191', 'deposit_paid', 0);
});

describe('customers, as staff on a phone and at a desk', () => {
  it('finds the household by a phone typed any way, opens its record with both seasons, keeps porch notes and merges the other record', async () => {
    const page = await openAsStaff(b, '/customers', 'mobile');
    await page.getByLabel('Search customers').fill('858.555.0190');
    // NOTE: while the search is asked, the list before it stays on the page (marked busy): wait for the answer.
    const hit = page.getByRole('link', { name: new RegExp(name) });
    await expect.poll(() => hit.count(), { timeout: 10_000 }).toBe(1);
    expect(await hit.innerText()).toContain('(858) 555-0190');
    await page.screenshot({ path: `${SCREENS}customers-390.png`, fullPage: true });
    await hit.click();
    await page.getByRole('heading', { level: 2, name }).waitFor();
    expect(await page.getByRole('heading', { name: 'Seasons' }).isVisible()).toBe(true);
    expect(await page.locator('section[aria-labelledby="orders-heading"] li').count()).toBe(2);

    const notes = page.getByLabel('Porch notes for the crew');
    await notes.fill('Gate code 2210. Pumpkins to the left of the steps, as last year.');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 2, name }).waitFor();
    expect(await page.getByLabel('Porch notes for the crew').inputValue()).toBe('Gate code 2210. Pumpkins to the left of the steps, as last year.');

    await page.getByLabel('Find the other record').fill(otherEmail);
    await page.getByRole('button', { name: new RegExp(otherEmail.replace('.', '\\.')) }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Merge records' }).click();
    await page.getByText(`Also known as ${otherEmail}`).waitFor();
    expect(await page.locator('section[aria-labelledby="orders-heading"] li').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.screenshot({ path: `${SCREENS}customer-390.png`, fullPage: true });
    await expectAccessible(page);
  });

  it('opens the household from its order page and from the orders list', async () => {
    const [row] = await sql<{ id: string }[]>`SELECT id FROM orders WHERE customer_email = ${email} ORDER BY created_at LIMIT 1`;
    const page = await openAsStaff(b, `/orders/${row!.id}`);
    await page.getByRole('link', { name: 'Household record' }).click();
    await page.getByRole('heading', { level: 2, name }).waitFor();
    await page.goto('/admin');
    await page.getByRole('link', { name, exact: true }).first().click();
    await page.getByRole('heading', { level: 2, name }).waitFor();
  });

  it('lays the record out at 1280 px, reached from the staff bar; a phone a public form brought is marked (ADR 160)', async () => {
    await sql`INSERT INTO custom_quotes (customer_name, customer_email, customer_phone, project_type, project_description)
      VALUES ('Someone Else', ${email.toUpperCase()}, '(760) 555-0192', 'hoa', 'A quote typed with this household e-mail')`;
    const page = await openAsStaff(b, '/admin');
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Customers' }).click();
    await page.waitForURL((url) => url.pathname === '/customers');
    await page.getByLabel('Search customers').fill(`whitcombe ${tag}`);
    const hit = page.getByRole('link', { name: new RegExp(name) });
    await expect.poll(() => hit.count(), { timeout: 10_000 }).toBe(1);
    await hit.click();
    await page.getByRole('heading', { level: 2, name }).waitFor();
    const phones = page.getByRole('list', { name: 'Phones' });
    expect(await phones.getByRole('listitem').filter({ hasText: '(760) 555-0192' }).innerText()).toMatch(/No texts\s+added by a public form/);
    expect(await phones.getByRole('listitem').filter({ hasText: '(858) 555-0190' }).innerText()).not.toContain('public form');
    await page.screenshot({ path: `${SCREENS}customer-1280.png`, fullPage: true });
    await expectAccessible(page);
  });
});
