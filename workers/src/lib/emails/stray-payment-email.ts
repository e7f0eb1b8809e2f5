import type { OrderRow } from '../subjects.ts';
import { button, detailsHtml, detailsText, layoutHtml, layoutText, paragraph, type DetailRow, type EmailContent } from './layout.ts';
import { orderNumber, usd } from './words.ts';

/**
 * To staff (STAFF_NOTIFY_EMAIL) when a payment the order could not keep was refunded automatically (docs/design.md §16 and §22,
 * ADR 067, ADR 154): a second balance or deposit, one on a closed order, one of the wrong amount. Nothing to fix, but the customer
 * may see the charge and its refund on their statement and call.
 */
export function strayPaymentRefundedEmail(o: OrderRow, refund: { cents: number; reason: string | null }, orderUrl: string): EmailContent {
  const heading = `Payment refunded automatically: ${o.customerName}`;
  const intro = `${o.customerName} made a payment on order ${orderNumber(o)} that the order could not keep. ${refund.reason ?? 'It was refunded in full automatically.'} Refunded: ${usd(refund.cents)}.`;
  const next = 'Nothing needs doing. The customer may see the charge and the refund on their statement for a few days; if they call, the order page shows both.';
  const rows: DetailRow[] = [
    ['Order number', orderNumber(o)], ['Customer', `${o.customerName}\n${o.customerEmail}\n${o.customerPhone}`],
    ['Balance', usd(o.balanceCents)], ['Refunded automatically', usd(refund.cents)],
  ];
  return {
    subject: `Refunded automatically: a payment on order ${orderNumber(o)} (${o.customerName})`,
    html: layoutHtml({ preheader: intro, heading, body: `${paragraph(intro)}${paragraph(next)}${detailsHtml(rows)}${button(orderUrl, 'Open the order')}` }),
    text: layoutText(heading, `${intro}\n${next}\n\n${detailsText(rows)}\n\nOpen the order: ${orderUrl}`),
  };
}
