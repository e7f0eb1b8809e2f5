import { toDecimal, type CustomQuote, type OrderStatus, type QuoteStatus } from '@sdp/shared';
import type { Sql } from '@sdp/server/db/sql';
import { notFound } from '../../lib/errors.ts';
import { recordEvent } from '@sdp/server/outbox';
import { isUuid } from '@sdp/server/db/is-uuid';
import type { CustomQuoteRow } from '@sdp/server/db/rows';

type QuoteRow = CustomQuoteRow & {
  last_delivery_status: string | null;
  amount_cents: number | null; notes: string; follow_up_on: string | null; owner_id: string | null; owner_name: string | null;
  offered_at: Date | null; order_id: string | null; order_status: OrderStatus | null;
};

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
  amount: r.amount_cents === null ? null : toDecimal(r.amount_cents),
  notes: r.notes,
  followUpOn: r.follow_up_on,
  owner: r.owner_id && r.owner_name ? { id: r.owner_id, name: r.owner_name } : null,
  offeredAt: r.offered_at?.toISOString() ?? null,
  order: r.order_id && r.order_status ? { id: r.order_id, status: r.order_status } : null,
});

/** Quotes for the dashboard, newest first, each with the outcome of its last Zapier delivery. */
export async function listCustomQuotes(sql: Sql, id?: string): Promise<CustomQuote[]> {
  const rows = await sql<QuoteRow[]>`
    SELECT q.*, d.status AS last_delivery_status, s.name AS owner_name, o.id AS order_id, o.status AS order_status
    FROM custom_quotes q
    LEFT JOIN staff_users s ON s.id = q.owner_id
    LEFT JOIN LATERAL (
      SELECT id, status FROM orders WHERE quote_id = q.id ORDER BY (status IN ('deposit_paid', 'delivered', 'completed')) DESC, created_at DESC LIMIT 1
    ) o ON true
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
