import { greet } from '@sdp/shared/names/greeting-name';
import type { OrderPickup } from '@sdp/shared';
import type { OrderRow } from '../subjects.ts';
import { detailsHtml, detailsText, layoutHtml, layoutText, myOrderButton, myOrderText, paragraph, type DetailRow, type EmailContent } from './layout.ts';
import { longDate, orderNumber } from './words.ts';

/** Pounds in words: "120 lb", "12.5 lb". */
export const poundsInWords = (pounds: number) => `${Number.isInteger(pounds) ? pounds : pounds.toFixed(1)} lb`;

/** The farm line of the thank-you: the pounds when the crew weighed some, else where the pumpkins go. */
export const farmLine = (pounds: number | undefined) => (pounds && pounds > 0
  ? `${poundsInWords(pounds)} of your pumpkins went to local farms as feed and compost.`
  : 'The pumpkins go to local farms as feed and compost.');

/** "Picked up, thank you" (docs/design.md §26): after the crew cleared the porch, when it cannot go as a text (or the text failed). */
export function pickupThankYouEmail(o: OrderRow, pickup: OrderPickup, myOrderUrl: string): EmailContent {
  const done = `Our crew picked up your pumpkins and decor on ${longDate(pickup.date)}; your porch is cleared.`;
  const farm = farmLine(pickup.poundsDonated);
  const next = 'Thank you for a beautiful season. We will write in the summer to offer you your porch again, before booking opens to everyone.';
  const rows: DetailRow[] = [['Picked up', longDate(pickup.date)], ['Address', `${o.address}\n${o.city}, CA ${o.zipCode}`], ['Order number', orderNumber(o)]];
  const heading = greet('Picked up, thank you', o.customerName);
  return {
    subject: 'Picked up: thank you for a beautiful season',
    html: layoutHtml({ preheader: done, heading, body: `${paragraph(done)}${paragraph(farm)}${paragraph(next)}${detailsHtml(rows)}${myOrderButton(myOrderUrl, 'View your order')}` }),
    text: layoutText(heading, `${done}\n${farm}\n${next}\n\n${detailsText(rows)}\n\n${myOrderText(myOrderUrl, 'View your order')}`),
  };
}
