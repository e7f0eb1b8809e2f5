import { expect } from 'vitest';
import { caughtMail } from './harness/browser.ts';

/** The /my-order/... path of the newest caught e-mail to `email` whose HTML links the order page, read from its href. */
export async function myOrderLinkFromMail(email: string, subject?: RegExp): Promise<string> {
  const linked = async () =>
    (await caughtMail()).filter((m) => m.to.includes(email) && (!subject || subject.test(m.subject)) && /href="[^"]*\/my-order\/[^"]+"/.test(m.html ?? ''));
  await expect.poll(async () => (await linked()).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const href = /href="([^"]*\/my-order\/[^"]+)"/.exec((await linked()).at(-1)!.html!)![1]!;
  return new URL(href.replace(/&amp;/g, '&')).pathname;
}
