import type { Page } from 'playwright-core';
import type { useBrowser } from './harness/browser.ts';

type BrowserHarness = ReturnType<typeof useBrowser>;

/** Sign in through the real /login form and land on `path` (the returnTo round trip). */
export async function openAsStaff(b: BrowserHarness, path: string, viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> {
  const page = await b.open(`/login?returnTo=${encodeURIComponent(path)}`, viewport);
  await page.getByLabel('Email').fill(b.e2e.staff.email);
  await page.getByLabel('Password').fill(b.e2e.staff.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return page;
}

/** A custom quote made the way the site makes one (POST /api/quotes); returns its id. */
export async function createQuote(
  baseUrl: string,
  fields: { customerName: string; customerEmail: string; projectType?: string },
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      customerPhone: '(858) 555-0142',
      projectType: 'business',
      projectDescription: 'Storefront display for the season, two planters and the entry.',
      ...fields,
    }),
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`POST /api/quotes answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** A short unique tag, so a test finds its own rows among everything else the run created. */
export const uniqueTag = () => Math.random().toString(36).slice(2, 8);
