import { landingQuoteDescription } from '@sdp/shared';
import type { ReservedSql } from 'postgres';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { mostRowsRead, recordingSql, type Statement } from '../../../test/statement-reads.ts';
import { confirmationLockKey } from './quotes.service.ts';

const ctx = useTestContext();

/** POST a quote while another transaction holds what `lock` takes; the answer, or null when there was none within 3 s. */
async function postWhileHeld(lock: (holder: ReservedSql) => Promise<unknown>, body: unknown): Promise<Response | null> {
  const holder = await ctx.sql.reserve();
  try {
    await holder`BEGIN`;
    await lock(holder);
    const answered = ctx.post('/api/quotes', body);
    return await Promise.race([answered, new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000))]);
  } finally {
    await holder`ROLLBACK`;
    holder.release();
  }
}

const valid = {
  customerName: 'Dana Whitfield',
  customerEmail: 'dana@example.com',
  customerPhone: '858-555-0100',
  projectType: 'hoa',
  projectDescription: 'Entrance displays for 3 gates of our HOA in Carmel Valley.',
};

describe('POST /api/quotes', () => {
  it('stores the quote and exactly one quote.created event, and answers 201 {id}', async () => {
    const res = await ctx.post('/api/quotes', valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [quote] = await ctx.sql`SELECT customer_name, customer_email, status FROM custom_quotes WHERE id = ${id}`;
    expect(quote).toMatchObject({ customer_name: 'Dana Whitfield', customer_email: 'dana@example.com', status: 'pending' });
    const events = await ctx.sql`SELECT type, payload, dispatched_at FROM outbox_events WHERE payload->>'quoteId' = ${id}`;
    expect(events).toEqual([{ type: 'quote.created', payload: { quoteId: id }, dispatched_at: null }]);
  });

  it('accepts the landing page form: empty phone and the formatted description', async () => {
    const res = await ctx.post('/api/quotes', {
      customerName: 'Lee', customerEmail: 'lee@example.com', customerPhone: '', projectType: 'Full Service',
      projectDescription: landingQuoteDescription('Full Service', undefined),
    });
    expect(res.status).toBe(201);
  });

  it("answers 400 with the spec's field messages, never a 500", async () => {
    const res = await ctx.post('/api/quotes', { customerName: 'D', customerEmail: 'nope', customerPhone: '123', projectType: '', projectDescription: 'short' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(body.issues.map((i) => [i.path, i.message])).toEqual([
      ['customerName', 'Name must be at least 2 characters'],
      ['customerEmail', 'Please enter a valid email'],
      ['customerPhone', 'Please enter a valid phone number'],
      ['projectType', 'Please select a project type'],
      ['projectDescription', 'Please provide a brief description of your project'],
    ]);
    expect(body.message).toBe('Name must be at least 2 characters');
    for (const bad of ['{not json', '[]', 'null', JSON.stringify({ ...valid, customerName: 42 })]) {
      const r = await ctx.post('/api/quotes', bad);
      expect(r.status, bad).toBe(400);
      expect(await r.json()).toHaveProperty('message');
    }
    const [row] = await ctx.sql`SELECT count(*) FROM custom_quotes WHERE customer_email = 'nope'`;
    expect(row!.count).toBe(0);
  });
});

// The benchmark posts every quote from one address (docs/design.md §9, ADR 087): the request must cost the same on the
// thousandth quote as on the first, and must not wait behind the address's lock once its confirmations are spent.
describe('POST /api/quotes from an address with a long history', () => {
  const address = 'busy.sender@example.com';
  const seedHistory = async () => {
    await ctx.sql`
      INSERT INTO custom_quotes (customer_name, customer_email, customer_phone, project_type, project_description, confirmation_withheld)
      SELECT 'Busy Sender', ${address}, '', 'hoa', 'Entrance displays for the gates.', g > 3 FROM generate_series(1, 3000) g`;
    await ctx.analyze('custom_quotes');
  };

  /** One quote from the address through a client that records every statement it sends; `check` reads the answer and them. */
  const postRecorded = async (check: (res: Response, statements: Statement[]) => Promise<void>) => {
    const recording = recordingSql(ctx.databaseUrl);
    try {
      const res = await ctx.appWith({ sql: recording.sql }).request('/api/quotes', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...valid, customerEmail: address }),
      });
      expect(res.status).toBe(201);
      await check(res, recording.statements);
    } finally {
      await recording.sql.end({ timeout: 5 });
    }
  };

  it('reads a handful of quote rows per request, not every quote the address ever sent', async () => {
    await seedHistory();
    await postRecorded(async (_res, statements) => {
      expect(statements.length).toBeGreaterThan(0);
      expect(await mostRowsRead(ctx.sql, statements, 'custom_quotes')).toBeLessThanOrEqual(10);
    });
  });

  // Issue 36 item 27 (ADR 198): every statement is a round trip a busy machine can stall; the spent address's quote and its
  // event are one statement between BEGIN and COMMIT.
  it('stores a quote from an address whose confirmations are spent in three statements: begin, the quote with its event, commit', async () => {
    await seedHistory();
    await postRecorded(async (res, recorded) => {
      // NOTE: a new connection first reads the server's array types (postgres.js, once per connection): not the request's.
      const statements = recorded.filter((s) => !s.query.includes('pg_catalog.pg_type'));
      expect(statements.map((s) => s.query.trim().split(/\s+/)[0]!.toLowerCase())).toEqual(['begin', 'with', 'commit']);
      const { id } = (await res.json()) as { id: string };
      const events = await ctx.sql`SELECT payload FROM outbox_events WHERE type = 'quote.created' AND payload->>'quoteId' = ${id}`;
      expect(events).toHaveLength(1);
    });
  });

  it("stores a quote without waiting for the address's lock once its confirmations are spent, and withholds it", async () => {
    const res = await postWhileHeld((holder) => holder`SELECT pg_advisory_xact_lock(hashtextextended(${confirmationLockKey(address)}, 0))`,
      { ...valid, customerEmail: address.toUpperCase() });
    expect(res?.status, 'the request waited for the lock').toBe(201);
    const { id } = (await res!.json()) as { id: string };
    const [row] = await ctx.sql`SELECT confirmation_withheld FROM custom_quotes WHERE id = ${id}`;
    expect(row!.confirmation_withheld).toBe(true);
  });

  it('confirms at most three of many quotes sent at once from a new address', async () => {
    const fresh = 'parallel.sender@example.com';
    const answers = await Promise.all(Array.from({ length: 12 }, () => ctx.post('/api/quotes', { ...valid, customerEmail: fresh })));
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(201));
    const [row] = await ctx.sql`SELECT count(*) FILTER (WHERE NOT confirmation_withheld) AS confirmed FROM custom_quotes WHERE customer_email = ${fresh}`;
    expect(row!.confirmed).toBe(3);
  });
});

// Issue 36 item 27 (ADR 196): the household trigger behind every quote locked and rewrote the household's row on every insert,
// so a burst of quotes from one address queued on that row until each commit.
describe("POST /api/quotes and the household's row", () => {
  const household = async (email: string) =>
    (await ctx.sql<{ id: string; phones: string[]; public_form_phones: string[]; updated_at: Date }[]>`
      SELECT id, phones, public_form_phones, updated_at FROM customers WHERE email = ${email}`)[0]!;

  it('stores a quote that brings nothing new without waiting for the household, whatever holds its row', async () => {
    const email = 'row.holder@example.com';
    expect((await ctx.post('/api/quotes', { ...valid, customerEmail: email })).status).toBe(201);
    const { id } = await household(email);
    // NOTE: the lock any UPDATE of the household takes (a staff edit, another form adding a phone).
    const res = await postWhileHeld((holder) => holder`SELECT 1 FROM customers WHERE id = ${id} FOR NO KEY UPDATE`,
      { ...valid, customerEmail: email.toUpperCase() });
    expect(res?.status, "the request waited for the household's row").toBe(201);
    const { id: quoteId } = (await res!.json()) as { id: string };
    const [quote] = await ctx.sql`SELECT customer_id FROM custom_quotes WHERE id = ${quoteId}`;
    expect(quote!.customer_id).toBe(id);
  });

  it('still adds a new phone (marked as from a public form) and marks a household idle for a while as active now', async () => {
    const email = 'came.back@example.com';
    expect((await ctx.post('/api/quotes', { ...valid, customerEmail: email })).status).toBe(201);
    await ctx.sql`UPDATE customers SET updated_at = now() - interval '2 hours' WHERE email = ${email}`;
    const idle = await household(email);
    expect((await ctx.post('/api/quotes', { ...valid, customerEmail: email })).status).toBe(201);
    const active = await household(email);
    expect(active.updated_at.getTime()).toBeGreaterThan(idle.updated_at.getTime() + 3_600_000);
    expect((await ctx.post('/api/quotes', { ...valid, customerEmail: email, customerPhone: '619-555-0177' })).status).toBe(201);
    expect(await household(email)).toMatchObject({ phones: ['8585550100', '6195550177'], public_form_phones: ['6195550177'] });
  });
});
