import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/design.md §17 (ADR 091): each table has one owner module in server/src/db/ (or the domain folder that owns it), and
// features never select it themselves. This walks the API's features and top-level files and the workers for statements on the
// tables already owned: orders and their payments, refunds, add-ons and timeline, quotes, and the season.
const root = join(import.meta.dirname, '..');
const OWNED_TABLES = ['orders', 'payments', 'charge_refunds', 'order_add_ons', 'order_timeline', 'custom_quotes', 'season'];

/** A statement that reads or writes an owned table. SQL keywords are written in capitals here, so prose never matches. */
const statementOnOwnedTable = new RegExp(`\\b(?:FROM|JOIN|UPDATE|INSERT\\s+INTO|DELETE\\s+FROM)\\s+(?:${OWNED_TABLES.join('|')})\\b`, 'g');

// TODO(issue 26): the API's features are moving to the owners on another branch; each entry goes when its file calls them.
const stillToMove = [
  'api/src/features/call-list/call-list.routes.ts',
  'api/src/features/crew-schedule/assign-crew.ts',
  'api/src/features/crew-schedule/crew-fixtures.ts',
  'api/src/features/crew-schedule/schedule.ts',
  'api/src/features/dashboard/stats.ts',
  'api/src/features/emails/emails.routes.ts',
  'api/src/features/money/balance-actions.ts',
  'api/src/features/money/issue-refund.ts',
  'api/src/features/money/order-detail.ts',
  'api/src/features/my-order/customer-cancel.ts',
  'api/src/features/my-order/customer-changes.ts',
  'api/src/features/my-order/link-request.ts',
  'api/src/features/my-order/my-order-view.ts',
  'api/src/features/orders/create-order.ts',
  'api/src/features/orders/embedded-payment.ts',
  'api/src/features/orders/hosted-checkout.ts',
  'api/src/features/orders/unpaid-hold-cap.ts',
  'api/src/features/pay-balance/balance-intent.ts',
  'api/src/features/pay-balance/one-open-attempt.ts',
  'api/src/features/quote-pipeline/custom-quotes.ts',
  'api/src/features/quote-pipeline/quote-deposit.ts',
  'api/src/features/quote-pipeline/quote-details.ts',
  'api/src/features/quote-pipeline/quote-offer.ts',
  'api/src/features/quotes/quotes.service.ts',
  'api/src/features/season/rollover.service.ts',
  'api/src/features/season/sale-code-window.ts',
  'api/src/features/season/season-settings.ts',
  'api/src/sitemap-entries.ts',
];

/** The non-test .ts files of a folder, recursively (or only its own files), as paths from the repository root. */
function sources(dir: string, { recursive = true } = {}): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive }).filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** The statements on owned tables in a piece of source, as written (keyword and table). */
const statementsIn = (source: string) => [...source.matchAll(statementOnOwnedTable)].map(([match]) => match.replace(/\s+/g, ' '));

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

  it('scans the files it means to', () => {
    expect(scanned).toContain('workers/src/jobs/send-email.ts');
    expect(scanned).toContain('api/src/app.ts');
    expect(scanned.filter((f) => f.startsWith('api/src/features/')).length).toBeGreaterThan(50);
    expect(scanned.some((f) => f.endsWith('.test.ts') || f.startsWith('api/src/db/'))).toBe(false);
  });

  it('leaves the SQL of orders, payments, quotes and the season to their owners: no feature or worker selects them itself', () => {
    const unexpected = offenders.filter((file) => !stillToMove.includes(file));
    expect(unexpected, `these files select an owned table; call its owner in server/src instead:\n${unexpected.join('\n')}`).toEqual([]);
  });

  it('keeps the list of files still to move current: each still selects an owned table', () => {
    expect(stillToMove.filter((file) => !offenders.includes(file))).toEqual([]);
  });
});
