import { pacificDay } from '@sdp/server/messages/call-list';
import { BUSINESS } from '@sdp/shared';
import type { OrderRow } from '../subjects.ts';
import { button, detailsHtml, detailsText, layoutHtml, layoutText, myOrderButton, myOrderText, paragraph, type DetailRow, type EmailContent } from './layout.ts';
import { dayName, longDate, orderNumber, serviceName } from './words.ts';

/** To a Seasonal Removal customer 48 hours before removal day (ADR 050): when we come and what happens to the pumpkins. */
export function removalReminderEmail(o: OrderRow, removalDay: string, myOrderUrl: string): EmailContent {
  const when = `Our crew comes for your pumpkins and decor on ${dayName(removalDay)}, between 8:00 AM and 6:00 PM PT.`;
  const what = 'Please leave everything where we can reach it; you do not need to be home. The pumpkins go to local farms for composting.';
  const rows: DetailRow[] = [['Removal day', longDate(removalDay)], ['Address', `${o.address}\n${o.city}, CA ${o.zipCode}`], ['Order number', orderNumber(o)]];
  const heading = `Thank you for a beautiful season, ${o.customerName}`;
  return {
    subject: `Seasonal Removal: we collect your pumpkins ${dayName(removalDay)}`,
    html: layoutHtml({ preheader: when, heading, body: `${paragraph(when)}${paragraph(what)}${detailsHtml(rows)}${myOrderButton(myOrderUrl, 'View your order')}` }),
    text: layoutText(heading, `${when}\n${what}\n\n${detailsText(rows)}\n\n${myOrderText(myOrderUrl, 'View your order')}`),
  };
}

/**
 * Three days after the delivery (ADR 050): how does it look? There is no review site of ours to send people to, so the ask is a
 * reply (staff share it only with leave); anything wrong is fixed under the spec's guarantee.
 */
export function reviewRequestEmail(o: OrderRow, myOrderUrl: string): EmailContent {
  const delivered = o.deliveredAt ? ` on ${dayName(pacificDay(o.deliveredAt))}` : '';
  const intro = `We hope you are enjoying your ${o.packageName} porch, delivered${delivered}.`;
  const ask = 'Would you tell us how it looks? A line or two in reply to this e-mail, with a photo if you like, helps other San Diego families choose us. We only share it with your permission.';
  const promise = 'If anything is not right, tell us: your porch stays photo-ready through Thanksgiving, or we fix it free, and weather damage is fixed within 48 hours.';
  const mailto = `mailto:${BUSINESS.email}?subject=${encodeURIComponent(`How my porch looks (order ${orderNumber(o)})`)}`;
  const rows: DetailRow[] = [['Package', `${o.packageName}\n${serviceName(o.serviceType)}`], ['Order number', orderNumber(o)]];
  const heading = `How does your porch look, ${o.customerName}?`;
  return {
    subject: 'How does your porch look? A note from SD Pumpkin',
    html: layoutHtml({
      preheader: intro, heading,
      body: `${paragraph(intro)}${paragraph(ask)}${button(mailto, 'Tell us how it looks')}${paragraph(promise)}${detailsHtml(rows)}${myOrderButton(myOrderUrl, 'View your order')}`,
    }),
    text: layoutText(heading, `${intro}\n\n${ask}\nReply to this e-mail, or write to ${BUSINESS.email}.\n\n${promise}\n\n${detailsText(rows)}\n\n${myOrderText(myOrderUrl, 'View your order')}`),
  };
}
