import { landingQuoteDescription } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';

const ctx = useTestContext();
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
