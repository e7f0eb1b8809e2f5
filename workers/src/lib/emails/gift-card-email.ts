import { formatUsd } from '@sdp/shared';
import { formatGiftCardCode } from '@sdp/shared/gift-cards';
import type { GiftCardRow } from '@sdp/server/db/gift-cards';
import { button, esc, layoutHtml, layoutText, paragraph, type EmailContent } from './layout.ts';

const SERIF = "Georgia,'Times New Roman',serif";

/**
 * A gift card's e-mail (docs/design.md §27): who it is from, the message, the amount, the code set like the card itself, how to
 * spend it, the link to the printable card, and the Civil Code 1749.5 promises (no expiry date, no fees, cash back under $10).
 */
export function giftCardEmail(card: GiftCardRow & { code: string }, links: { printUrl: string; shopUrl: string }): EmailContent {
  const amount = formatUsd(card.amount_cents, { alwaysCents: true });
  const code = formatGiftCardCode(card.code);
  const forName = card.recipient_name ?? card.buyer_name;
  const fromLine = card.recipient_email ? `${card.buyer_name} sent you an SD Pumpkin gift card.` : 'Here is the SD Pumpkin gift card you bought.';
  const face = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:20px 0;background:#2b1a10;border-radius:14px">
<tr><td style="padding:28px 28px 8px;color:#e9c98f;font:12px ${SERIF};letter-spacing:3px;text-transform:uppercase">SD Pumpkin &middot; Gift card</td></tr>
<tr><td style="padding:0 28px;color:#fdf6ec;font:normal 40px/1.2 ${SERIF}">${esc(amount)}</td></tr>
<tr><td style="padding:6px 28px 0;color:#e9c98f;font:15px ${SERIF}">For ${esc(forName)}</td></tr>
<tr><td style="padding:18px 28px 28px;color:#fdf6ec;font:bold 18px/1.4 'Courier New',monospace;letter-spacing:2px">${esc(code)}</td></tr></table>`;
  const html = layoutHtml({
    preheader: `${amount} toward an autumn porch, with no expiry date.`,
    heading: `A gift for ${forName}`,
    body: [
      paragraph(fromLine),
      card.message ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #b45309;color:#5b4636;font:italic 16px/1.5 ${SERIF}">${esc(card.message)}</blockquote>` : '',
      face,
      paragraph('Choose a porch at our shop and enter the code at checkout: it pays the deposit, and whatever is left stays on the card for the next order.'),
      button(links.shopUrl, 'Choose a porch'),
      button(links.printUrl, 'Print the card', 'secondary'),
      paragraph('No expiry date and no fees, ever. A balance under $10 is paid out in cash on request (California Civil Code 1749.5). Keep the code safe: it works like cash.'),
    ].join('\n'),
  });
  const text = layoutText(`A gift for ${forName}`, [
    fromLine,
    card.message ? `"${card.message}"` : '',
    `Amount: ${amount}`,
    `Code: ${code}`,
    `Choose a porch: ${links.shopUrl}`,
    `Print the card: ${links.printUrl}`,
    'No expiry date and no fees, ever. A balance under $10 is paid out in cash on request (California Civil Code 1749.5).',
  ].filter(Boolean).join('\n\n'));
  return { subject: `${forName}, your SD Pumpkin gift card (${amount})`, html, text };
}
