import { STOP } from '@sdp/server/texts/reply-words';
import type { Env } from '@sdp/server/env';
import { payBalanceUrl } from '@sdp/server/orders/pay-link';
import { withLink, type LinkedText } from '@sdp/server/texts/text-link';
import type { TextedEmail } from '@sdp/server/texts/texted-emails';
import { dayName, orderNumber, usd } from '../emails/words.ts';
import type { OrderRow } from '../subjects.ts';

// The words of each text (docs/design.md §19): short, signed "SD Pumpkin", and the automated ones say how to stop them.


/** The text that stands for a scheduled e-mail (TEXTED_EMAILS). */
export function textFor(kind: TextedEmail, o: OrderRow, env: Env): string | LinkedText {
  if (kind === 'delivery_reminder') {
    const day = o.crewDay ?? o.deliveryDate;
    const when = o.crewDay
      ? `our crew arrives ${dayName(day)} between 8 AM and 6 PM`
      : `your delivery week starts ${dayName(day)}; we will call before we come`;
    return `SD Pumpkin: ${when}. Reply C to confirm, or R to change the week. ${STOP}`;
  }
  return withLink(payBalanceUrl(env, o.id, o.linkVersion), (link) =>
    `SD Pumpkin: the balance of ${usd(o.balanceCents)} for order ${orderNumber(o)} is still open. Pay here: ${link} ${STOP}`);
}
