import { describe, expect, it } from 'vitest';
import { useBrowser, waitForApp } from './harness/browser.ts';
import { useRunDatabase } from './harness/run-database.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

// docs/design.md §21 (ADR 122): the site counts its own visits with a beacon, no cookie, before and whatever the consent answer.
const b = useBrowser();
const sql = useRunDatabase(b);
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A Golden Harvest porch in Encinitas, paid and delivered on the season's first day. */
async function deliveredOrder(name: string, email: string, phone: string, address: string): Promise<{ id: string }> {
  const [order] = await sql<{ id: string }[]>`
    INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address,
      city, zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents, paid_at, delivered_at)
    SELECT 'delivered', 'hosted', 'white-glove', id, name, ${name}, ${email}, ${phone}, ${address},
      'Encinitas', '92024', (SELECT delivery_dates[1] FROM season ORDER BY year DESC LIMIT 1), 182500, 0, 182500, 182500, 54750, 127750, now(), now()
    FROM packages WHERE slug = 'golden-harvest'
    RETURNING id`;
  return order!;
}

const eventsOf = (source: string) =>
  sql<{ kind: string; path: string; visitor: string; utm_medium: string | null }[]>`
    SELECT kind, path, visitor, utm_medium FROM site_events WHERE source = ${source} ORDER BY id`;

describe('visits without cookies', () => {
  it('counts the page view of a tagged visit and the order dialog it opens, as one visitor, with no cookie of ours', async () => {
    const source = `e2e-${uniqueTag()}`.toLowerCase();
    // NOTE: headless Chromium says so in its user agent, and a headless browser is a bot to the count: this one says it is Chrome.
    const page = await b.open('/privacy-policy', 'mobile');
    await page.setExtraHTTPHeaders({ 'user-agent': CHROME });
    await page.goto(`/?utm_source=${source}&utm_medium=email#packages`);
    await waitForApp(page);
    await expect.poll(async () => (await eventsOf(source)).map((e) => [e.kind, e.path, e.utm_medium]), { timeout: 10_000 })
      .toEqual([['page_view', '/', 'email']]);
    const card = page.locator('#packages article', { has: page.getByRole('heading', { name: 'Golden Harvest' }) });
    await card.getByRole('button', { name: /Reserve Package/ }).click();
    await page.getByRole('dialog', { name: 'Order Golden Harvest' }).waitFor();
    await expect.poll(async () => (await eventsOf(source)).map((e) => e.kind), { timeout: 10_000 }).toEqual(['page_view', 'order_dialog_opened']);
    const [view, dialog] = await eventsOf(source);
    expect(dialog!.visitor).toBe(view!.visitor);
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toEqual([]);
  });
});

describe('testimonials from private notes', () => {
  it('shows on the landing page the words staff published with the customer\'s permission, and never a private note', async () => {
    const tag = uniqueTag();
    const order = await deliveredOrder('Nora Quill', `nora.${tag}@example.com`, '(858) 555-0177', '7 Vista Way');
    const other = await deliveredOrder('Ivo Pratt', `ivo.${tag}@example.com`, '(858) 555-0178', '8 Vista Way');
    const words = `Our porch glowed all month (${tag}).`;
    await sql`INSERT INTO review_notes (order_id, note, display_name, share_permission, published_at) VALUES (${order.id}, ${words}, 'Nora Q., Encinitas', true, now())`;
    await sql`INSERT INTO review_notes (order_id, note, display_name, share_permission) VALUES (${other.id}, ${`Private ${tag}`}, 'Ivo P.', false)`;
    try {
      const page = await b.open('/landing', 'mobile');
      const quote = page.getByText(words);
      await quote.waitFor();
      expect(await page.getByText('Nora Q., Encinitas').count()).toBe(1);
      expect(await page.getByText(`Private ${tag}`).count()).toBe(0);
    } finally {
      await sql`DELETE FROM orders WHERE id IN (${order.id}, ${other.id})`;
    }
  });

  it('publishes only the words staff read: a note the customer changed meanwhile is refused with words, then the new ones are shown to read', async () => {
    const tag = uniqueTag();
    const order = await deliveredOrder('Opal Rue', `opal.${tag}@example.com`, '(858) 555-0179', '9 Vista Way');
    await sql`INSERT INTO review_notes (order_id, note, display_name, share_permission) VALUES (${order.id}, ${`Lovely porch ${tag}.`}, 'Opal R.', true)`;
    try {
      const page = await openAsStaff(b, '/admin');
      const row = page.getByRole('listitem').filter({ hasText: 'Opal Rue' });
      await row.getByText(`Lovely porch ${tag}.`).waitFor();
      // The customer rewrites the note (as the note page does) while the staff member reads the old words.
      await sql`UPDATE review_notes SET note = ${`Changed words ${tag}.`}, version = version + 1, updated_at = now() WHERE order_id = ${order.id}`;
      await row.getByRole('button', { name: 'Publish as testimonial' }).click();
      await row.getByRole('alert').filter({ hasText: 'The customer changed this note after you read it' }).waitFor();
      await row.getByText(`Changed words ${tag}.`).waitFor();
      expect((await sql`SELECT published_at FROM review_notes WHERE order_id = ${order.id}`)[0]!.published_at).toBeNull();
      await row.getByRole('button', { name: 'Publish as testimonial' }).click();
      await row.getByRole('button', { name: 'Take down' }).waitFor();
      expect((await sql`SELECT published_at FROM review_notes WHERE order_id = ${order.id}`)[0]!.published_at).not.toBeNull();
    } finally {
      await sql`DELETE FROM orders WHERE id = ${order.id}`;
    }
  });
});
