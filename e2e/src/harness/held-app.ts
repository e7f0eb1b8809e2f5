import type { Page } from 'playwright-core';

/**
 * A phone's CPU slowed 4x and the page's app (the `app-*.js` chunk main.tsx imports) held until the returned `release()`: whatever
 * the machine's load, a tap then lands on the server's HTML before the app has started (ADR 076).
 */
export async function slowPhoneWithAppHeld(page: Page): Promise<() => void> {
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
