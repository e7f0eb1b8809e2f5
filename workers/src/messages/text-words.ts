import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import { findOffer } from '@sdp/server/db/renewals';
import { payBalanceUrl } from '@sdp/server/orders/pay-link';
import { renewalUrl } from '@sdp/server/renewals/renewal-link';
import { STOP } from '@sdp/server/texts/reply-words';
import { withLink, type LinkedText } from '@sdp/server/texts/text-link';
import type { ScheduledOrderMessage } from '@sdp/shared';
import { weatherCareText } from '../lib/emails/weather-care-email.ts';
import { dayName, orderNumber, usd } from '../lib/emails/words.ts';
import { loadOrder } from '../lib/subjects.ts';
import { findPickup } from '@sdp/server/db/order-pickups';
import { farmLine } from '../lib/emails/pickup-emails.ts';
import { STILL_DUE } from './compose/scheduled.ts';
import { weatherCareFacts } from './compose/weather.ts';
import { dayMoveStillTrue } from './compose/day-move.ts';
import { dayMovedText, dayMoveUndoneText } from '../lib/emails/day-move-emails.ts';
import { myOrderUrl } from '@sdp/server/orders/my-order-link';

// The words of each text (docs/design.md §19): short, signed "SD Pumpkin", and the automated ones say how to stop them.

/** What to text about one order (null: nothing to text, the message no longer applies); a bearer link in it apart. */
export interface OrderText { orderId: string; body: string | LinkedText }

/** What text words read with: the rows as they are when the relay decides, and the time they speak of. */
export interface TextWordsDeps { sql: Sql; env: Env; now: Date }

/** One kind's text about the job's subject (an order, a weather tip, a renewal offer). */
export type TextWords = (deps: TextWordsDeps, subjectId: string) => Promise<OrderText | null>;

/** The scheduled message of an order as a text, while the order is still in the state it speaks to (as its e-mail checks). */
const scheduledText = (kind: ScheduledOrderMessage, words: (o: NonNullable<Awaited<ReturnType<typeof loadOrder>>>, env: Env) => string | LinkedText): TextWords =>
  async ({ sql, env }, orderId) => {
    const order = await loadOrder(sql, orderId);
    return order && STILL_DUE[kind](order) ? { orderId: order.id, body: words(order, env) } : null;
  };

/** The delivery reminder: the crew's day, or the week with a call before we come; C confirms, R changes the week. */
export const deliveryReminderText = scheduledText('delivery_reminder', (o) => {
  const day = o.crewDay ?? o.deliveryDate;
  const when = o.crewDay
    ? `our crew arrives ${dayName(day)} between 8 AM and 6 PM`
    : `your delivery week starts ${dayName(day)}; we will call before we come`;
  return `SD Pumpkin: ${when}. Reply C to confirm, or R to change the week. ${STOP}`;
});

/** The pick-up reminder (docs/design.md §26): the day the crew comes for the pumpkins; nothing once picked up. */
export const removalReminderText: TextWords = async ({ sql }, orderId) => {
  const order = await loadOrder(sql, orderId);
  const pickup = order ? await findPickup(sql, order.id) : null;
  if (!order || !STILL_DUE.removal_reminder(order) || pickup?.status === 'picked_up') return null;
  const day = pickup?.date ?? `${order.deliveryDate.slice(0, 4)}-12-01`;
  return { orderId: order.id, body: `SD Pumpkin: our crew picks up your pumpkins and decor ${dayName(day)} between 8 AM and 6 PM. Leave everything where we can reach it; you need not be home. ${STOP}` };
};

/** "Picked up, thank you" (docs/design.md §26), once the crew closed the stop, with the pounds that went to farms. */
export const pickupThankYouText: TextWords = async ({ sql }, orderId) => {
  const pickup = await findPickup(sql, orderId);
  if (pickup?.status !== 'picked_up') return null;
  return { orderId, body: `SD Pumpkin: your porch is cleared. ${farmLine(pickup.poundsDonated ?? undefined)} Thank you for a beautiful season! ${STOP}` };
};

/** The balance follow-up: the amount and the signed pay link. */
export const balanceFollowUpText = scheduledText('balance_follow_up', (o, env) => withLink(payBalanceUrl(env, o.id, o.linkVersion), (link) =>
  `SD Pumpkin: the balance of ${usd(o.balanceCents)} for order ${orderNumber(o)} is still open. Pay here: ${link} ${STOP}`));

/** The care tip before heat or strong wind (ADR 130), on the order's timeline; nothing once the order is cancelled. */
export const weatherCareTextOf: TextWords = async ({ sql }, careId) => {
  const care = await weatherCareFacts(sql, careId);
  const order = care ? await loadOrder(sql, care.orderId) : null;
  if (!care || !order || order.status === 'cancelled') return null;
  return { orderId: care.orderId, body: weatherCareText(care.facts, STOP) };
};

/** The renewal offer's text: short, with the /renew link the e-mail carries. */
export const renewalText = (url: string) => `SD Pumpkin: your porch for next season is held for you. See your week and price, and renew here: ${url} ${STOP}`;

/** The renewal offer as a text, on last year's order, while the offer is held (renewed, declined or lapsed: nothing). */
export const renewalOfferText: TextWords = async ({ sql, env, now }, offerId) => {
  const offer = await findOffer(sql, offerId);
  if (!offer || offer.status !== 'held' || offer.hold_until.getTime() <= now.getTime()) return null;
  return { orderId: offer.last_order_id, body: withLink(renewalUrl(env, offer.id, offer.link_version), renewalText) };
};

/** Move a day (ADR 285): the new day and window with the order page's link to choose another week, while the move stands. */
export const dayMovedTextOf: TextWords = async ({ sql, env }, orderId) => {
  const told = await dayMoveStillTrue(sql, 'day_moved', orderId);
  if (!told) return null;
  return { orderId, body: withLink(myOrderUrl(env, orderId, told.order.linkVersion), (link) => dayMovedText(told.facts, link)) };
};

/** The move undone (ADR 286): "sorry, your original day stands", once the order is back on it. */
export const dayMoveUndoneTextOf: TextWords = async ({ sql }, orderId) => {
  const told = await dayMoveStillTrue(sql, 'day_move_undone', orderId);
  return told ? { orderId, body: dayMoveUndoneText(told.facts) } : null;
};
