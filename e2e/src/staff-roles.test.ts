import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { STAFF_SCREENS } from '@sdp/shared/staff-roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/lib/password.ts';
import { useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { uniqueTag } from './staff-session.ts';

/** Issue 36, items 8, 14 and 22: the staff bar and the phone menu offer each role its screens; the crew never the owner's. */
const b = useBrowser();
const sql = useRunDatabase(b);
const SCREENS = screensFolder();
const SHOTS = '/tmp/shots-i36-roles/';
mkdirSync(SHOTS, { recursive: true });
const tag = uniqueTag();
const crew = { email: `crew.${tag}@sdpumpkin.test`, password: 'crew-password-2026' };
const CREW_SCREENS = ['Quotes', 'Leads', 'Pipeline', 'Admin', 'Customers', 'Renewals', 'Crew', 'Run sheet'];
const ALL_SCREENS = STAFF_SCREENS.map((s) => s.label);
let orderIds: string[] = [];

beforeAll(async () => {
  await sql`INSERT INTO staff_users (email, name, password_hash, role) VALUES (${crew.email}, 'Casey Crew', ${await hashPassword(crew.password)}, 'staff')`;
  // Two orders a year apart: the list must tell this fall's week from next fall's.
  orderIds = (await sql<{ id: string }[]>`
    INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address,
      city, zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents, paid_at, created_at)
    SELECT 'deposit_paid', 'hosted', 'white-glove', id, name, ${`Rowan Year ${tag}`}, ${`rowan.${tag}@example.com`}, '(858) 555-0170',
      '7 Lantern Way', 'Poway', '92064', (SELECT delivery_dates[1] FROM season ORDER BY year DESC LIMIT 1) + years * 364, 182500, 0,
      182500, 182500, 54750, 127750, now(), now() + make_interval(mins => years)
    FROM packages, (VALUES (0), (1)) AS y(years) WHERE slug = 'golden-harvest'
    RETURNING id`).map((r) => r.id);
});

async function signIn(path: string, viewport: 'desktop' | 'mobile', who: { email: string; password: string }): Promise<Page> {
  const page = await b.open(`/login?returnTo=${encodeURIComponent(path)}`, viewport);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

async function barLinks(page: Page): Promise<string[]> {
  const bar = page.getByRole('navigation', { name: 'Staff', exact: true });
  await bar.getByRole('link').first().waitFor();
  return bar.getByRole('link').allInnerTexts();
}

async function menuLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('navigation', { name: 'Staff menu' }).waitFor();
  await page.waitForTimeout(400); // the drawer slides in
  return [...(await menu.getByRole('navigation', { name: 'Staff menu' }).getByRole('link').allInnerTexts()), ...(await menu.getByRole('link', { name: 'Log out' }).allInnerTexts())];
}

describe('staff screens per role', () => {
  it('the crew: the staff bar and the menu on a phone offer its screens, never the owner\'s; an owner screen opened by address says so', async () => {
    const desk = await signIn('/renewals', 'desktop', crew);
    await desk.getByRole('heading', { name: 'Renewals', level: 1 }).waitFor();
    expect(await barLinks(desk)).toEqual(CREW_SCREENS);
    await desk.getByText('Offered', { exact: true }).first().waitFor();
    expect(await desk.getByText('Renewed revenue').count()).toBe(0);
    await desk.screenshot({ path: `${SHOTS}crew-staff-bar-1280.png` });
    await desk.goto(b.url('/insights'));
    await desk.getByText('This screen is for admins.').waitFor();
    expect(await desk.getByText('Booked revenue').count()).toBe(0);

    const phone = await signIn('/admin', 'mobile', crew);
    await phone.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await menuLinks(phone)).toEqual([...CREW_SCREENS, 'Log out']);
    await phone.screenshot({ path: `${SHOTS}crew-menu-390.png` });
    await phone.getByRole('dialog').getByRole('link', { name: 'Run sheet' }).click();
    await phone.waitForURL((url) => url.pathname === '/run-sheet');
    expect(await phone.getByRole('dialog').count()).toBe(0);
  });

  it('the owner: every screen in the bar and the menu; the order list reads numbers as e-mails do, with the year', async () => {
    const desk = await signIn('/admin', 'desktop', b.e2e.staff);
    expect(await barLinks(desk)).toEqual(ALL_SCREENS);
    const rows = desk.getByRole('row').filter({ hasText: `Rowan Year ${tag}` });
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    const text = (await rows.allInnerTexts()).join('\n');
    for (const id of orderIds) expect(text).toContain(`#${id.slice(-8).toUpperCase()}`);
    const years = [...text.matchAll(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \w{3} \d{1,2}, (\d{4})/g)].map((m) => Number(m[2]));
    expect(new Set(years).size).toBe(2);
    const [hooks] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM zapier_subscriptions WHERE active`;
    if (hooks!.n === 0) expect(text).not.toContain('Zapier');
    await rows.first().scrollIntoViewIfNeeded();
    await desk.screenshot({ path: `${SHOTS}admin-order-list-1280.png` });
    await desk.screenshot({ path: `${SCREENS}staff-roles-orders-1280.png` });

    const phone = await signIn('/admin', 'mobile', b.e2e.staff);
    await phone.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await menuLinks(phone)).toEqual([...ALL_SCREENS, 'Log out']);
    await phone.screenshot({ path: `${SHOTS}admin-menu-390.png` });
    await phone.keyboard.press('Escape');
    await phone.screenshot({ path: `${SHOTS}admin-staff-bar-390.png` });
  });
});
