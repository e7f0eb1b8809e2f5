import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { orderPayload, postFromPage } from './order-api.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/** The order's texts on the staff order page (docs/design.md §19): the conversation both ways and each text's delivery status. */
const b = useBrowser();
const sql = useRunDatabase(b);
const SCREENS = screensFolder();

describe('staff read an order\'s texts', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`at ${viewport === 'mobile' ? '390' : '1280'} px: our texts with their status, the customer's replies`, async () => {
      const tag = uniqueTag();
      const start = await b.open('/');
      const payload = await orderPayload(start, { packageName: 'Autumn Glow', level: 'drop-off', customer: { name: `Wren Hollis ${tag}`, email: `wren.${tag}@example.com` }, address: '12 Hollis Lane', zipCode: '92107' });
      const { orderId } = await postFromPage<{ orderId: string }>(start, '/api/create-stripe-checkout', payload);
      await start.close();
      // The rows the texts worker and the webhooks write (server/src/texts), as they stand after a reminder, a reply and a failure.
      const sid = () => `SM${crypto.randomUUID().replace(/-/g, '')}`;
      const text = (direction: string, kind: string, body: string, status: string, minutes: number, extra: { fell_back_at?: Date; error_code?: number } = {}) => sql`
        INSERT INTO text_messages (direction, order_id, phone, body, kind, idempotency_key, twilio_sid, status, created_at, sent_at, fell_back_at, error_code)
        VALUES (${direction}, ${orderId}, '+16195550142', ${body}, ${kind}, ${sid()}, ${sid()}, ${status}, ${new Date(Date.UTC(2026, 9, 3, 16, minutes))},
          ${new Date(Date.UTC(2026, 9, 3, 16, minutes))}, ${extra.fell_back_at ?? null}, ${extra.error_code ?? null})`;
      await text('out', 'delivery_reminder', 'SD Pumpkin: your delivery week starts Monday, October 5; we will call before we come. Reply C to confirm, or R to change the week. Reply STOP to opt out.', 'delivered', 0);
      await text('in', 'reply', 'Could the crew leave them left of the door? The gate code is 4411.', 'received', 7);
      await text('in', 'confirm', 'C', 'received', 8);
      await text('out', 'confirmed', 'SD Pumpkin: thank you, your delivery is confirmed. See you soon!', 'undelivered', 9, { fell_back_at: new Date(), error_code: 30003 });

      const page = await openAsStaff(b, `/orders/${orderId}`, viewport);
      const texts = page.getByTestId('order-texts');
      await texts.getByText('left of the door').waitFor();
      expect(await texts.getByText('Delivered', { exact: true }).count()).toBe(1);
      expect(await texts.getByText('Not delivered · e-mailed instead').count()).toBe(1);
      await expectAccessible(page);
      await page.getByRole('heading', { name: 'Texts' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENS}order-texts-${viewport}.png`, fullPage: true });
      await page.close();
    });
  }

  it('at 390 px: a customer texts in through the stand-in, and staff answer from the order page', async () => {
    const tag = uniqueTag();
    const phone = `+1619555${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const start = await b.open('/');
    const payload = await orderPayload(start, { packageName: 'Autumn Glow', level: 'drop-off', customer: { name: `Ivy Marsh ${tag}`, email: `ivy.${tag}@example.com` }, address: '8 Marsh Row', zipCode: '92107' });
    // NOTE: the box ticked on the form that carries the number: consent is that number's own (docs/design.md §22, ADR 160).
    const { orderId } = await postFromPage<{ orderId: string }>(start, '/api/create-stripe-checkout', { ...payload, customerPhone: phone, textConsent: true });
    await start.close();
    // The customer's text, posted by the stand-in to our webhook signed as Twilio signs.
    const inbound = await fetch(`${b.e2e.smsUrl}/__inbound`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from: phone, to: '+16195550100', body: 'Can the crew come after 3 PM?' }) });
    expect(((await inbound.json()) as { status: number }).status).toBe(200);

    const page = await openAsStaff(b, `/orders/${orderId}`, 'mobile');
    const texts = page.getByTestId('order-texts');
    await texts.getByText('Can the crew come after 3 PM?').waitFor();
    await page.getByLabel('Answer by text').fill('Yes, we will come between 3 and 5 PM.');
    await page.getByRole('button', { name: 'Send text' }).click();
    await texts.getByText('SD Pumpkin: Yes, we will come between 3 and 5 PM.').waitFor();
    expect(await page.getByLabel('Answer by text').inputValue()).toBe('');
    await expectAccessible(page);
    await page.getByRole('heading', { name: 'Texts' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}order-texts-reply-mobile.png`, fullPage: true });
    const [row] = await sql<{ kind: string; phone: string }[]>`SELECT kind, phone FROM text_messages WHERE order_id = ${orderId} AND direction = 'out'`;
    expect(row).toEqual({ kind: 'staff_reply', phone });
    await page.close();
  });
});

