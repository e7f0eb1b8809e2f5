import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';
import { createQuote, openAsStaff, uniqueTag } from './staff-session.ts';

const b = useBrowser();

/** A Zapier catch hook stand-in on an ephemeral port: records each POST body by hook id and answers 200. */
const caught: { hookId: string; body: string }[] = [];
let server: Server;
let sinkUrl = '';
const hookUrl = (hookId: string) => `${sinkUrl}/hooks/catch/${hookId}/`;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      caught.push({ hookId: req.url?.split('/')[3] ?? '', body });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"success"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sinkUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

describe('Zapier page', () => {
  it('connects a hook, and a new quote shows up as delivered', async () => {
    const hookId = `e2e-${uniqueTag()}`;
    const page = await openAsStaff(b, '/zapier');
    await page.getByRole('button', { name: 'Connect Webhook' }).click();
    await page.getByText('Webhook URL Required').first().waitFor();
    await page.getByText('Please enter your Zapier webhook URL first.').first().waitFor();

    await page.getByLabel('Zapier webhook URL').fill(hookUrl(hookId));
    await page.getByRole('button', { name: 'Connect Webhook' }).click();
    await page.getByText('Webhook Connected').first().waitFor();
    const item = page.getByRole('listitem').filter({ hasText: hookUrl(hookId) });
    await item.getByText('No deliveries yet').waitFor();

    const email = `zap-${uniqueTag()}@example.com`;
    await createQuote(b.e2e.baseUrl, { customerName: 'Zapier Watcher', customerEmail: email });
    await expect.poll(() => caught.some((r) => r.hookId === hookId && r.body.includes(email)), { timeout: 20_000 }).toBe(true);

    await expect
      .poll(
        async () => {
          await page.reload();
          // NOTE: count() does not wait; let the reloaded page render the hook's row first.
          const row = page.getByRole('listitem').filter({ hasText: hookUrl(hookId) });
          await row.waitFor();
          return row.getByText(/Delivered/).count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);

    await page
      .getByRole('listitem')
      .filter({ hasText: hookUrl(hookId) })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await page
      .getByRole('listitem')
      .filter({ hasText: hookUrl(hookId) })
      .getByText('Disconnected', { exact: true })
      .waitFor();
  });

  it('shows a new API key once, and lists the polling endpoints with copy buttons', async () => {
    const page = await openAsStaff(b, '/zapier');
    await page.getByRole('button', { name: 'Create API Key' }).click();
    await page.getByText('Copy this key now. It will not be shown again.').waitFor();
    const key = (await page.locator('[role="alert"] code').textContent()) ?? '';
    expect(key.length).toBeGreaterThan(20);
    // The key works for Zapier's own calls.
    const me = await fetch(`${b.e2e.baseUrl}/api/zapier/me`, { headers: { 'X-API-Key': key } });
    expect(me.status).toBe(200);

    await page.getByRole('button', { name: 'I have saved it' }).click();
    await page.reload();
    expect(await page.getByText(key).count()).toBe(0);

    for (const path of ['/api/zapier/quotes', '/api/zapier/orders']) {
      await page.getByText(`${b.e2e.baseUrl}${path}`, { exact: false }).first().waitFor();
    }
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: /Copy New quotes/ }).click();
    await page.getByRole('button', { name: /New quotes .* copied/ }).waitFor();
    await page.screenshot({ path: 'e2e/artifacts/staff-zapier-desktop.png', fullPage: true });
    await expectAccessible(page);
  });
});
