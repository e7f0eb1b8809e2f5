import { recordEvents, withEvents, type OutboxDeps } from '../outbox.ts';
import { claimDueReminders } from '../db/disputes.ts';

/** Staff are reminded this many days before an unanswered dispute's evidence is due (docs/design.md §27). */
export const REMINDER_DAYS_BEFORE = 3;

/**
 * The scheduled sweep (workers' `remind-dispute-deadlines`): every open dispute whose evidence is due within 3 days of `now` and that
 * staff have not answered gets one reminder (dispute_reminder), claimed and announced in one transaction, so a sweep run twice, or
 * by two workers, reminds once. Answers how many it reminded.
 */
export async function remindDisputeDeadlines(deps: OutboxDeps, now: Date): Promise<number> {
  return withEvents(deps, async (tx) => {
    const due = await claimDueReminders(tx, now, REMINDER_DAYS_BEFORE);
    await recordEvents(tx, 'order.dispute_reminder_due', due.map((d) => ({ orderId: d.order_id, disputeId: d.id })));
    return due.length;
  });
}
