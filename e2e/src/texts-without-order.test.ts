import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { orderPayload, postFromPage } from './order-api.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/**
 * Issue 36 item 2 (ADR 175): a text from a number with no open order (last season's household off season, a new prospect) lands in
 * "Texts to read": the household's links to its record, where its Texts panel shows and reads it; a number nobody has is listed by
 * itself with "Mark read". The customers text through the SMS stand-in, which posts our webhook signed as Twilio signs.
 */
const b = useBrowser();
const sql = useRunDatabase(b);
const SCREENS = screensFolder();
const randomPhone = () => `+1619555${String(Math.floor(Math.random() * 9000) + 1000)}`;

async function textIn(from: string, body: string) {
  const res = await fetch(`${b.e2e.smsUrl}/__inbound`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from, to: '+16195550100', body }) });
  expect(((await res.json()) as { status: number }).status).toBe(200);
}

describe('texts on no order', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`at ${viewport === 'mobile' ? '390' : '1280'} px: last season's household and an unknown number are in Texts to read; the household's text is on its record`, async () => {
      const tag = uniqueTag();
      const name = `Hazel Brook ${tag}`;
      const phone = randomPhone();
      const start = await b.open('/');
      const payload = await orderPayload(start, { packageName: 'Autumn Glow', level: 'drop-off', customer: { name, email: `hazel.${tag}@example.com` }, address: '12 Brook Lane', zipCode: '92107' });
      const { orderId } = await postFromPage<{ orderId: string }>(start, '/api/create-stripe-checkout', { ...payload, customerPhone: phone });
      await start.close();
      // Last season's porch: completed, so the number has no open order.
      await sql`UPDATE orders SET status = 'completed', delivered_at = now() - interval '300 days' WHERE id = ${orderId}`;
      await textIn(phone, 'Are you doing porches again this fall? We loved it.');
      const stranger = randomPhone();
      await textIn(stranger, `Hi, do you deliver to Escondido? ${tag}`);

      const page = await openAsStaff(b, '/admin', viewport);
      const panel = page.getByTestId('unread-texts');
      const household = panel.getByRole('listitem').filter({ hasText: name });
      await household.waitFor();
      expect(await household.getByText(/No open order · 1 new text/).count()).toBe(1);
      const unknown = panel.getByRole('listitem').filter({ hasText: tag }).filter({ hasText: 'Unknown number' });
      expect(await unknown.count()).toBe(1);
      await expectAccessible(page);
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENS}texts-no-order-dashboard-${viewport}.png`, fullPage: false });

      await unknown.getByRole('button', { name: 'Mark read' }).click();
      await expect.poll(() => unknown.count(), { timeout: 10_000 }).toBe(0);

      await household.getByRole('link', { name }).click();
      const texts = page.getByTestId('order-texts');
      await texts.getByText('Are you doing porches again this fall?').waitFor();
      expect(await texts.getByText('New', { exact: true }).count()).toBe(1);
      await page.getByRole('heading', { name: 'Texts' }).scrollIntoViewIfNeeded();
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENS}texts-no-order-household-${viewport}.png`, fullPage: false });
      await expect.poll(async () => (await sql`SELECT count(*)::int AS n FROM text_messages WHERE phone = ${phone} AND direction = 'in' AND read_at IS NULL`)[0]!.n, { timeout: 10_000 }).toBe(0);
      await page.close();
    });
  }
});
