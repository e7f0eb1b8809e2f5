import type { EmailKind } from '@sdp/server/queues';
import type { Sql } from '@sdp/server/db/sql';
import { latestOrderMove, type OrderMoveFacts } from '@sdp/server/crew/crew-day-moves';
import { myOrderUrl } from '@sdp/server/orders/my-order-link';
import { withTermsLink } from '../../lib/emails/layout.ts';
import { dayMovedEmail, dayMoveUndoneEmail } from '../../lib/emails/day-move-emails.ts';
import { loadOrder, type OrderRow } from '../../lib/subjects.ts';
import { termsUrl, type Composer } from '../composed.ts';

/**
 * The order and its latest move while the message still says where the order stands (ADR 286): the move's news while the move
 * stands and the order is on its new day; the apology once it was undone and the order is back on its original day. Null: it no
 * longer applies (undone since, moved again, delivered, cancelled).
 */
export async function dayMoveStillTrue(sql: Sql, kind: EmailKind, orderId: string): Promise<{ order: OrderRow; facts: OrderMoveFacts } | null> {
  const [order, facts] = await Promise.all([loadOrder(sql, orderId), latestOrderMove(sql, orderId)]);
  if (!order || !facts || order.status !== 'deposit_paid') return null;
  const applies = kind === 'day_moved' ? !facts.undone && order.crewDay === facts.toDay : facts.undone && order.crewDay === facts.fromDay;
  return applies ? { order, facts } : null;
}

/** Move a day's two e-mails, built from the rows when the job runs. */
export const composeDayMoveEmail: Composer = async ({ sql, env }, job) => {
  const told = await dayMoveStillTrue(sql, job.kind, job.subject.id);
  if (!told) return (await loadOrder(sql, job.subject.id)) ? { skip: 'the order is no longer where this message says' } : null;
  const { order, facts } = told;
  const url = myOrderUrl(env, order.id, order.linkVersion);
  const content = job.kind === 'day_moved' ? dayMovedEmail(order, facts, url) : dayMoveUndoneEmail(order, facts, url);
  return { to: order.customerEmail, content: withTermsLink(content, termsUrl(env)), quoteId: null, orderId: order.id };
};
