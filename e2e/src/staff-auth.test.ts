import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness/browser.ts';
import { createQuote, openAsStaff, uniqueTag } from './staff-session.ts';

const b = useBrowser();

describe('staff sign-in', () => {
  for (const path of ['/dashboard', '/admin', '/zapier']) {
    it(`a visitor opening ${path} is told to log in and lands on /login a second later`, async () => {
      const page = await b.open(path);
      await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
      await page.getByText('Please log in to access the dashboard.').first().waitFor();
      // NOTE: the 1 s timer starts when the message is rendered, which the test sees a moment later; any wait well above zero
      // proves the visitor is told before being moved (the delay itself is TIMINGS.authRedirectDelayMs, 1000 ms).
      const started = Date.now();
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 5000 });
      expect(Date.now() - started).toBeGreaterThan(250);
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(path);
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
    });
  }

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const page = await b.open('/login');
    for (const [email, password] of [
      [b.e2e.staff.email, 'not-the-password'],
      ['nobody@sdpumpkin.test', 'whatever-password'],
    ] as const) {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    }
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('returns to the page that asked, never to another site, and logs out with a browser navigation', async () => {
    const page = await openAsStaff(b, '/zapier');
    await page.getByRole('heading', { name: 'Zapier Integration' }).waitFor();

    await page.goto('/login?returnTo=https%3A%2F%2Fevil.test%2F');
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
  });

  it('a session that ends mid-work shows "Session Expired" and goes to /login', async () => {
    const email = `expiry-${uniqueTag()}@example.com`;
    await createQuote(b.e2e.baseUrl, { customerName: 'Expiry Check', customerEmail: email });
    const page = await openAsStaff(b, '/dashboard');
    await page.getByLabel('Search name, email or project type').fill(email);
    const status = page.getByRole('combobox', { name: /Status of Expiry Check/ });
    await status.waitFor();
    await page.context().clearCookies();
    await status.click();
    await page.getByRole('option', { name: 'Closed' }).click();
    await page.getByText('Session Expired').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 5000 });
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/dashboard');
  });
});
