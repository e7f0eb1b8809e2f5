import { findCard } from '@sdp/server/db/gift-cards';
import { formatGiftCardCode } from '@sdp/shared/gift-cards';
import { giftCardEmail } from '../../lib/emails/gift-card-email.ts';
import { siteUrl, type Composer } from '../composed.ts';

/** A gift card's e-mail, to the recipient when there is one, else the buyer; skipped when the card was voided or refunded meanwhile. */
export const composeGiftCardEmail: Composer = async ({ sql, env }, job) => {
  const card = await findCard(sql, job.subject.id);
  if (!card) return null;
  if (card.status !== 'active' || !card.code) return { skip: `the card is ${card.status}` };
  const printUrl = `${siteUrl(env)}/gift-cards/card/${formatGiftCardCode(card.code)}`;
  return {
    to: card.recipient_email ?? card.buyer_email,
    content: giftCardEmail({ ...card, code: card.code }, { printUrl, shopUrl: `${siteUrl(env)}/packages` }),
    quoteId: null,
    orderId: null,
  };
};
