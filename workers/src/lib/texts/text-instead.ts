import type { Clock } from '@sdp/server/clock';
import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import { withEvents } from '@sdp/server/outbox';
import { textSendTime } from '@sdp/server/texts/quiet-hours';
import { orderTextContact } from '@sdp/server/texts/text-consents';
import type { LinkedText } from '@sdp/server/texts/text-link';
import { queueText } from '@sdp/server/texts/text-messages';
import type { TextedEmail } from '@sdp/server/texts/texted-emails';
import { textsEnabled } from '@sdp/server/texts/twilio';
import type { Redis } from 'ioredis';
import type { OrderRow } from '../subjects.ts';
import { textFor } from './text-words.ts';

export interface TextInsteadDeps { sql: Sql; env: Env; now: Clock; redis?: Redis | null }

/** What to text about one order: found once texts are known to be on (null: nothing to text about); a bearer link in it apart. */
export interface OrderText { orderId: string; body: string | LinkedText }

/**
 * Whether a message goes to an order's household as a text (docs/design.md §19, §22): texts are on, the order's phone is a real
 * number whose own consent record says yes and which has not sent STOP, and, for words with a link, links may go to it (ADR 161).
 * Then the text is queued once per key (`${eventId}:${kind}`, quiet
 * hours in send_after) and its id returned; otherwise null, and the e-mail goes.
 */
export async function textTheHousehold(
  deps: TextInsteadDeps,
  eventId: string,
  kind: string,
  find: () => Promise<OrderText | null> | OrderText | null,
): Promise<string | null> {
  if (!textsEnabled(deps.env)) return null;
  const text = await find();
  if (!text) return null;
  const contact = await orderTextContact(deps.sql, text.orderId);
  const phone = contact?.phone;
  if (!contact?.consent || contact.optedOut || !phone) return null;
  const { body, link } = typeof text.body === 'string' ? { body: text.body, link: null } : text.body;
  if (link && !contact.linksAllowed) return null;
  const now = deps.now();
  return withEvents({ sql: deps.sql, redis: deps.redis ?? null, env: deps.env }, (tx) => queueText(tx, {
    orderId: text.orderId, customerId: contact.customerId, phone, body, link, kind, key: `${eventId}:${kind}`, sendAfter: textSendTime(now),
  }));
}

/** A scheduled e-mail (a reminder, a follow-up) that goes as a text where the household agreed to texts. */
export const textInstead = (deps: TextInsteadDeps, eventId: string, kind: TextedEmail, order: OrderRow): Promise<string | null> =>
  textTheHousehold(deps, eventId, kind, () => ({ orderId: order.id, body: textFor(kind, order, deps.env) }));
