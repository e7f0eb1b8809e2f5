import { sanDiegoDate } from '@sdp/shared/pacific-time';
import { greet } from '@sdp/shared/names/greeting-name';
import type { OrderRow } from '../subjects.ts';
import { button, detailsHtml, detailsText, layoutHtml, layoutText, myOrderButton, myOrderText, paragraph, type DetailRow, type EmailContent } from './layout.ts';
import { dayName, longDate, orderNumber, serviceName } from './words.ts';

/** To a Seasonal Removal customer 48 hours before removal day (ADR 050): when we come and what happens to the pumpkins. */
export function removalReminderEmail(o: OrderRow, removalDay: string, myOrderUrl: string): EmailContent {
  const when = `Our crew comes for your pumpkins and decor on ${dayName(removalDay)}, between 8:00 AM and 6:00 PM PT.`;
  const what = 'Please leave everything where we can reach it; you do not need to be home. The pumpkins go to local farms for composting.';
  const rows: DetailRow[] = [['Removal day', longDate(removalDay)], ['Address', `${o.address}\n${o.city}, CA ${o.zipCode}`], ['Order number', orderNumber(o)]];
  const heading = greet('Thank you for a beautiful season', o.customerName);
  return {
    subject: `Seasonal Removal: we collect your pumpkins ${dayName(removalDay)}`,
    html: layoutHtml({ preheader: when, heading, body: `${paragraph(when)}${paragraph(what)}${detailsHtml(rows)}${myOrderButton(myOrderUrl, 'View your order')}` }),
    text: layoutText(heading, `${when}\n${what}\n\n${detailsText(rows)}\n\n${myOrderText(myOrderUrl, 'View your order')}`),
  };
}

/** Where the review request sends the customer (ADR 124): the place's Google review page (a setting; null when unset) and our note page. */
export interface ReviewLinks { googleReviewUrl: string | null; noteUrl: string }

/**
 * Three days after the delivery (ADR 050, ADR 124): one ask, the same for every customer whatever they may think of us (Google's
 * policy and the FTC's 2024 rule forbid choosing who is asked): a Google review, and a private note if they would rather, with
 * their words shared on our site only if they tick that on the note page.
 */
export function reviewRequestEmail(o: OrderRow, myOrderUrl: string, links: ReviewLinks): EmailContent {
  const delivered = o.deliveredAt ? ` on ${dayName(sanDiegoDate(o.deliveredAt))}` : '';
  const intro = `We hope you are enjoying your ${o.packageName} porch, delivered${delivered}.`;
  const ask = links.googleReviewUrl
    ? 'Would you review us on Google? Every honest review, whatever it says, helps San Diego families choose a porch.'
    : 'Would you tell us how it looks? Every honest word, whatever it says, helps us and the families who choose us next.';
  const note = 'You can also send us a private note. Only we read it, and we share your words on our site only if you tick that you allow it.';
  const promise = 'If anything is not right, tell us: your porch stays photo-ready through Thanksgiving, or we fix it free, and weather damage is fixed within 48 hours.';
  const rows: DetailRow[] = [['Package', `${o.packageName}\n${serviceName(o.serviceType)}`], ['Order number', orderNumber(o)]];
  const heading = `${greet('How does your porch look', o.customerName)}?`;
  const google = links.googleReviewUrl ? button(links.googleReviewUrl, 'Review us on Google') : '';
  const googleText = links.googleReviewUrl ? `Review us on Google: ${links.googleReviewUrl}\n` : '';
  return {
    subject: 'How does your porch look? A note from SD Pumpkin',
    html: layoutHtml({
      preheader: intro, heading,
      body: `${paragraph(intro)}${paragraph(ask)}${google}${paragraph(note)}${button(links.noteUrl, 'Send us a private note', links.googleReviewUrl ? 'secondary' : 'primary')}` +
        `${paragraph(promise)}${detailsHtml(rows)}${myOrderButton(myOrderUrl, 'View your order')}`,
    }),
    text: layoutText(heading, `${intro}\n\n${ask}\n${googleText}\n${note}\nSend us a private note: ${links.noteUrl}\n\n${promise}\n\n${detailsText(rows)}\n\n${myOrderText(myOrderUrl, 'View your order')}`),
  };
}
