import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';

const ctx = useTestContext();
const resend = async (body: unknown) => call(ctx, 'POST', '/api/resend-email', { cookie: (await signedIn(ctx)).cookie, body });

describe('POST /api/resend-email', () => {
  it('records an email.resend_requested event for a known quote and answers 202 {queued:true}', async () => {
    const { id } = (await (await ctx.post('/api/quotes', {
      customerName: 'Ari Stone', customerEmail: 'ari@example.com', customerPhone: '6195550101', projectType: 'event',
      projectDescription: 'Harvest festival stage for our school.',
    })).json()) as { id: string };
    const { user, cookie } = await signedIn(ctx);
    const res = await call(ctx, 'POST', '/api/resend-email', { cookie, body: { type: 'quote', id } });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ queued: true });
    const events = await ctx.sql`SELECT payload FROM outbox_events WHERE type = 'email.resend_requested'`;
    expect(events.map((e) => e.payload)).toEqual([{ type: 'quote', id, requestedBy: user.id }]);
  });

  it('answers a JSON 404 for an unknown order or quote, and 400 for a bad body', async () => {
    for (const type of ['order', 'quote']) {
      const res = await resend({ type, id: '00000000-0000-4000-8000-000000000000' });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toMatch(/not found/);
    }
    for (const body of [{ type: 'invoice', id: '00000000-0000-4000-8000-000000000000' }, { type: 'order', id: 'x' }, {}]) {
      expect((await resend(body)).status).toBe(400);
    }
  });

  it('answers 409 with a clear message for an order whose deposit was not paid, recording nothing (issue 13, item 6)', async () => {
    const said = {
      pending: 'No recap e-mail for this order: it is still awaiting its deposit, and the recap confirms a paid deposit.',
      payment_failed: 'No recap e-mail for this order: it has a failed payment, and the recap confirms a paid deposit.',
      cancelled: 'No recap e-mail for this order: it was cancelled, and the recap confirms a paid deposit.',
      refunded: 'No recap e-mail for this order: it was refunded, and the recap confirms a paid deposit.',
    };
    for (const [status, message] of Object.entries(said)) {
      const id = await insertOrder(ctx, { status });
      const res = await resend({ type: 'order', id });
      expect(res.status, status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    expect(await ctx.sql`SELECT 1 FROM outbox_events WHERE type = 'email.resend_requested' AND payload->>'type' = 'order'`).toHaveLength(0);
    const paid = await insertOrder(ctx, { status: 'deposit_paid', paidAt: '2026-09-01T17:00:00Z' });
    expect((await resend({ type: 'order', id: paid })).status).toBe(202);
  });

  it('is refused without a staff session', async () => {
    const res = await ctx.post('/api/resend-email', { type: 'quote', id: '00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(401);
  });
});
