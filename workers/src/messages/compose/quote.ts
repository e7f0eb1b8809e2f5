import { projectTypeLabel } from '@sdp/shared';
import { quoteDepositOffer } from '@sdp/server/db/quotes';
import { quoteDepositUrl } from '@sdp/server/orders/quote-deposit-link';
import { quoteDepositEmail } from '../../lib/emails/quote-deposit-email.ts';
import { quoteConfirmationEmail, quoteNotificationEmail } from '../../lib/emails/quote-emails.ts';
import { loadQuote, type QuoteRow } from '../../lib/subjects.ts';
import { siteUrl, type ComposeDeps, type Composer } from '../composed.ts';

// The e-mails about one quote, built from the quote as it is when the job runs.

const ofQuote = (compose: (deps: ComposeDeps, quote: QuoteRow) => ReturnType<Composer>): Composer =>
  async (deps, job) => {
    const quote = await loadQuote(deps.sql, job.subject.id);
    return quote ? compose(deps, quote) : null;
  };

/** "We received your request"; withheld past the address's daily share (ADR 022), which only a staff resend sends. */
export const composeQuoteConfirmation = ofQuote(async (_deps, quote) =>
  ({ to: quote.customerEmail, content: quoteConfirmationEmail(quote), quoteId: quote.id, orderId: null, withheld: quote.confirmationWithheld }));

/** Staff hear of every quote, with a button to the dashboard. */
export const composeQuoteNotification = ofQuote(async ({ env }, quote) =>
  ({ to: env.STAFF_NOTIFY_EMAIL, replyTo: quote.customerEmail, content: quoteNotificationEmail(quote, `${siteUrl(env)}/dashboard`), quoteId: quote.id, orderId: null }));

/** The deposit link of a quote staff turned into an order (ADR 035); skipped once the quote's order is paid or the offer withdrawn. */
export const composeQuoteDepositLink = ofQuote(async ({ sql, env }, quote) => {
  const row = await quoteDepositOffer(sql, quote.id);
  if (!row?.offer) return { skip: 'the quote has no offer to pay' };
  if (row.paid) return { skip: 'the deposit of this quote is already paid' };
  const { offer } = row;
  const content = quoteDepositEmail({
    customerName: quote.customerName, projectLabel: projectTypeLabel(quote.projectType), deliveryDate: offer.deliveryDate,
    address: `${offer.address}, ${offer.city} ${offer.zipCode}`, totalCents: offer.totalCents, depositCents: offer.depositCents,
  }, quoteDepositUrl(env, quote.id, row.link_version));
  return { to: quote.customerEmail, content, quoteId: quote.id, orderId: null };
});
