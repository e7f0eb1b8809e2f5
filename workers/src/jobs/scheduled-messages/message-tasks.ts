import type { ScheduledTask } from '../../schedules.ts';
import { queueCallList, queueDueMessages, type MessageSweepDeps } from './queue-due-messages.ts';

/**
 * One job scheduler per scheduled message (fixed ids, once per cluster, ADR 016), each sweeping for what came due since. The
 * sweep, not the scheduler's timing, decides what is due (by `deps.now`), so a late or doubled firing changes nothing (ADR 050).
 */
export const messageTasks = (deps: MessageSweepDeps, everyMs: number): ScheduledTask[] => [
  { id: 'delivery-reminders', everyMs, run: () => queueDueMessages(deps, 'delivery_reminder') },
  { id: 'staff-call-list', everyMs, run: () => queueCallList(deps) },
  { id: 'balance-follow-ups', everyMs, run: () => queueDueMessages(deps, 'balance_follow_up') },
  { id: 'removal-reminders', everyMs, run: () => queueDueMessages(deps, 'removal_reminder') },
  { id: 'review-requests', everyMs, run: () => queueDueMessages(deps, 'review_request') },
];
