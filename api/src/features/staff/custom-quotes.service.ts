import type { CustomQuote, QuoteStatus } from '@sdp/shared';
import type { Sql } from '@sdp/server/db/sql';
import { notFound } from '../../lib/errors.ts';
import { recordEvent } from '@sdp/server/outbox';
import { isUuid } from '@sdp/server/db/is-uuid';
import type { CustomQuoteRow } from '@sdp/server/db/rows';

type QuoteRow = CustomQuoteRow & { last_delivery_status: string | null };

const toCustomQuote = (r: QuoteRow): CustomQuote => ({
  id: r.id,
  customerName: r.customer_name,
  customerEmail: r.customer_email,
  customerPhone: r.customer_phone,
  projectType: r.project_type,
  projectDescription: r.project_description,
  status: r.status ?? 'pending',
  createdAt: r.created_at.toISOString(),
  crmContactId: r.crm_contact_id,
  crmProvider: r.crm_provider,
  crmError: r.crm_error,
  emailConfirmationSent: r.email_confirmation_sent,
  emailNotificationSent: r.email_notification_sent,
  lastDeliveryStatus: r.last_delivery_status,
});

/** Quotes for the dashboard, newest first, each with the outcome of its last Zapier delivery. */
export async function listCustomQuotes(sql: Sql, id?: string): Promise<CustomQuote[]> {
  const rows = await sql<QuoteRow[]>`
    SELECT q.*, d.status AS last_delivery_status
    FROM custom_quotes q
    LEFT JOIN LATERAL (
      SELECT wd.status FROM outbox_events e JOIN webhook_deliveries wd ON wd.event_id = e.id
      WHERE e.payload ? 'quoteId' AND e.payload ->> 'quoteId' = q.id::text
      ORDER BY wd.created_at DESC LIMIT 1
    ) d ON true
    ${id ? sql`WHERE q.id = ${id}` : sql``}
    ORDER BY q.created_at DESC, q.id DESC`;
  return rows.map(toCustomQuote);
}

/** Set a quote's status and record `quote.status_changed` in the same transaction (only when it really changes). */
export async function setQuoteStatus(sql: Sql, id: string, status: QuoteStatus): Promise<{ quote: CustomQuote; changed: boolean }> {
  if (!isUuid(id)) throw notFound('Quote not found');
  const changed = await sql.begin(async (tx) => {
    const [current] = await tx<{ status: QuoteStatus }[]>`SELECT status FROM custom_quotes WHERE id = ${id} FOR UPDATE`;
    if (!current) throw notFound('Quote not found');
    if (current.status === status) return false;
    await tx`UPDATE custom_quotes SET status = ${status}, updated_at = now() WHERE id = ${id}`;
    await recordEvent(tx, 'quote.status_changed', { quoteId: id, from: current.status, to: status });
    return true;
  });
  const [quote] = await listCustomQuotes(sql, id);
  return { quote: quote!, changed };
}
