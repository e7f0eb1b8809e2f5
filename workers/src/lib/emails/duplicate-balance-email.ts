import type { OrderRow } from '../subjects.ts';
import { button, detailsHtml, detailsText, layoutHtml, layoutText, paragraph, type DetailRow, type EmailContent } from './layout.ts';
import { orderNumber, usd } from './words.ts';

/**
 * To staff (STAFF_NOTIFY_EMAIL) when a second balance payment succeeded and was refunded automatically (docs/design.md §16, ADR 067):
 * nothing to fix, but the customer may see two charges and one refund on their statement and call.
 */
export function duplicateBalanceRefundedEmail(o: OrderRow, refundCents: number, orderUrl: string): EmailContent {
  const heading = `Second balance payment refunded: ${o.customerName}`;
  const intro = `${o.customerName} paid the balance of order ${orderNumber(o)} twice. We kept the first payment and refunded the second, ${usd(refundCents)}, automatically.`;
  const next = 'Nothing needs doing. The customer may see both charges and the refund on their statement for a few days; if they call, the order page shows all three.';
  const rows: DetailRow[] = [
    ['Order number', orderNumber(o)], ['Customer', `${o.customerName}\n${o.customerEmail}\n${o.customerPhone}`],
    ['Balance', usd(o.balanceCents)], ['Refunded automatically', usd(refundCents)],
  ];
  return {
    subject: `Refunded automatically: a second balance payment on order ${orderNumber(o)} (${o.customerName})`,
    html: layoutHtml({ preheader: intro, heading, body: `${paragraph(intro)}${paragraph(next)}${detailsHtml(rows)}${button(orderUrl, 'Open the order')}` }),
    text: layoutText(heading, `${intro}\n${next}\n\n${detailsText(rows)}\n\nOpen the order: ${orderUrl}`),
  };
}
