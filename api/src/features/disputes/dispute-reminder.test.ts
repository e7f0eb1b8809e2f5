import { remindDisputeDeadlines } from '@sdp/server/disputes/dispute-reminders';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';

// The reminder of docs/design.md §27 on fixed dates: once, 3 days before the evidence deadline, only while unanswered (ADR 298).
const ctx = useTestContext();
const DUE = new Date('2026-10-20T17:00:00Z');
const at = (iso: string) => new Date(iso);

async function openDispute(orderId: string, id: string, submitted = false) {
  await ctx.sql`
    INSERT INTO disputes (id, order_id, charge_id, amount_cents, fee_cents, reason, status, evidence_due_by, submitted_at)
    VALUES (${id}, ${orderId}, ${`ch_${id}`}, 54750, 1500, 'fraudulent', ${submitted ? 'under_review' : 'needs_response'}, ${DUE}, ${submitted ? DUE : null})`;
}
const reminders = async (orderId: string) =>
  (await ctx.sql`SELECT 1 FROM outbox_events WHERE type = 'order.dispute_reminder_due' AND payload->>'orderId' = ${orderId}`).length;

describe('the dispute deadline reminder', () => {
  it('reminds once, from 3 days before the deadline, and never an answered dispute', async () => {
    const open = await insertOrder(ctx, { status: 'deposit_paid', paidAt: '2026-10-01T17:00:00Z' });
    const answered = await insertOrder(ctx, { status: 'deposit_paid', paidAt: '2026-10-01T17:00:00Z' });
    await openDispute(open, 'dp_reminder_open');
    await openDispute(answered, 'dp_reminder_answered', true);
    const deps = { sql: ctx.sql, redis: null, env: ctx.env };
    await remindDisputeDeadlines(deps, at('2026-10-17T16:59:00Z'));
    expect(await reminders(open)).toBe(0);
    await remindDisputeDeadlines(deps, at('2026-10-17T17:00:00Z'));
    await remindDisputeDeadlines(deps, at('2026-10-17T18:00:00Z'));
    await Promise.all([remindDisputeDeadlines(deps, at('2026-10-18T09:00:00Z')), remindDisputeDeadlines(deps, at('2026-10-18T09:00:00Z'))]);
    expect(await reminders(open)).toBe(1);
    expect(await reminders(answered)).toBe(0);
    const [row] = await ctx.sql<{ reminder_sent_at: Date }[]>`SELECT reminder_sent_at FROM disputes WHERE id = 'dp_reminder_open'`;
    expect(row!.reminder_sent_at.toISOString()).toBe('2026-10-17T17:00:00.000Z');
  });
});
