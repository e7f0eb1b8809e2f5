import { sanDiegoDate } from '@sdp/shared';
import { addDays } from '@sdp/shared/pacific-time';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { orderPayload, postFromPage } from './order-api.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/**
 * Unread replies on the admin dashboard (docs/design.md §19): a customer's text shows under "Texts to read" with a link to the
 * order; opening the order's Texts panel reads it, and it leaves the dashboard. And weather care's freshness checks on the crew
 * schedule (ADR 131).
 */
const b = useBrowser();
const sql = useRunDatabase(b);
const SCREENS = screensFolder();

async function deliveredOrder(name: string, email: string) {
  const start = await b.open('/');
  const payload = await orderPayload(start, { packageName: 'Autumn Glow', level: 'drop-off', customer: { name, email }, address: '41 Sunset Cliffs Blvd', zipCode: '92107' });
  const { orderId } = await postFromPage<{ orderId: string }>(start, '/api/create-stripe-checkout', payload);
  await start.close();
  return orderId;
}
const sid = () => `SM${crypto.randomUUID().replace(/-/g, '')}`;

describe('unread replies and freshness checks', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`at ${viewport === 'mobile' ? '390' : '1280'} px: a reply is counted on the dashboard until its order's texts are read`, async () => {
      const tag = uniqueTag();
      const name = `Juniper Vale ${tag}`;
      const orderId = await deliveredOrder(name, `juniper.${tag}@example.com`);
      // Two texts from the customer, as the inbound webhook stores them (server/src/texts).
      for (const [body, minutes] of [['Could the crew leave the hay left of the door?', 1], ['The gate code is 4411, thank you!', 2]] as const) {
        await sql`INSERT INTO text_messages (direction, order_id, phone, body, kind, idempotency_key, twilio_sid, status, created_at, sent_at)
                  VALUES ('in', ${orderId}, '+16195550177', ${body}, 'reply', ${sid()}, ${sid()}, 'received', now() - ${`${10 - minutes} minutes`}::interval, now())`;
      }

      const page = await openAsStaff(b, '/admin', viewport);
      const panel = page.getByTestId('unread-texts');
      const row = panel.getByRole('listitem').filter({ hasText: name });
      await row.waitFor();
      expect(await row.getByText('2 new texts').count()).toBe(1);
      expect(await row.getByText('The gate code is 4411, thank you!').count()).toBe(1);
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENS}unread-texts-${viewport}.png`, fullPage: false });

      await row.getByRole('link', { name }).click();
      const texts = page.getByTestId('order-texts');
      await texts.getByText('left of the door').waitFor();
      expect(await texts.getByText('New', { exact: true }).count()).toBe(2);
      await page.getByRole('heading', { name: 'Texts' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENS}unread-texts-order-${viewport}.png`, fullPage: false });
      // Reading the panel read them: no unread text left on the order, and the dashboard no longer lists it.
      await expect.poll(async () => (await sql`SELECT count(*)::int AS n FROM text_messages WHERE order_id = ${orderId} AND read_at IS NULL`)[0]!.n, { timeout: 10_000 }).toBe(0);
      await page.goto(`${b.e2e.baseUrl}/admin`);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('unread-texts').getByText(name).count()).toBe(0);
      await page.close();
    });
  }

  it('at 390 and 1280 px: the crew schedule lists the freshness checks after heat or wind', async () => {
    const tag = uniqueTag();
    const heat = await deliveredOrder(`Marigold Ashby ${tag}`, `marigold.${tag}@example.com`);
    const wind = await deliveredOrder(`Rowan Pike ${tag}`, `rowan.${tag}@example.com`);
    const today = sanDiegoDate(new Date());
    await sql`UPDATE orders SET status = 'delivered', delivered_at = now() WHERE id IN ${sql([heat, wind])}`;
    // What the daily weather job records (server/src/weather/weather-care.ts): the event's day and the check the morning after.
    await sql`INSERT INTO weather_care (order_id, kind, event_date, forecast_value, check_date) VALUES
      (${heat}, 'heat', ${today}, 98, ${addDays(today, 1)}), (${wind}, 'wind', ${addDays(today, 1)}, 41, ${addDays(today, 2)})`;
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await openAsStaff(b, '/crew', viewport);
      const checks = page.getByRole('region', { name: 'Freshness checks' });
      await checks.getByText(`Marigold Ashby ${tag}`).waitFor();
      expect(await checks.getByText(`Rowan Pike ${tag}`).count()).toBe(1);
      expect(await checks.getByText(/After heat: 98°F/).count()).toBeGreaterThan(0);
      expect(await checks.getByText(/After wind: 41 mph/).count()).toBeGreaterThan(0);
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENS}freshness-checks-${viewport}.png`, fullPage: false });
      await page.close();
    }
  });

  it('at 390 px: the crew ticks a freshness check done, and it shows who and when', async () => {
    const tag = uniqueTag();
    const name = `Hazel Brook ${tag}`;
    const orderId = await deliveredOrder(name, `hazel.${tag}@example.com`);
    const today = sanDiegoDate(new Date());
    await sql`UPDATE orders SET status = 'delivered', delivered_at = now() WHERE id = ${orderId}`;
    const [care] = await sql<{ id: string }[]>`INSERT INTO weather_care (order_id, kind, event_date, forecast_value, check_date)
      VALUES (${orderId}, 'heat', ${addDays(today, -1)}, 99, ${today}) RETURNING id`;
    const page = await openAsStaff(b, '/crew', 'mobile');
    const row = page.getByRole('region', { name: 'Freshness checks' }).getByRole('listitem').filter({ hasText: name });
    await row.getByRole('button', { name: 'Mark the check at 41 Sunset Cliffs Blvd done' }).click();
    await row.getByText(/^Done by /).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    const [done] = await sql<{ checked_at: Date | null; checked_by_name: string | null }[]>`SELECT checked_at, checked_by_name FROM weather_care WHERE id = ${care!.id}`;
    expect(done!.checked_at).not.toBeNull();
    expect(await row.getByText(`Done by ${done!.checked_by_name}`, { exact: false }).count()).toBe(1);
    await expectAccessible(page);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}freshness-check-done-mobile.png`, fullPage: false });
    await page.close();
  });
});

