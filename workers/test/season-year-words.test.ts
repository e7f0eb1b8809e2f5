import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { composeEmail } from '../src/messages/registry.ts';

// Issue 36 item 3 (ADR 173): the waitlist's welcome said "You're on the list for fall 2026" on November 28, 2026 while the page
// said fall 2027, because it added 1 to the last season configured. Every message that names the fall ahead takes it from one
// function (fallAhead), the one GET /api/season gives the pages; on fixed dates across a year each names what the page names.
// The other messages that name a year name their own record's season (a renewal offer's, the season whose booking opened).
const ctx = useTestContext();
const DATES = ['01-15', '07-01', '10-10', '11-28', '12-31'].map((d) => `2026-${d}T10:00:00-08:00`);
/** The kinds whose year is the fall ahead, each composed for a person on (or, for the re-join, once on) the waitlist. */
const KINDS = [{ kind: 'waitlist_welcome', unsubscribed: false }, { kind: 'waitlist_rejoin', unsubscribed: true }] as const;

/** The spec's pattern for a year: the four Mondays of October, booking August 1 to October 15, the sale to October 1. */
function seasonPattern(year: number) {
  const firstMonday = 1 + ((8 - new Date(Date.UTC(year, 9, 1)).getUTCDay()) % 7);
  return {
    deliveryDates: [0, 7, 14, 21].map((d) => `${year}-10-${String(firstMonday + d).padStart(2, '0')}`),
    bookingOpensAt: `${year}-08-01T00:00:00-07:00`, saleStartsAt: `${year}-08-01T00:00:00-07:00`, saleEndsAt: `${year}-10-01T00:00:00-07:00`,
    promoBannerEndsAt: `${year}-09-30T23:59:59-07:00`, bookingDeadline: `${year}-10-15`, peakSeasonAt: `${year}-10-15T23:59:59-07:00`,
  };
}

async function configure(years: number[], announced: number[] = []) {
  await ctx.sql`DELETE FROM delivery_slots`;
  await ctx.sql`DELETE FROM season`;
  for (const year of years) {
    const p = seasonPattern(year);
    const opened = announced.includes(year) ? p.bookingOpensAt : null;
    await ctx.sql`
      INSERT INTO season (year, delivery_dates, booking_opens_at, booking_opened_at, sale_starts_at, sale_ends_at, promo_banner_ends_at, booking_deadline, peak_season_at)
      VALUES (${year}, ${p.deliveryDates}::date[], ${p.bookingOpensAt}, ${opened}, ${p.saleStartsAt}, ${p.saleEndsAt}, ${p.promoBannerEndsAt}, ${p.bookingDeadline}, ${p.peakSeasonAt})`;
  }
}

async function entry(email: string, unsubscribed: boolean): Promise<string> {
  expect((await ctx.post('/api/waitlist', { name: 'Wren Waiting', email })).status).toBe(201);
  const [row] = await ctx.sql<{ id: string }[]>`
    UPDATE waitlist_entries SET unsubscribed_at = ${unsubscribed ? new Date('2026-01-01T00:00:00Z') : null} WHERE email = ${email} RETURNING id`;
  return row!.id;
}

/** What the public page names at `now`: the season on sale or about to open, and off season the fall that has not opened yet. */
async function pageAt(now: Date) {
  ctx.deps.now = () => now;
  const season = await (await ctx.app.request('/api/season')).json() as { year: number; state: string; nextSeasonYear: number; fallAhead: number };
  return { ...season, offSeason: season.state === 'closed' ? season.nextSeasonYear : season.year };
}

/** The year each message kind names at `now`, read from its subject or its first "fall {year}". */
async function yearsNamed(now: Date, ids: Record<string, string>) {
  const named: Record<string, number> = {};
  for (const { kind } of KINDS) {
    const mail = await composeEmail(ctx.sql, ctx.env, { eventId: 'walk', kind, subject: { type: 'waitlist', id: ids[kind]! } }, null, now);
    const text = mail && 'content' in mail ? mail.content.text : '';
    named[kind] = Number(/fall (\d{4})/.exec(text)?.[1]);
  }
  return named;
}

describe('every message names the fall the public page names, through 2026', () => {
  it('on a database whose newest season is fall 2025 (never rolled over)', async () => {
    await configure([2025]);
    const ids = { waitlist_welcome: await entry('wren.2025@example.com', false), waitlist_rejoin: await entry('rae.2025@example.com', true) };
    const seen: string[] = [];
    for (const iso of DATES) {
      const now = new Date(iso);
      const page = await pageAt(now);
      expect(page.state).toBe('closed');
      const named = await yearsNamed(now, ids);
      for (const { kind } of KINDS) expect(named[kind], `${kind} on ${iso}`).toBe(page.offSeason);
      seen.push(`${iso.slice(0, 10)} ${named.waitlist_welcome}`);
    }
    // October 5, 2026 is the pattern's first delivery: from then on the fall ahead is 2027, never 2026 (November 28 was the report).
    expect(seen).toEqual(['2026-01-15 2026', '2026-07-01 2026', '2026-10-10 2027', '2026-11-28 2027', '2026-12-31 2027']);
  });

  it('with fall 2026 and fall 2027 configured, fall 2026 announced when its booking opened', async () => {
    await configure([2026, 2027], [2026]);
    const ids = { waitlist_welcome: await entry('wren.2026@example.com', false), waitlist_rejoin: await entry('rae.2026@example.com', true) };
    const seen: string[] = [];
    for (const iso of DATES) {
      const now = new Date(iso);
      const page = await pageAt(now);
      const named = await yearsNamed(now, ids);
      for (const { kind } of KINDS) expect(named[kind], `${kind} on ${iso}`).toBe(page.fallAhead);
      // Off season the page's own words name it; while open the page sells its season and the list waits for the next.
      if (page.state !== 'open') expect(named.waitlist_welcome, iso).toBe(page.offSeason);
      else expect(named.waitlist_welcome, iso).toBe(page.year + 1);
      seen.push(`${iso.slice(0, 10)} ${page.state} ${page.year} ${named.waitlist_welcome}`);
    }
    expect(seen).toEqual([
      '2026-01-15 upcoming 2026 2026', '2026-07-01 upcoming 2026 2026', '2026-10-10 open 2026 2027', '2026-11-28 upcoming 2027 2027',
      '2026-12-31 upcoming 2027 2027',
    ]);
  });
});
