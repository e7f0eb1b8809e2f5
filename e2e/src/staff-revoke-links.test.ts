import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { orderPayload, postFromPage } from './order-api.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/** "Revoke e-mailed links" on the staff order page (ADR 080): the order's link version goes up and the timeline says who did it. */
const b = useBrowser();
const sql = useRunDatabase(b);

const SCREENS = screensFolder();

describe('staff revoke an order\'s e-mailed links', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`at ${viewport === 'mobile' ? '390' : '1280'} px: confirm, and the timeline records it`, async () => {
      const tag = uniqueTag();
      const start = await b.open('/');
      const payload = await orderPayload(start, { packageName: 'Autumn Embrace', level: 'drop-off', customer: { name: `Rowan Quill ${tag}`, email: `rowan.${tag}@example.com` }, address: '4 Quill Court', zipCode: '92126' });
      const { orderId } = await postFromPage<{ orderId: string }>(start, '/api/create-stripe-checkout', payload);
      await start.close();

      const page = await openAsStaff(b, `/orders/${orderId}`, viewport);
      await page.getByRole('button', { name: 'Revoke e-mailed links' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/stop opening/).waitFor();
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENS}order-revoke-links-${viewport}.png`, fullPage: true });
      await dialog.getByRole('button', { name: 'Revoke links' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('order-timeline').getByText('Revoked the e-mailed links').waitFor();
      await page.screenshot({ path: `${SCREENS}order-revoked-${viewport}.png`, fullPage: true });
      expect((await sql`SELECT link_version FROM orders WHERE id = ${orderId}`)[0]!.link_version).toBe(1);
      await page.close();
    });
  }
});
