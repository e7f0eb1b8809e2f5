import type { OnMyWayResult } from '@sdp/shared/wire-crew';
import { currentTime, type ServiceDeps } from '@sdp/server/deps';
import { withEvents, recordEvent } from '@sdp/server/outbox';
import { recordOrderAction } from '@sdp/server/orders/order-actions';
import { attachOnMyWayText, insertOnMyWayNotice, onMyWayNoticeOn, orderOnCrewDay, type OnMyWayNotice } from '@sdp/server/crew/on-my-way-notices';
import { onMyWayText } from '@sdp/server/crew/on-my-way-words';
import { textSendTime } from '@sdp/server/texts/quiet-hours';
import { orderTextContact } from '@sdp/server/texts/text-consents';
import { queueText } from '@sdp/server/texts/text-messages';
import { textsEnabled } from '@sdp/server/texts/twilio';
import { isUuid } from '@sdp/server/db/is-uuid';
import { calendarDayInWords, sanDiegoDate } from '@sdp/shared/pacific-time';
import { conflict, notFound } from '../../lib/errors.ts';
import { loadRunSheet } from './run-sheet.ts';

const answer = (n: OnMyWayNotice, already: boolean): OnMyWayResult => ({
  already, channel: n.channel, reason: n.reason, window: { from: n.windowFrom, to: n.windowTo }, sentAt: n.createdAt.toISOString(),
});

/**
 * Why the customer cannot be texted right now, or null when a text may go at once (docs/design.md §19, ADR 133): texts on, the
 * order's number agreed (its own consent record), is real and has not sent STOP, and it is 08:00-21:00 in San Diego. A late "on my way" is no use,
 * so outside those hours it is e-mailed at once rather than held for the morning.
 */
async function whyNoText(deps: Pick<ServiceDeps, 'sql' | 'env'>, orderId: string, now: Date): Promise<{ reason: string } | { phone: string; customerId: string }> {
  if (!textsEnabled(deps.env)) return { reason: 'texts are off' };
  const contact = await orderTextContact(deps.sql, orderId);
  const phone = contact?.phone;
  if (!contact || !phone) return { reason: 'no number we can text' };
  if (contact.optedOut) return { reason: 'the number replied STOP' };
  if (!contact.consent) return { reason: 'no consent to texts' };
  if (textSendTime(now).getTime() !== now.getTime()) return { reason: 'outside texting hours (8 AM-9 PM)' };
  return { phone, customerId: contact.customerId };
}

/**
 * POST /api/admin/orders/:id/on-my-way (docs/design.md §20): tell the customer the crew is coming, with the stop's arrival window
 * from today's run sheet worked out here (never the phone's), by text or else by e-mail, once per order per San Diego day. A
 * second tap answers `already: true` with what went the first time and sends nothing.
 */
export async function sendOnMyWay(deps: ServiceDeps, orderId: string, user: { id: string; name: string }): Promise<OnMyWayResult> {
  if (!isUuid(orderId)) throw notFound('Order not found');
  const order = await orderOnCrewDay(deps.sql, orderId);
  if (!order) throw notFound('Order not found');
  const now = currentTime(deps);
  const today = sanDiegoDate(now);
  const earlier = await onMyWayNoticeOn(deps.sql, orderId, today);
  if (earlier) return answer(earlier, true);
  if (order.status !== 'deposit_paid') throw conflict('This stop is already delivered (or not paid yet): nothing to announce.');
  if (!order.crew || order.crewDay !== today) {
    throw conflict(order.crewDay ? `This stop is on the run sheet for ${calendarDayInWords(order.crewDay, { weekday: 'long', month: 'long', day: 'numeric' })}, not today: "On my way" goes on the day.` : 'This order is not on a crew\'s day yet.');
  }
  const sheet = await loadRunSheet(deps, today, order.crew);
  const arrival = sheet.stops.find((s) => s.orderId === orderId)?.arrival;
  if (!arrival) throw conflict('This stop has no arrival window (its zip is not on the map): call the customer instead.');
  const route = await whyNoText(deps, orderId, now);
  const made = await withEvents(deps, async (tx) => {
    const notice = await insertOnMyWayNotice(tx, {
      orderId, day: today, crew: order.crew!, windowFrom: arrival.from, windowTo: arrival.to,
      channel: 'phone' in route ? 'text' : 'email', reason: 'reason' in route ? route.reason : null, sentBy: user.id,
    });
    if (!notice) return null; // another tap got there first: its notice stands
    if ('phone' in route) {
      const textId = await queueText(tx, {
        orderId, customerId: route.customerId, phone: route.phone, body: onMyWayText(arrival.from, arrival.to), kind: 'on_my_way',
        key: `on_my_way:${orderId}:${today}`, sendAfter: now,
      });
      await attachOnMyWayText(tx, notice.id, textId);
    } else {
      await recordEvent(tx, 'order.on_my_way', { orderId, noticeId: notice.id });
    }
    await recordOrderAction(tx, orderId, user, 'on_my_way', { from: arrival.from, to: arrival.to, channel: notice.channel, ...(notice.reason ? { reason: notice.reason } : {}) });
    return notice;
  });
  if (made) return answer(made, false);
  return answer((await onMyWayNoticeOn(deps.sql, orderId, today))!, true);
}
