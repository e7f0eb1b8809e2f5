import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../e2e/src/harness/chromium-flags.ts';

export interface PageLoadOptions {
  /** The browser's width: 390 for a phone, 1280 for a desk. */
  width: number;
  /** Chrome's CPU slowdown (CDP Emulation.setCPUThrottlingRate): 4 for a phone profile, 1 for none. */
  cpuSlowdown: number;
  /** A staff session's cookie (`name=value`), for staff screens. */
  cookie?: string;
  /** Resolves once the page shows what its reader came for. */
  ready: (page: Page) => Promise<unknown>;
}

/**
 * A page as a person opens it: a fresh browser context each time (nothing cached), timed from navigation until `ready`. The first
 * load warms the server's caches and is not counted; `loads` are.
 */
export async function timePageLoads(url: string, loads: number, options: PageLoadOptions): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true });
  const times: number[] = [];
  try {
    for (let i = 0; i < loads + 1; i += 1) {
      const context = await browser.newContext({ viewport: { width: options.width, height: options.width < 600 ? 844 : 900 } });
      if (options.cookie) {
        const [name, ...value] = options.cookie.split('=');
        await context.addCookies([{ name: name!, value: value.join('='), url }]);
      }
      const page = await context.newPage();
      if (options.cpuSlowdown !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
      const started = performance.now();
      await page.goto(url);
      await options.ready(page);
      if (i > 0) times.push(performance.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}
