import { currentTime, type ServiceDeps } from '../deps.ts';
import { recordOrderAction, THE_CUSTOMER } from '../orders/order-actions.ts';
import { withEvents } from '../outbox.ts';
import { toE164, usDigits } from './phone.ts';
import { changeWeekText, inboundKind, REPLY_WORDS, type InboundKind } from './reply-words.ts';
import { optIn, optOut, textConsentOf } from './text-consents.ts';
import type { LinkedText } from './text-link.ts';
import { seasonAt } from '../season/season-rows.ts';
import { awayAt } from './quiet-hours.ts';
import { householdOfNumber, orderForReply, queueText, repliesSince, storeInbound } from './text-messages.ts';

export interface InboundText { sid: string; from: string; body: string }
export type InboundOutcome = { stored: false; reason: 'duplicate' } | { stored: true; kind: InboundKind; orderId: string | null; replied: string | null };

/** Our automatic answers to a number's texts: at most REPLY_LIMIT.max of them per number in any REPLY_LIMIT.hours (ADR 162). */
const REPLY_KINDS = ['opted_out', 'opted_in', 'help', 'confirmed', 'change_week', 'no_order', 'link_by_email', 'away'] as const;
export const REPLY_LIMIT = { max: 5, hours: 24 };

/**
 * A customer's text (POST /api/sms/inbound, docs/design.md §19), once per Twilio MessageSid: stored on the order it is about
 * (ADR 116) and acted on in the same transaction: STOP and its synonyms opt the number out at once with one confirmation, START
 * opts back in, HELP says who we are, C confirms the delivery in the order's timeline, R answers with the order-page link,
 * anything else waits for staff on the order page. STOP and START change the sending number's consent only (§22, ADR 160). Answers
 * go at once (a reply to the customer's own text, not quiet hours), at most REPLY_LIMIT per number; beyond it the text still acts
 * and is stored, and no answer goes (ADR 162). R sends no link to a phone set under links since revoked (ADR 161).
 * A text on no open order is kept on the household that has the number (ADR 175), so staff see it on the dashboard and the
 * household's record; such a text, while nobody is there (night, off season), gets one automatic answer a number per away window.
 */
export async function receiveText(deps: ServiceDeps, text: InboundText): Promise<InboundOutcome> {
  const phone = toE164(text.from) ?? text.from;
  const digits = usDigits(phone);
  const now = currentTime(deps);
  const { kind, word } = inboundKind(text.body);
  return withEvents(deps, async (tx) => {
    const order = await orderForReply(tx, phone, digits);
    const customerId = order?.customerId ?? await householdOfNumber(tx, digits);
    const stored = await storeInbound(tx, { sid: text.sid, phone, body: text.body, kind, orderId: order?.orderId ?? null, customerId });
    if (!stored) return { stored: false, reason: 'duplicate' } as const;
    const wasOut = (await textConsentOf(tx, phone)).optedOut;
    const reply = async (replyKind: (typeof REPLY_KINDS)[number], words: string | LinkedText, key = `${text.sid}:${replyKind}`) => {
      const since = new Date(now.getTime() - REPLY_LIMIT.hours * 3_600_000);
      if ((await repliesSince(tx, phone, REPLY_KINDS, since)) >= REPLY_LIMIT.max) return null;
      // NOTE: repliesSince locked the number: a key already used (an away answer this window) is seen here, never written twice.
      if ((await tx`SELECT 1 FROM text_messages WHERE idempotency_key = ${key}`).length) return null;
      const { body, link } = typeof words === 'string' ? { body: words, link: null } : words;
      await queueText(tx, { orderId: order?.orderId ?? null, customerId, phone, body, link, kind: replyKind, key, sendAfter: now });
      return replyKind;
    };
    let replied: string | null = null;
    switch (kind) {
      case 'stop':
        await optOut(tx, phone, word, now);
        // NOTE: one confirmation: a second STOP from a number already out gets nothing.
        if (!wasOut) replied = await reply('opted_out', REPLY_WORDS.opted_out);
        break;
      case 'start':
        await optIn(tx, phone, word, now);
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
        if (!order) replied = await reply('no_order', REPLY_WORDS.no_order);
        else if (!order.linksAllowed) replied = await reply('link_by_email', REPLY_WORDS.link_by_email);
        else replied = await reply('change_week', changeWeekText(deps.env, order.orderId, order.linkVersion));
        break;
      case 'reply': {
        // NOTE: a text on an open order is answered by staff on the order page in season; the automatic answer is for the texts
        // nobody watches closely: a household with nothing booked, a number nobody has (ADR 175).
        if (wasOut || order) break;
        const season = await seasonAt(tx, now);
        const { away, window } = awayAt(now, season?.state === 'open');
        if (away) replied = await reply('away', REPLY_WORDS.away, `away:${phone}:${window}`);
        break;
      }
    }
    return { stored: true, kind, orderId: order?.orderId ?? null, replied };
  });
}
