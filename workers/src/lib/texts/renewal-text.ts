import { findOffer } from '@sdp/server/db/renewals';
import { renewalUrl } from '@sdp/server/renewals/renewal-link';
import { STOP } from '@sdp/server/texts/reply-words';
import { withLink } from '@sdp/server/texts/text-link';
import { textTheHousehold, type TextInsteadDeps } from './text-instead.ts';

/** The renewal offer's text: short, with the /renew link the e-mail carries. */
export const renewalText = (url: string) => `SD Pumpkin: your porch for next season is held for you. See your week and price, and renew here: ${url} ${STOP}`;

/**
 * The renewal offer also goes as a text (docs/design.md §19) to a household that agreed to texts and has not sent STOP; the
 * e-mail goes to everyone all the same (it carries the prices). Queued once per event (`${eventId}:renewal_offer`) on last
 * year's order, with quiet hours in send_after, through the same texts queue as the reminders. Returns the text's id or null.
 */
export function textRenewalOffer(deps: TextInsteadDeps, eventId: string, offerId: string): Promise<string | null> {
  return textTheHousehold(deps, eventId, 'renewal_offer', async () => {
    const offer = await findOffer(deps.sql, offerId);
    return offer ? { orderId: offer.last_order_id, body: withLink(renewalUrl(deps.env, offer.id, offer.link_version), renewalText) } : null;
  });
}
