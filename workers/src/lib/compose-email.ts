import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import type { EmailJobData } from '@sdp/server/queues';
import { orderMayGetRecap } from '@sdp/shared';
import { orderRecapEmail } from './emails/order-recap.ts';
import { quoteConfirmationEmail, quoteNotificationEmail } from './emails/quote-emails.ts';
import type { EmailContent } from './emails/layout.ts';
import { loadOrder, loadQuote } from './subjects.ts';

export interface ComposedEmail {
  to: string;
  replyTo?: string;
  content: EmailContent;
  quoteId: string | null;
  orderId: string | null;
}

/** An e-mail that must not go out in the subject's current state (the reason is logged and returned as the job's result). */
export interface SkippedEmail {
  skip: string;
}

/**
 * Build the e-mail a job stands for from the current rows; null when the quote or order no longer exists. An order recap is
 * skipped unless the deposit was paid and the order stands: it tells the customer so (design §12), and the order may have been
 * cancelled between the event and this job, or a resend asked for an order that never paid.
 */
export async function composeEmail(sql: Sql, env: Env, job: Pick<EmailJobData, 'kind' | 'subject'>): Promise<ComposedEmail | SkippedEmail | null> {
  if (job.kind === 'order_recap') {
    const order = await loadOrder(sql, job.subject.id);
    if (!order) return null;
    if (!orderMayGetRecap(order.status)) return { skip: `order is ${order.status}: the recap confirms a paid deposit` };
    return { to: order.customerEmail, content: orderRecapEmail(order), quoteId: null, orderId: order.id };
  }
  const quote = await loadQuote(sql, job.subject.id);
  if (!quote) return null;
  if (job.kind === 'quote_confirmation') return { to: quote.customerEmail, content: quoteConfirmationEmail(quote), quoteId: quote.id, orderId: null };
  const dashboardUrl = `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/dashboard`;
  return { to: env.STAFF_NOTIFY_EMAIL, replyTo: quote.customerEmail, content: quoteNotificationEmail(quote, dashboardUrl), quoteId: quote.id, orderId: null };
}
