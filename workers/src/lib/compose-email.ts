import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import type { EmailJobData } from '@sdp/server/queues';
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

/** Build the e-mail a job stands for from the current rows; null when the quote or order no longer exists. */
export async function composeEmail(sql: Sql, env: Env, job: Pick<EmailJobData, 'kind' | 'subject'>): Promise<ComposedEmail | null> {
  if (job.kind === 'order_recap') {
    const order = await loadOrder(sql, job.subject.id);
    return order && { to: order.customerEmail, content: orderRecapEmail(order), quoteId: null, orderId: order.id };
  }
  const quote = await loadQuote(sql, job.subject.id);
  if (!quote) return null;
  if (job.kind === 'quote_confirmation') return { to: quote.customerEmail, content: quoteConfirmationEmail(quote), quoteId: quote.id, orderId: null };
  const dashboardUrl = `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/dashboard`;
  return { to: env.STAFF_NOTIFY_EMAIL, replyTo: quote.customerEmail, content: quoteNotificationEmail(quote, dashboardUrl), quoteId: quote.id, orderId: null };
}
