import { BUSINESS, HALLOWEEN_PROJECT_TYPE, LANDING_PROJECT_TYPES, PROJECT_TYPE_LABELS, projectTypeLabel } from '@sdp/shared';
import { pacificDateTime } from '@sdp/shared/pacific-time';
import { greet } from '@sdp/shared/names/greeting-name';
import type { QuoteRow } from '../subjects.ts';
import { detailsHtml, detailsText, layoutHtml, layoutText, paragraph, type DetailRow, type EmailContent } from './layout.ts';

const quoteRows = (q: QuoteRow): DetailRow[] => [
  ['Name', q.customerName],
  ['Email', q.customerEmail],
  ['Phone', q.customerPhone || 'Not provided'],
  ['Project type', projectTypeLabel(q.projectType)],
  ['Project details', q.projectDescription],
];

// NOTE: the form mails any address it is given, so the customer's copy repeats nothing the sender typed except a first name
// that is only letters (ADR 022): no description, full name or free-form project type a stranger could turn into a lure.
const KNOWN_PROJECT_TYPES: Record<string, string> = {
  ...PROJECT_TYPE_LABELS,
  ...Object.fromEntries(LANDING_PROJECT_TYPES.map((type) => [type, type])),
  [HALLOWEEN_PROJECT_TYPE]: HALLOWEEN_PROJECT_TYPE,
};

/** To the customer: we have your request and will reply within 24 hours (docs/product-spec.md §9). */
export function quoteConfirmationEmail(q: QuoteRow): EmailContent {
  const heading = greet('Thank you', q.customerName);
  const intro = 'We have received your custom quote request. A member of our design team will reply within 24 hours with ideas and a quote shaped to your project.';
  const known = Object.hasOwn(KNOWN_PROJECT_TYPES, q.projectType) ? KNOWN_PROJECT_TYPES[q.projectType] : undefined;
  const rows: DetailRow[] = known ? [['Project type', known]] : [];
  const call = `Questions in the meantime? Call or text us at ${BUSINESS.phoneDisplay}.`;
  const notYou = 'Did not ask for a quote? Then someone entered your address by mistake; you can ignore this e-mail.';
  return {
    subject: 'We received your custom quote request - SD Pumpkin',
    html: layoutHtml({
      preheader: 'Your quote request is in; we reply within 24 hours.',
      heading,
      body: `${paragraph(intro)}${rows.length ? detailsHtml(rows) : ''}${paragraph(call)}${paragraph(notYou)}`,
    }),
    text: layoutText(heading, `${intro}\n\n${rows.length ? `${detailsText(rows)}\n\n` : ''}${call}\n\n${notYou}`),
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
