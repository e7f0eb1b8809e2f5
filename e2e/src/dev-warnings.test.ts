import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { useBrowser, waitForApp } from './harness/browser.ts';

/**
 * React and Radix only warn in development builds, so the production site the other e2e files drive cannot show them. This file
 * serves web/ with Vite's dev server (API calls proxied to the e2e API) and reads the console while the dropdowns are used.
 */
const b = useBrowser();
const WEB_ROOT = new URL('../../web/', import.meta.url).pathname;
let vite: ChildProcess | undefined;
let devUrl = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  devUrl = `http://127.0.0.1:${port}`;
  // NOTE: web/vite.config.ts proxies /api to API_PROXY_TARGET; here that is the e2e API with its seeded catalog and season.
  vite = spawn(process.execPath, [`${WEB_ROOT}node_modules/vite/bin/vite.js`, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: WEB_ROOT,
    env: { ...process.env, NODE_ENV: 'development', API_PROXY_TARGET: b.e2e.baseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await fetch(devUrl).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the Vite dev server did not start within 60 s');
}, 120_000);
afterAll(() => {
  vite?.kill('SIGTERM');
});

// NOTE: Chrome's own network notices ("Failed to load resource", "The resource ... was preloaded ... but not used", which the slow
// dev server provokes on /) are about loading, not about our components.
const BROWSER_NOTICE = /^(Failed to load resource|The resource \S+ was preloaded)/;

/** React and Radix warnings printed while `use` runs. */
async function warningsWhile(page: Page, use: () => Promise<void>): Promise<string[]> {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'warning' || m.type() === 'error') && !BROWSER_NOTICE.test(m.text())) warnings.push(m.text().slice(0, 300));
  });
  await use();
  return warnings;
}

describe('dropdowns in a development build (issue 13, item 10)', () => {
  it('the quote dialog and /reserve dropdowns open and choose without a React warning', async () => {
    const page = await b.open('about:blank');
    const warnings = await warningsWhile(page, async () => {
      await page.goto(`${devUrl}/`);
      await waitForApp(page);
      const ask = page.getByRole('button', { name: /Request Custom Quote/ }).first();
      await ask.waitFor({ timeout: 60_000 });
      await ask.click();
      const dialog = page.getByRole('dialog', { name: 'Request Custom Quote' });
      await dialog.getByLabel('Project type').click();
      await page.getByRole('option').first().click();

      await page.goto(`${devUrl}/reserve`);
      await waitForApp(page);
      await page.getByLabel('Delivery week').click({ timeout: 60_000 });
      await page.locator('[role="option"]:not([data-disabled])').first().click();
      await page.waitForTimeout(500);
    });
    expect(warnings).toEqual([]);
  });
});

describe('server-rendered pages in a development build (docs/design.md §14)', () => {
  it('hydrate without a React warning on the main routes', async () => {
    const page = await b.open('about:blank');
    const warnings = await warningsWhile(page, async () => {
      for (const path of ['/', '/packages', '/service-areas/la-jolla', '/blog/heirloom-pumpkin-guide', '/reserve']) {
        await page.goto(`${devUrl}${path}`);
        // NOTE: hydrated once React has attached itself to the page's heading (the dev server is slow on a cold start).
        await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')), null, { timeout: 60_000 });
        await page.waitForTimeout(500);
      }
    });
    expect(warnings).toEqual([]);
  }, 180_000);
});
