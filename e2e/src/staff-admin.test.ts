import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { caughtMail, expectAccessible, useBrowser } from './harness/browser.ts';
import { formatUsd, toCents } from '@sdp/shared/money';
import { openAsStaff, uniqueTag } from './staff-session.ts';

const b = useBrowser();

/** A real paid order: hosted checkout created through the API, then paid on the Stripe emulator's page. */
async function paidOrder(page: Page, email: string) {
  const season = (await (await fetch(`${b.e2e.baseUrl}/api/season`)).json()) as { deliveryDates: { date: string }[] };
  const packages = (await (await fetch(`${b.e2e.baseUrl}/api/packages`)).json()) as { id: string; name: string }[];
  const res = await fetch(`${b.e2e.baseUrl}/api/create-stripe-checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      packageId: packages.find((p) => p.name === 'Autumn Glow')!.id,
      customerName: 'Recap Resend',
      customerEmail: email,
      customerPhone: '8585550199',
      address: '4120 Calle Isabella',
      city: 'San Diego',
      zipCode: '92126',
      deliveryDate: season.deliveryDates.at(-1)!.date,
      photoPermission: 'yes',
      specialInstructions: '',
    }),
  });
  expect(res.status).toBe(200);
  await page.goto(((await res.json()) as { url: string }).url);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.pathname === '/order-confirmation', { timeout: 20_000 });
}

const mailTo = async (email: string) => (await caughtMail()).filter((m) => m.to.some((to) => to.toLowerCase() === email));

describe('admin dashboard', () => {
  it('shows a paid order with its sync state and resends its recap e-mail', async () => {
    const email = `recap-${uniqueTag()}@example.com`;
    const payer = await b.open('/');
    await paidOrder(payer, email);
    // NOTE: the recap goes out when the deposit is paid; wait for it so the resend below is a second, separate e-mail.
    await expect.poll(async () => (await mailTo(email)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    const before = (await mailTo(email)).length;

    const page = await openAsStaff(b, '/admin');
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Deposit paid').waitFor();
    await row.getByText('Recap sent').waitFor();
    await row.getByRole('button', { name: 'Resend Recap Email' }).click();
    await page.getByText('Email Sent').first().waitFor();
    await expect.poll(async () => (await mailTo(email)).length, { timeout: 20_000 }).toBe(before + 1);

    // The figures, the three charts (chart.js, loaded on demand) and the failed-jobs panel.
    for (const label of ['Orders', 'Revenue', 'Deposits collected', 'Balance outstanding', 'Quotes']) {
      await page
        .locator('dt', { hasText: new RegExp(`^${label}$`, 'i') })
        .first()
        .waitFor();
    }
    await expect.poll(() => page.locator('canvas[role="img"]').count()).toBe(3);
    await page.getByRole('heading', { name: /Failed jobs/ }).waitFor();
    expect(await page.getByRole('link', { name: /Job queue board/ }).getAttribute('href')).toBe('/api/admin/queues');

    await page.screenshot({ path: 'e2e/artifacts/staff-admin-desktop.png', fullPage: true });
    await expectAccessible(page);

    // Bookkeeping: the days that drive the CSV also drive the collected figure beside it, the API's own figure for them (ADR 151).
    const bookkeeping = page.getByRole('region', { name: 'Bookkeeping' });
    const [from, to] = [await bookkeeping.getByLabel('From').inputValue(), await bookkeeping.getByLabel('To').inputValue()];
    const ranged = (await (await page.request.get(`/api/admin/stats?from=${from}&to=${to}`)).json()) as { collectedInRange: { collected: string } };
    expect(toCents(ranged.collectedInRange.collected)).toBeGreaterThan(0); // the deposit just paid
    const figure = bookkeeping.locator('dd').first();
    await expect.poll(() => figure.textContent()).toBe(formatUsd(toCents(ranged.collectedInRange.collected), { alwaysCents: true }));
    await bookkeeping.getByLabel('From').fill('2001-01-01');
    await bookkeeping.getByLabel('To').fill('2001-01-31');
    await expect.poll(() => bookkeeping.locator('dt').textContent()).toBe('Collected, Jan 1, 2001 to Jan 31, 2001');
    expect(await figure.textContent()).toBe('$0.00');
    await bookkeeping.getByLabel('From').fill('2001-02-01');
    await bookkeeping.getByText('Choose a first day on or before the last').waitFor();
  });

  it('edits the season: a capacity change is saved and read back', async () => {
    const page = await openAsStaff(b, '/admin');
    await page.getByRole('tab', { name: 'Season' }).click();
    const field = page.getByLabel(/^Drop-Off capacity/).first();
    const next = Number(await field.inputValue()) + 1;
    await field.fill(String(next));
    await page.getByRole('button', { name: 'Save Season' }).click();
    await page.getByText('Season Saved').first().waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Season' }).click();
    await expect
      .poll(() =>
        page
          .getByLabel(/^Drop-Off capacity/)
          .first()
          .inputValue(),
      )
      .toBe(String(next));
  });

  it('a visitor never downloads staff code or chart.js', async () => {
    const page = await b.open('/', 'mobile');
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /\/(admin|dashboard|zapier|login|render-chart|chart)[-.]/.test(url))).toEqual([]);
  });
});
