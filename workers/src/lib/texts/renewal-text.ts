import { findOffer } from '@sdp/server/db/renewals';
import { withEvents } from '@sdp/server/outbox';
import { renewalUrl } from '@sdp/server/renewals/renewal-link';
import { toE164 } from '@sdp/server/texts/phone';
import { textSendTime } from '@sdp/server/texts/quiet-hours';
import { STOP } from '@sdp/server/texts/reply-words';
import { isOptedOut, orderTextContact, queueText } from '@sdp/server/texts/text-messages';
import { textsEnabled } from '@sdp/server/texts/twilio';
import type { TextInsteadDeps } from './text-instead.ts';

/** The renewal offer's text: short, with the /renew link the e-mail carries. */
export const renewalText = (url: string) => `SD Pumpkin: your porch for next season is held for you. See your week and price, and renew here: ${url} ${STOP}`;

/**
 * The renewal offer also goes as a text (docs/design.md §19) to a household that agreed to texts and has not sent STOP; the
 * e-mail goes to everyone all the same (it carries the prices). Queued once per event (`${eventId}:renewal_offer`) on last
 * year's order, with quiet hours in send_after, through the same texts queue as the reminders. Returns the text's id or null.
 */
export async function textRenewalOffer(deps: TextInsteadDeps, eventId: string, offerId: string): Promise<string | null> {
  if (!textsEnabled(deps.env)) return null;
  const offer = await findOffer(deps.sql, offerId);
  if (!offer) return null;
  const contact = await orderTextContact(deps.sql, offer.last_order_id);
  const phone = toE164(contact?.rawPhone);
  if (!contact?.consent || !phone || (await isOptedOut(deps.sql, phone))) return null;
  const now = deps.now();
  return withEvents({ sql: deps.sql, redis: deps.redis ?? null, env: deps.env }, (tx) => queueText(tx, {
    orderId: offer.last_order_id, customerId: contact.customerId, phone, kind: 'renewal_offer', key: `${eventId}:renewal_offer`,
    body: renewalText(renewalUrl(deps.env, offer.id, offer.link_version)), sendAfter: textSendTime(now),
  }));
}
