import { mkdirSync } from 'node:fs';
import postgres from 'postgres';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caughtMail, expectAccessible, useBrowser, waitForApp } from './harness/browser.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';
import { createSql } from '@sdp/server/db/sql';
import { loadSeason } from '@sdp/server/season/season';

// docs/design.md §13 in Chromium: the site off season (booking opens on a date ahead), the waitlist and its one e-mail with a
// working unsubscribe, staff rolling the season over, and the site open with a sale. The dates are moved relative to the run's
// clock, so the states hold on any day; the fixed-date year lives in api/src/features/season/season-year.test.ts.
const b = useBrowser();
const SCREENS = '.tmp/screens';
let sql: postgres.Sql;
let seasonYear = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  sql = postgres(b.e2e.databaseUrl, { max: 1, onnotice: () => {} });
  // The season the site sells, as the e2e seed made it; its booking opens 30 days from now for this file.
  seasonYear = (await sql<{ year: number }[]>`SELECT year FROM season ORDER BY year LIMIT 1`)[0]!.year;
  const opens = new Date(Date.now() + 30 * DAY);
  await sql`UPDATE season SET booking_opens_at = ${opens}, sale_starts_at = ${opens} WHERE year = ${seasonYear}`;
});
afterAll(async () => {
  // As the e2e seed left it for the files after this one: booking open, the sale running since yesterday.
  await sql`UPDATE season SET booking_opens_at = NULL, sale_starts_at = ${new Date(Date.now() - DAY)}, sale_ends_at = ${`${seasonYear}-10-01T00:00:00-07:00`},
    promo_banner_ends_at = ${`${seasonYear}-09-30T23:59:59-07:00`} WHERE year = ${seasonYear}`;
  await sql.end();
});

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: false });
/** The whole page once every section has mounted and its pictures loaded (they load lazily as they come into view). */
async function shootWholePage(page: Page, name: string) {
  await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
  for (const img of await page.locator('main img').all()) await img.scrollIntoViewIfNeeded().catch(() => {});
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}
const ordersSnapshot = () => sql`SELECT id, delivery_date, total_cents, deposit_cents, status FROM orders ORDER BY id`;

describe('a season that turns', () => {
  const email = `waiting-${uniqueTag()}@example.com`;

  it('off season: home says when booking opens with the year, offers the waitlist, shows no sale and no dates', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await b.open('/', viewport);
      const notice = page.getByRole('region', { name: 'Booking' });
      await notice.getByRole('heading', { name: new RegExp(`^Booking for fall ${seasonYear} opens [A-Z][a-z]+ \\d{1,2}$`) }).waitFor();
      expect(await page.getByRole('complementary', { name: 'Fall sale' }).count()).toBe(0);
      expect(await page.getByRole('timer').count()).toBe(0);
      await shoot(page, `home-off-season-${viewport === 'mobile' ? 390 : 1280}`);
      await shootWholePage(page, `home-off-season-${viewport === 'mobile' ? 390 : 1280}-full`);
      await notice.screenshot({ path: `${SCREENS}/home-off-season-notice-${viewport === 'mobile' ? 390 : 1280}.png` });
      if (viewport === 'desktop') await expectAccessible(page);
    }
    const reserve = await b.open('/reserve', 'mobile');
    const reserveNotice = reserve.getByRole('region', { name: 'Booking' }).first();
    await reserveNotice.waitFor();
    await reserveNotice.screenshot({ path: `${SCREENS}/reserve-off-season-390.png` });
    expect(await reserve.getByLabel('Delivery week').count()).toBe(0);
  });

  it('off season: a visitor joins the waitlist from the home page, and an order is refused saying when booking opens', async () => {
    const page = await b.open('/', 'mobile');
    const form = page.getByRole('form', { name: 'Join the waitlist' }).first();
    await form.getByLabel('Name').fill('Wren Waiting');
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByText('You are on the list.').waitFor();
    expect(await sql`SELECT name FROM waitlist_entries WHERE email = ${email}`).toEqual([{ name: 'Wren Waiting' }]);

    const season = await (await fetch(`${b.e2e.baseUrl}/api/season`)).json();
    expect(season).toMatchObject({ state: 'upcoming', saleRunning: false, deliveryDates: [] });
    const [date] = (await sql<{ d: string }[]>`SELECT delivery_dates[1]::text AS d FROM season WHERE year = ${seasonYear}`);
    const refused = await fetch(`${b.e2e.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ packageId: '0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c0001', customerName: 'Too Early', customerEmail: 'early@example.com',
        customerPhone: '8585550100', address: '1 Early Way', city: 'San Diego', zipCode: '92126', deliveryDate: date!.d, photoPermission: 'yes', specialInstructions: '' }),
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toMatch(new RegExp(`^Booking for fall ${seasonYear} opens `));
  });

  it('staff roll the season over to next year: proposed by the pattern, edited, saved; past orders untouched', async () => {
    const before = await ordersSnapshot();
    const page = await openAsStaff(b, '/admin');
    await page.getByRole('tab', { name: 'Season' }).click();
    await page.getByTestId('season-state').getByText('Upcoming').waitFor();
    await page.getByRole('button', { name: 'Roll over to next season' }).click();
    const next = seasonYear + 1;
    const form = page.getByRole('form', { name: `Fall ${next} season` });
    await form.waitFor();
    const firstMonday = await form.locator('input[type="date"]').first().inputValue();
    expect(firstMonday).toMatch(new RegExp(`^${next}-10-0[1-7]$`));
    expect(await form.getByLabel(/^Booking opens/).inputValue()).toBe(`${next}-08-01T00:00`);
    await form.getByLabel(/^White-Glove capacity/).first().fill('4');
    await form.getByRole('button', { name: `Save fall ${next} season` }).click();
    await page.getByText('Next Season Saved').first().waitFor();
    await shoot(page, 'admin-season-rolled-over-1280');

    const [saved] = await sql`SELECT year, delivery_dates[1]::text AS first, booking_deadline::text AS deadline FROM season WHERE year = ${next}`;
    expect(saved).toEqual({ year: next, first: firstMonday, deadline: `${next}-10-15` });
    const [slot] = await sql`SELECT capacity, booked FROM delivery_slots WHERE delivery_date = ${firstMonday} AND service_level = 'white-glove'`;
    expect(slot).toEqual({ capacity: 4, booked: 0 });
    expect(await ordersSnapshot()).toEqual(before);
    // The site still sells the nearer season.
    expect(await (await fetch(`${b.e2e.baseUrl}/api/season`)).json()).toMatchObject({ year: seasonYear, state: 'upcoming' });
  });

  it('staff open booking: the waitlisted visitor gets one e-mail, whose unsubscribe link works without signing in', async () => {
    const page = await openAsStaff(b, '/admin');
    await page.getByRole('tab', { name: 'Season' }).click();
    // One tap only asks: the question says how many people will be e-mailed, and nothing is sent until staff confirm.
    const [{ waiting } = { waiting: 0 }] = await sql<{ waiting: number }[]>`
      SELECT count(*)::int AS waiting FROM waitlist_entries e WHERE unsubscribed_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM waitlist_notices n WHERE n.entry_id = e.id AND n.season_year = ${seasonYear})`;
    const people = waiting === 1 ? '1 person' : `${waiting} people`;
    await page.getByRole('button', { name: 'Open booking now' }).click();
    const ask = page.getByRole('dialog', { name: `Open booking for fall ${seasonYear}?` });
    await ask.getByText(`Booking for fall ${seasonYear} opens on the site now, and ${people} on the waitlist will ${waiting === 1 ? '' : 'each '}get one e-mail`, { exact: false }).waitFor();
    await shoot(page, 'admin-open-booking-confirm');
    expect(await sql`SELECT 1 FROM waitlist_notices WHERE season_year = ${seasonYear}`).toHaveLength(0);
    await ask.getByRole('button', { name: `Send ${waiting} e-mail${waiting === 1 ? '' : 's'}` }).dblclick();
    await page.getByText('Booking Open').first().waitFor();
    await ask.waitFor({ state: 'hidden' });
    await page.getByTestId('season-state').getByText('Booking open').waitFor();
    // Asked again, the question says nobody is waiting and offers nothing to send.
    await page.getByRole('button', { name: 'E-mail the waitlist' }).click();
    const again = page.getByRole('dialog', { name: 'E-mail the waitlist?' });
    await again.getByText('nobody on the waitlist is waiting for an e-mail about this season', { exact: false }).waitFor();
    expect(await again.getByRole('button', { name: 'Nothing to send' }).isDisabled()).toBe(true);
    await again.getByRole('button', { name: 'Not now' }).click();

    const all = async () => (await caughtMail()).filter((m) => m.to.some((to) => to.toLowerCase() === email));
    // NOTE: joining sent one "You're on the list" e-mail (issue 25, item 14); the booking-open e-mail is the other one.
    const mails = async () => (await all()).filter((m) => m.subject.startsWith('Booking for fall'));
    await expect.poll(async () => (await mails()).length, { timeout: 20_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mails()).toHaveLength(1);
    expect((await all()).map((m) => m.subject).sort()).toEqual([`Booking for fall ${seasonYear} is open - SD Pumpkin`, expect.stringMatching(/^You're on the list for fall \d{4} - SD Pumpkin$/)]);
    const [mail] = await mails();
    expect(mail!.subject).toBe(`Booking for fall ${seasonYear} is open - SD Pumpkin`);

    const view = await b.open('/', 'mobile');
    await view.setContent(mail!.html!);
    await shoot(view, 'waitlist-email-390');

    const link = /Unsubscribe: (\S+)/.exec(mail!.text!)![1]!;
    const visitor = await b.open(new URL(link).pathname, 'mobile');
    await visitor.getByRole('heading', { name: 'Leave the waitlist?' }).waitFor();
    await visitor.getByText(/w\*\*\*@example\.com/).waitFor();
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await visitor.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await shoot(visitor, 'unsubscribed-390');
    await expectAccessible(visitor);
    const [row] = await sql`SELECT unsubscribed_at IS NOT NULL AS off FROM waitlist_entries WHERE email = ${email}`;
    expect(row).toEqual({ off: true });
  });

  it('after opening booking the Season tab still saves, and a refused save shows its message at the field (issue 36 items 1, 19)', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const width = viewport === 'mobile' ? 390 : 1280;
      const page = await openAsStaff(b, '/admin', viewport);
      await page.getByRole('tab', { name: 'Season' }).click();
      await page.getByTestId('season-state').getByText('Booking open').waitFor();
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save Season' }) });
      const dropOff = form.getByLabel(/^Drop-Off capacity/).first();
      await dropOff.fill(String(Number(await dropOff.inputValue()) + 1));
      await form.getByRole('button', { name: 'Save Season' }).click();
      await page.getByText('Season Saved').first().waitFor();

      // A booking opening moved ahead of July's renewal holds: refused at "Renewal offers go out", not in a toast alone.
      await form.getByLabel(/^Booking opens/).fill(`${seasonYear}-06-01T00:00`);
      await form.getByRole('button', { name: 'Save Season' }).click();
      const renewal = form.getByLabel(/^Renewal offers go out/);
      await expect.poll(() => renewal.getAttribute('aria-invalid')).toBe('true');
      await form.getByText('Renewal offers and their holds must end before booking opens').waitFor();
      await renewal.scrollIntoViewIfNeeded();
      await shoot(page, `admin-season-renewal-refused-${width}`);
      await form.getByRole('button', { name: 'Discard changes' }).click();
      // NOTE: the reset re-renders the date rows (a field array, new keys): a value typed before that render would be put back.
      await expect.poll(() => form.getByRole('button', { name: 'Save Season' }).isDisabled()).toBe(true);

      // A week of another year: refused at the delivery dates, naming the year.
      await form.locator('input[type="date"]').first().fill(`${seasonYear + 1}-10-04`);
      await form.getByRole('button', { name: 'Save Season' }).click();
      const weeks = form.getByText(`Delivery weeks must fall in fall ${seasonYear}; Oct 4, ${seasonYear + 1} does not`);
      await weeks.waitFor();
      await weeks.scrollIntoViewIfNeeded();
      await shoot(page, `admin-season-weeks-refused-${width}`);
      if (viewport === 'desktop') await expectAccessible(page);
      await page.close();
    }
    expect(await sql`SELECT 1 FROM season WHERE year = ${seasonYear} AND booking_opens_at > now()`).toHaveLength(0);
  });

  it('open with a sale running: home shows the sale banner, the countdown and the dates', async () => {
    await sql`UPDATE season SET sale_starts_at = ${new Date(Date.now() - DAY)} WHERE year = ${seasonYear}`;
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await b.open('/', viewport);
      await page.getByRole('complementary', { name: 'Fall sale' }).getByText('SPOOKY15').waitFor();
      await page.getByRole('timer').waitFor();
      expect(await page.getByRole('region', { name: 'Booking' }).count()).toBe(0);
      await shoot(page, `home-open-sale-${viewport === 'mobile' ? 390 : 1280}`);
    }
  });

  it('in September of the season: the page shows what GET /api/season answers on that date, the sale with two weeks left', async () => {
    // The season as the pattern sets it, read by the API's own loadSeason at 2027-09-15 10:00 PT; the browser's clock is there too.
    const september = new Date(`${seasonYear}-09-15T10:00:00-07:00`);
    await sql`UPDATE season SET sale_starts_at = ${`${seasonYear}-08-01T00:00:00-07:00`}, sale_ends_at = ${`${seasonYear}-10-01T00:00:00-07:00`},
      promo_banner_ends_at = ${`${seasonYear}-09-30T23:59:59-07:00`} WHERE year = ${seasonYear}`;
    const api = createSql(b.e2e.databaseUrl, { max: 1 }); // the API's own client (dates as San Diego calendar strings)
    const answer = await loadSeason(api, september).finally(() => api.end());
    expect(answer).toMatchObject({ state: 'open', saleRunning: true, countdownRunning: true });
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await b.open('about:blank', viewport);
      await page.clock.setFixedTime(september);
      await page.route('**/api/season', (route) => route.fulfill({ json: answer }));
      // NOTE: the server renders / from its own clock (ADR 057); the browser's September shows on a page the browser renders
      // itself (/login, a staff page) and on the client-side visit to / from there.
      await page.goto(b.url('/login'));
      await waitForApp(page);
      await page.getByRole('link', { name: 'SD Pumpkin' }).first().click();
      await page.getByRole('complementary', { name: 'Fall sale' }).getByText('SPOOKY15').waitFor();
      const timer = page.getByRole('timer', { name: 'Time left in the offer' });
      await timer.getByText('Days').waitFor();
      expect(await timer.innerText()).toMatch(/^15\s*Days/i);
      await shoot(page, `home-september-${viewport === 'mobile' ? 390 : 1280}`);
      await shootWholePage(page, `home-september-${viewport === 'mobile' ? 390 : 1280}-full`);
    }
  });

  it('in November, the season before: the page says booking for next fall opens August 1, with no sale, no countdown and no dates', async () => {
    // The pattern's opening (August 1) read at November 24 of the year before, by the API's own loadSeason; the browser's clock too.
    const november = new Date(`${seasonYear - 1}-11-24T10:00:00-08:00`);
    await sql`UPDATE season SET booking_opens_at = ${`${seasonYear}-08-01T00:00:00-07:00`}, sale_starts_at = ${`${seasonYear}-08-01T00:00:00-07:00`} WHERE year = ${seasonYear}`;
    const api = createSql(b.e2e.databaseUrl, { max: 1 });
    const answer = await loadSeason(api, november).finally(() => api.end());
    expect(answer).toMatchObject({ year: seasonYear, state: 'upcoming', saleRunning: false, countdownRunning: false, deliveryDates: [] });
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await b.open('/404-warmup', viewport);
      await page.clock.setFixedTime(november);
      await page.route('**/api/season', (route) => route.fulfill({ json: answer }));
      await page.goto('/');
      await page.getByRole('region', { name: 'Booking' }).getByRole('heading', { name: `Booking for fall ${seasonYear} opens August 1` }).waitFor();
      expect(await page.getByRole('complementary', { name: 'Fall sale' }).count()).toBe(0);
      expect(await page.getByRole('timer').count()).toBe(0);
      await shootWholePage(page, `home-november-${viewport === 'mobile' ? 390 : 1280}-full`);
      // Nothing on the page names a year other than the season's own (the gallery carries no stale date).
      const years = new Set((await page.locator('main').innerText()).match(/\b20\d\d\b/g) ?? []);
      expect([...years]).toEqual([String(seasonYear)]);
    }
  });
});
