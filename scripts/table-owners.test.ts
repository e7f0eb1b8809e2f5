import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/design.md §17 (ADR 091): each table has one owner module in server/src/db/ (or the domain folder that owns it), and
// features never select it themselves. This walks the API's features and top-level files and the workers for statements on the
// tables already owned: orders and their payments, refunds, add-ons and timeline, quotes, the season, and the crew's day times and
// calendar feeds (server/src/db/crew-calendar.ts).
const root = join(import.meta.dirname, '..');
// Texts (docs/design.md §19): text_messages belongs to server/src/texts/text-messages.ts, each number's consent (phone_text_consents,
// text_opt_outs; ADR 160) to server/src/texts/text-consents.ts; weather care's
// weather_care to server/src/weather/weather-care.ts (ADR 130).
const OWNED_TABLES = ['orders', 'payments', 'charge_refunds', 'order_add_ons', 'order_timeline', 'custom_quotes', 'season', 'renewal_offers', 'site_events', 'site_visit_days', 'site_visitors',
  'visit_salts', 'review_notes', 'crew_day_times', 'crew_calendar_feeds', 'referral_rewards', 'text_messages', 'text_opt_outs', 'phone_text_consents', 'weather_care',
  // The daily weather run's record (ADR 137): server/src/weather/weather-runs.ts.
  'weather_runs',
  // "On my way" (docs/design.md §20, ADR 133): server/src/crew/on-my-way-notices.ts.
  'on_my_way_notices',
  // "E-mail me my link" requests waiting to be matched (ADR 165): server/src/db/my-order-link-requests.ts.
  'my_order_link_requests',
  // Missed calls and their leads (docs/design.md §26, ADR 290): server/src/leads/lead-rows.ts.
  'leads', 'voice_calls',
  // Move a day (docs/design.md §26, ADR 285): server/src/crew/crew-day-moves.ts.
  'crew_day_moves', 'crew_day_move_stops',
  // Disputes (docs/design.md §27): server/src/db/disputes.ts.
  'disputes',
  // Gift cards and their ledger (docs/design.md §27): server/src/db/gift-cards.ts.
  'gift_cards', 'gift_card_entries'];

/** A statement that reads or writes an owned table. SQL keywords are written in capitals here, so prose never matches. */
const statementOnOwnedTable = new RegExp(`\\b(?:FROM|JOIN|UPDATE|INSERT\\s+INTO|DELETE\\s+FROM)\\s+(?:${OWNED_TABLES.join('|')})\\b`, 'g');

// NOTE: a statement whose table is a value (`UPDATE ${sql(table)}`) could be any table, owned or not, so it is refused too: an
// owner's named function says which table it writes (workers/src/jobs/sync-crm.ts calls one per subject).
const statementOnTableByValue = /\b(?:FROM|JOIN|UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+\$\{/g;

/** The non-test .ts files of a folder, recursively (or only its own files), as paths from the repository root. */
function sources(dir: string, { recursive = true } = {}): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive }).filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** The statements on owned tables in a piece of source, as written (keyword and table), and those naming their table by a value. */
const statementsIn = (source: string) =>
  [...source.matchAll(statementOnOwnedTable), ...source.matchAll(statementOnTableByValue)].map(([match]) => match.replace(/\s+/g, ' '));

const scanned = [...sources('api/src/features'), ...sources('api/src', { recursive: false }), ...sources('workers/src')];
const offenders = scanned.filter((file) => statementsIn(readFileSync(join(root, file), 'utf8')).length > 0);

describe('one owner per table (docs/design.md §17)', () => {
  it('finds a statement on an owned table however it is written, and not prose or other tables', () => {
    const planted = 'const [o] = await sql`SELECT * FROM orders WHERE id = ${id}`;\nawait tx`INSERT INTO\n  order_timeline (order_id) VALUES (${id})`;';
    expect(statementsIn(planted)).toEqual(['FROM orders', 'INSERT INTO order_timeline']);
    expect(statementsIn('await sql`UPDATE custom_quotes SET notes = ${n}`; sql`DELETE FROM charge_refunds`; sql`LEFT JOIN payments p`')).toHaveLength(3);
    expect(statementsIn('sql`SELECT year FROM season WHERE year = ${y}`')).toEqual(['FROM season']);
    expect(statementsIn('// the orders from orders staff made; SELECT * FROM orders_archive; FROM seasons; FROM waitlist_entries')).toEqual([]);
  });

  it('finds a statement whose table is chosen at run time, since it may be an owned one', () => {
    const planted = 'await sql`UPDATE ${sql(SYNC_TABLE[type])} SET crm_error = ${e}`;\nawait tx`INSERT INTO\n  ${tx(table)} ${tx(row)}`;';
    expect(statementsIn(planted)).toEqual(['UPDATE ${', 'INSERT INTO ${']);
    expect(statementsIn('await tx`INSERT INTO waitlist_entries ${tx(row)}`; sql`SELECT ${sql(columns)} FROM waitlist_entries`')).toEqual([]);
  });

  it('scans the files it means to', () => {
    expect(scanned).toContain('workers/src/jobs/send-email.ts');
    expect(scanned).toContain('api/src/app.ts');
    expect(scanned.filter((f) => f.startsWith('api/src/features/')).length).toBeGreaterThan(50);
    expect(scanned.some((f) => f.endsWith('.test.ts') || f.startsWith('api/src/db/'))).toBe(false);
  });

  it('leaves the SQL of orders, payments, quotes and the season to their owners: no feature or worker selects them itself', () => {
    expect(offenders, `these files select an owned table (or a table named by a value); call its owner in server/src instead:\n${offenders.join('\n')}`).toEqual([]);
  });
});
