import { button, detailsHtml, detailsText, layoutHtml, layoutText, paragraph, type DetailRow, type EmailContent } from './layout.ts';
import { greet } from '@sdp/shared/names/greeting-name';
import { longDate, usd } from './words.ts';

export interface QuoteOfferMail {
  customerName: string;
  projectLabel: string;
  deliveryDate: string;
  address: string;
  totalCents: number;
  depositCents: number;
}


/**
 * Staff turned a quote into an order (ADR 035): the link goes to our own page, which shows the quote and the balance terms and
 * opens a fresh checkout when the customer is ready, never a Checkout URL that would expire (docs/design.md §11).
 */
export function quoteDepositEmail(q: QuoteOfferMail, depositUrl: string): EmailContent {
  const heading = greet('Your quote is ready', q.customerName);
  const intro = `Your project is quoted at ${usd(q.totalCents)}. A deposit of ${usd(q.depositCents)} reserves your delivery week; the balance is due at delivery.`;
  const ask = 'Review the details and the balance terms, then pay the deposit securely with the link below.';
  const rows: DetailRow[] = [['Project', q.projectLabel], ['Quoted total', usd(q.totalCents)], ['Deposit (30%)', usd(q.depositCents)],
    ['Delivery week of', longDate(q.deliveryDate)], ['Address', q.address]];
  return {
    subject: 'Your SD Pumpkin quote: reserve your date with a deposit',
    html: layoutHtml({ preheader: intro, heading, body: `${paragraph(intro)}${paragraph(ask)}${button(depositUrl, 'Review and pay the deposit')}${detailsHtml(rows)}` }),
    text: layoutText(heading, `${intro}\n${ask}\n\nReview and pay the deposit: ${depositUrl}\n\n${detailsText(rows)}`),
  };
}
