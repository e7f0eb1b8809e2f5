import { BUSINESS } from '@sdp/shared';
import { arrivalBetween } from '@sdp/server/crew/on-my-way-words';
import type { OrderMoveFacts } from '@sdp/server/crew/crew-day-moves';
import { STOP } from '@sdp/server/texts/reply-words';
import { leadWithName } from '@sdp/shared/names/greeting-name';
import type { OrderRow } from '../subjects.ts';
import { detailsHtml, detailsText, layoutHtml, layoutText, myOrderButton, myOrderText, paragraph, type DetailRow, type EmailContent } from './layout.ts';
import { dayName, orderNumber } from './words.ts';

// Move a day (docs/design.md §26, ADR 285-286): the customer is told the new day and window once, with the link to choose another
// week instead; an undo tells them once that the original day stands. The reason is staff's words, which the dialog says customers read.

const arriving = (f: OrderMoveFacts) => (f.window ? `, arriving ${arrivalBetween(f.window.from, f.window.to)}` : '');
const because = (f: OrderMoveFacts) => f.reason.replace(/[.\s]+$/, '');

/** The move as a text: the reason, the new day and window, the day it was, and the order page's link to choose another week. */
export const dayMovedText = (f: OrderMoveFacts, link: string) =>
  `SD Pumpkin: ${because(f)}, so we moved your delivery to ${dayName(f.toDay)}${arriving(f)} (it was ${dayName(f.fromDay)}). Another week suits you better? Choose it here: ${link} ${STOP}`;

/** The undo as a text. */
export const dayMoveUndoneText = (f: OrderMoveFacts) =>
  `SD Pumpkin: sorry, please ignore our last message: your original delivery day, ${dayName(f.fromDay)}, stands. ${STOP}`;

/** The move by e-mail. */
export function dayMovedEmail(o: OrderRow, f: OrderMoveFacts, orderUrl: string): EmailContent {
  const heading = 'Your delivery day has moved';
  const intro = `${leadWithName(o.customerName, `we have moved your delivery to ${dayName(f.toDay)}${arriving(f)}.`)} ${because(f)}.`;
  const rest = [
    `It was planned for ${dayName(f.fromDay)}. There is nothing you need to do, and no need to be home.`,
    `If another week suits you better, choose it on your order page. Questions? Call us at ${BUSINESS.phoneDisplay} or reply to this e-mail.`,
  ];
  const rows: DetailRow[] = [
    ['Order number', orderNumber(o)],
    ['New day', dayName(f.toDay)],
    ...(f.window ? [['Arrival window', arrivalBetween(f.window.from, f.window.to).replace(/^between /, '').replace(' and ', ' to ')] as DetailRow] : []),
    ['Address', `${o.address}, ${o.city} ${o.zipCode}`],
  ];
  return {
    subject: `Your delivery moves to ${dayName(f.toDay)} - SD Pumpkin`,
    html: layoutHtml({ preheader: intro, heading, body: `${paragraph(intro)}${detailsHtml(rows)}${rest.map(paragraph).join('')}${myOrderButton(orderUrl, 'View or change your order', 'primary')}` }),
    text: layoutText(heading, `${intro}\n\n${detailsText(rows)}\n\n${rest.join('\n\n')}\n\n${myOrderText(orderUrl, 'View or change your order')}`),
  };
}

/** The undo by e-mail. */
export function dayMoveUndoneEmail(o: OrderRow, f: OrderMoveFacts, orderUrl: string): EmailContent {
  const heading = 'Your original day stands';
  const intro = leadWithName(o.customerName, `sorry for the confusion: please ignore our last message. Your delivery stays on ${dayName(f.fromDay)}.`);
  const rows: DetailRow[] = [['Order number', orderNumber(o)], ['Delivery day', dayName(f.fromDay)]];
  return {
    subject: `Sorry, your original day stands: ${dayName(f.fromDay)} - SD Pumpkin`,
    html: layoutHtml({ preheader: intro, heading, body: `${paragraph(intro)}${detailsHtml(rows)}${myOrderButton(orderUrl, 'View your order')}` }),
    text: layoutText(heading, `${intro}\n\n${detailsText(rows)}\n\n${myOrderText(orderUrl, 'View your order')}`),
  };
}
