import { currentTime, type ServiceDeps } from '../deps.ts';
import { recordOrderAction, THE_CUSTOMER } from '../orders/order-actions.ts';
import { withEvents } from '../outbox.ts';
import { toE164, usDigits } from './phone.ts';
import { changeWeekText, inboundKind, REPLY_WORDS, type InboundKind } from './reply-words.ts';
import { isOptedOut, optIn, optOut, orderForReply, queueText, storeInbound } from './text-messages.ts';

export interface InboundText { sid: string; from: string; body: string }
export type InboundOutcome = { stored: false; reason: 'duplicate' } | { stored: true; kind: InboundKind; orderId: string | null; replied: string | null };

/**
 * A customer's text (POST /api/sms/inbound, docs/design.md §19), once per Twilio MessageSid: stored on the order it is about
 * (ADR 116) and acted on in the same transaction: STOP and its synonyms opt the number out at once with one confirmation, START
 * opts back in, HELP says who we are, C confirms the delivery in the order's timeline, R answers with the order-page link,
 * anything else waits for staff on the order page. Answers go at once (a reply to the customer's own text, not quiet hours).
 */
export async function receiveText(deps: ServiceDeps, text: InboundText): Promise<InboundOutcome> {
  const phone = toE164(text.from) ?? text.from;
  const digits = usDigits(phone);
  const now = currentTime(deps);
  const { kind, word } = inboundKind(text.body);
  return withEvents(deps, async (tx) => {
    const order = await orderForReply(tx, phone, digits);
    const stored = await storeInbound(tx, { sid: text.sid, phone, body: text.body, kind, orderId: order?.orderId ?? null, customerId: order?.customerId ?? null });
    if (!stored) return { stored: false, reason: 'duplicate' } as const;
    const wasOut = await isOptedOut(tx, phone);
    const reply = async (replyKind: string, body: string) => {
      await queueText(tx, { orderId: order?.orderId ?? null, customerId: order?.customerId ?? null, phone, body, kind: replyKind, key: `${text.sid}:${replyKind}`, sendAfter: now });
      return replyKind;
    };
    let replied: string | null = null;
    switch (kind) {
      case 'stop':
        await optOut(tx, phone, digits, word, now);
        // NOTE: one confirmation: a second STOP from a number already out gets nothing.
        if (!wasOut) replied = await reply('opted_out', REPLY_WORDS.opted_out);
        break;
      case 'start':
        await optIn(tx, phone, digits, word, now);
        replied = await reply('opted_in', REPLY_WORDS.opted_in);
        break;
      case 'help':
        replied = await reply('help', REPLY_WORDS.help);
        break;
      case 'confirm':
        if (wasOut) break;
        if (order) await recordOrderAction(tx, order.orderId, THE_CUSTOMER, 'confirm_delivery', { via: 'text' });
        replied = await reply(order ? 'confirmed' : 'no_order', order ? REPLY_WORDS.confirmed : REPLY_WORDS.no_order);
        break;
      case 'change_week':
        if (wasOut) break;
        replied = await reply(order ? 'change_week' : 'no_order', order ? changeWeekText(deps.env, order.orderId, order.linkVersion) : REPLY_WORDS.no_order);
        break;
      case 'reply':
        break;
    }
    return { stored: true, kind, orderId: order?.orderId ?? null, replied };
  });
}
