import { pacificDateTime } from '@sdp/shared/pacific-time';
import type { OrderRow } from '../subjects.ts';
import { button, detailsHtml, detailsText, layoutHtml, layoutText, paragraph, type DetailRow, type EmailContent } from './layout.ts';
import { orderNumber, usd } from './words.ts';

/** A dispute as the staff e-mails name it. */
export interface DisputeFigures { amountCents: number; feeCents: number; reason: string; dueBy: Date | null }

const reasonWords = (reason: string) => reason.replaceAll('_', ' ');

/**
 * To staff (STAFF_NOTIFY_EMAIL) when a bank disputes a charge (docs/design.md §27), at once and again 3 days before the deadline
 * while unanswered: the amount, the reason, the deadline, and the order page where the assembled evidence is submitted in one tap.
 */
export function disputeEmail(o: OrderRow, d: DisputeFigures, orderUrl: string, kind: 'opened' | 'reminder'): EmailContent {
  const due = d.dueBy ? pacificDateTime(d.dueBy) : 'the date Stripe gives';
  const heading = kind === 'opened' ? `Payment disputed: ${o.customerName}` : `Dispute evidence due ${due}`;
  const intro = kind === 'opened'
    ? `${o.customerName}'s bank disputed ${usd(d.amountCents)} on order ${orderNumber(o)} (${reasonWords(d.reason)}). Stripe has taken the amount and a ${usd(d.feeCents)} dispute fee back until the bank decides.`
    : `The dispute of ${usd(d.amountCents)} on ${o.customerName}'s order ${orderNumber(o)} is still unanswered, and its evidence is due in 3 days.`;
  const next = `Answer by ${due}: without evidence the bank decides for the card holder. The order page has the evidence we hold (the terms accepted at checkout, the delivery date and after photos, the e-mails and texts sent, where and when the order was placed); check it and submit it in one tap.`;
  const rows: DetailRow[] = [
    ['Order number', orderNumber(o)], ['Customer', `${o.customerName}\n${o.customerEmail}`], ['Disputed', usd(d.amountCents)],
    ['Reason', reasonWords(d.reason)], ['Evidence due', due], ['Dispute fee', usd(d.feeCents)],
  ];
  return {
    subject: kind === 'opened'
      ? `Disputed: ${usd(d.amountCents)} on order ${orderNumber(o)} (${o.customerName}), evidence due ${due}`
      : `Reminder: dispute evidence for order ${orderNumber(o)} due ${due}`,
    html: layoutHtml({ preheader: intro, heading, body: `${paragraph(intro)}${paragraph(next)}${detailsHtml(rows)}${button(orderUrl, 'Review and submit the evidence')}` }),
    text: layoutText(heading, `${intro}\n${next}\n\n${detailsText(rows)}\n\nReview and submit the evidence: ${orderUrl}`),
  };
}
