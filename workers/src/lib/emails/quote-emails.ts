import { BUSINESS, projectTypeLabel } from '@sdp/shared';
import { pacificDateTime } from '@sdp/shared/pacific-time';
import type { QuoteRow } from '../subjects.ts';
import { detailsHtml, detailsText, layoutHtml, layoutText, paragraph, type DetailRow, type EmailContent } from './layout.ts';

const quoteRows = (q: QuoteRow): DetailRow[] => [
  ['Name', q.customerName],
  ['Email', q.customerEmail],
  ['Phone', q.customerPhone || 'Not provided'],
  ['Project type', projectTypeLabel(q.projectType)],
  ['Project details', q.projectDescription],
];

/** To the customer: we have your request and will reply within 24 hours (spec §9). */
export function quoteConfirmationEmail(q: QuoteRow): EmailContent {
  const heading = `Thank you, ${q.customerName}`;
  const intro = 'We have received your custom quote request. A member of our design team will reply within 24 hours with ideas and a quote shaped to your project.';
  const call = `Questions in the meantime? Call or text us at ${BUSINESS.phoneDisplay}.`;
  return {
    subject: 'We received your custom quote request - SD Pumpkin',
    html: layoutHtml({ preheader: 'Your quote request is in; we reply within 24 hours.', heading, body: `${paragraph(intro)}${detailsHtml(quoteRows(q))}${paragraph(call)}` }),
    text: layoutText(heading, `${intro}\n\n${detailsText(quoteRows(q))}\n\n${call}`),
  };
}

/** To staff: a new request to answer within 24 hours, with a link to the quote dashboard. */
export function quoteNotificationEmail(q: QuoteRow, dashboardUrl: string): EmailContent {
  const heading = 'New custom quote request';
  const rows: DetailRow[] = [...quoteRows(q), ['Received', pacificDateTime(q.createdAt)], ['Quote id', q.id.slice(-8)]];
  const link = `<p style="margin:16px 0"><a href="${dashboardUrl}" style="display:inline-block;background:#b45309;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Open the quote dashboard</a></p>`;
  return {
    subject: `New quote request: ${q.customerName} (${projectTypeLabel(q.projectType)})`,
    html: layoutHtml({ preheader: `${q.customerName} asked for a quote.`, heading, body: `${detailsHtml(rows)}${link}` }),
    text: layoutText(heading, `${detailsText(rows)}\n\nQuote dashboard: ${dashboardUrl}`),
  };
}
