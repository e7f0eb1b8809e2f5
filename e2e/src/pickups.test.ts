import { describe, expect, it } from 'vitest';
import { expectAccessible, expectSunlightReadable, useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { openHostedCheckout, postFromPage } from './order-api.ts';
import { myOrderLinkFromMail } from './my-order-link.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

// Pick-up as crew work (docs/design.md §26) as people use it: a white-glove porch delivered gets the season's first pick-up day
// after it; the customer moves it to another day on a phone; staff see the porch under "Not yet picked up" on the crew screen, in
// sunlight colours (7:1) at 390 px, and at 1280 px.
const b = useBrowser();
const sql = useRunDatabase(b);
const SCREENS = screensFolder();

describe('a porch to pick up', () => {
  it('the customer chooses another pick-up day at 390 px, and staff see it on the crew screen, readable in sunlight', async () => {
    const tag = uniqueTag();
    const name = `Wren Harvest ${tag}`;
    const email = `wren.${tag}@example.com`;
    const checkout = await b.open('/');
    const orderId = await openHostedCheckout(checkout, { packageName: 'Autumn Embrace', level: 'white-glove', customer: { name, email }, address: '44 Cedar Lane', zipCode: '92126' });
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
    await checkout.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(async () => (await sql`SELECT status FROM orders WHERE id = ${orderId}`)[0]?.status, { timeout: 20_000 }).toBe('deposit_paid');
    const [delivery] = await sql<{ year: number }[]>`SELECT extract(year FROM delivery_date)::int AS year FROM orders WHERE id = ${orderId}`;
    const year = delivery!.year;
    await sql`UPDATE season SET pickup_dates = ${[`${year}-11-30`, `${year}-12-04`]}::date[] WHERE year = ${year}`;
    await sql`UPDATE orders SET crew = 1, crew_day = delivery_date WHERE id = ${orderId}`;
    const day = (iso: string, weekday: 'long' | 'short', month: 'long' | 'short') =>
      new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { weekday, month, day: 'numeric', timeZone: 'UTC' });

    // NOTE: next season's order on the real clock: an admin marks it delivered early with a reason (ADR 072), which schedules the pick-up.
    const staff = await openAsStaff(b, '/admin');
    await postFromPage(staff, `/api/admin/orders/${orderId}/deliver`, { early: true, reason: 'Decorated early for the e2e run' });
    await expect.poll(async () => (await sql`SELECT pickup_date::text AS day FROM order_pickups WHERE order_id = ${orderId}`)[0]?.day).toBe(`${year}-11-30`);
    await staff.close();

    const phone = await b.open(await myOrderLinkFromMail(email), 'mobile');
    const card = phone.getByTestId('my-order-pickup');
    await card.getByText(day(`${year}-11-30`, 'long', 'long')).first().waitFor();
    await card.getByRole('radio', { name: day(`${year}-12-04`, 'long', 'long') }).check();
    await card.getByRole('button', { name: 'Save this pick-up day' }).click();
    await expect.poll(async () => (await sql`SELECT pickup_date::text AS day FROM order_pickups WHERE order_id = ${orderId}`)[0]?.day).toBe(`${year}-12-04`);
    await expect.poll(() => card.locator('p.font-display').innerText()).toBe(day(`${year}-12-04`, 'long', 'long'));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: `${SCREENS}pickup-day-customer-390.png` });
    await expectAccessible(phone);

    for (const viewport of ['mobile', 'desktop'] as const) {
      const crew = await openAsStaff(b, '/crew', viewport);
      const panel = crew.locator('[data-pickups]');
      const row = panel.locator('li', { hasText: name });
      await row.waitFor();
      expect(await row.innerText()).toContain(`${day(`${year}-12-04`, 'short', 'short')} · crew 1`);
      expect(await row.innerText()).toMatch(/day chosen by the customer/);
      expect(await row.innerText()).toMatch(/Not yet picked up/);
      await panel.scrollIntoViewIfNeeded();
      await crew.screenshot({ path: `${SCREENS}pickups-crew-${viewport === 'mobile' ? 390 : 1280}.png` });
      await expectAccessible(crew);
      // NOTE: sunlight colours are for the phone in a driveway (as crew-road-times checks); at 1280 px the office's AA holds.
      if (viewport === 'mobile') await expectSunlightReadable(crew);
      await crew.close();
    }
  });
});
