import { BOOKED_STATUSES, type CustomQuote, type OrderStatus, toDecimal } from '@sdp/shared';
import { crmSyncColumns, type CrmSyncOutcome } from './crm-sync.ts';
import { isUuid } from './is-uuid.ts';
import { camelRow, pick, type Camel, type CustomQuoteRow } from './rows.ts';
import type { Sql, TransactionSql } from './sql.ts';

// The owner of the `custom_quotes` table (docs/design.md §17, ADR 091): the one "load a quote" and the staff's list of quotes.

/** The quote with this id, or undefined (a malformed id finds nothing); `lock` takes it FOR UPDATE in the caller's transaction. */
export async function findQuote(sql: Sql | TransactionSql, id: string, { lock = false } = {}): Promise<CustomQuoteRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await sql<CustomQuoteRow[]>`SELECT * FROM custom_quotes WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`;
  return row;
}

/** Remember how the quote's CRM sync went (workers/src/jobs/sync-crm.ts). */
export async function recordQuoteCrmSync(sql: Sql, id: string, outcome: CrmSyncOutcome): Promise<void> {
  await sql`UPDATE custom_quotes SET ${crmSyncColumns(sql, outcome)} WHERE id = ${id}`;
}

const EMAIL_FIELDS = ['id', 'customerName', 'customerEmail', 'customerPhone', 'projectType', 'projectDescription', 'status', 'createdAt', 'confirmationWithheld'] as const;
/** The quote as the e-mails and the CRM read it (workers/src/lib/subjects.ts). */
export type EmailQuote = Pick<Camel<CustomQuoteRow>, (typeof EMAIL_FIELDS)[number]>;
export const emailQuoteView = (row: CustomQuoteRow): EmailQuote => pick(camelRow(row), EMAIL_FIELDS);

/** A quote row of the staff list, with its owner's name, its order and its last Zapier delivery. */
type QuoteListRow = CustomQuoteRow & { last_delivery_status: string | null; owner_name: string | null; order_id: string | null; order_status: OrderStatus | null };

/** The quote as the dashboard lists it. */
function quoteListItem(row: QuoteListRow): CustomQuote {
  const q = camelRow(row);
  return {
    ...pick(q, ['id', 'customerName', 'customerEmail', 'customerPhone', 'projectType', 'projectDescription']),
    status: q.status ?? 'pending',
    createdAt: q.createdAt.toISOString(),
    ...pick(q, ['crmContactId', 'crmProvider', 'crmError', 'emailConfirmationSent', 'emailNotificationSent', 'lastDeliveryStatus']),
    amount: q.amountCents === null ? null : toDecimal(q.amountCents),
    ...pick(q, ['notes', 'followUpOn']),
    owner: q.ownerId && q.ownerName ? { id: q.ownerId, name: q.ownerName } : null,
    offeredAt: q.offeredAt?.toISOString() ?? null,
    order: q.orderId && q.orderStatus ? { id: q.orderId, status: q.orderStatus } : null,
  };
}

/** Quotes for the dashboard (or the one with `id`), newest first, each with the outcome of its last Zapier delivery. */
export async function quoteList(sql: Sql, id?: string): Promise<CustomQuote[]> {
  const rows = await sql<QuoteListRow[]>`
    SELECT q.*, d.status AS last_delivery_status, s.name AS owner_name, o.id AS order_id, o.status AS order_status
    FROM custom_quotes q
    LEFT JOIN staff_users s ON s.id = q.owner_id
    LEFT JOIN LATERAL (
      SELECT id, status FROM orders WHERE quote_id = q.id ORDER BY (status = ANY(${[...BOOKED_STATUSES]})) DESC, created_at DESC LIMIT 1
    ) o ON true
    LEFT JOIN LATERAL (
      SELECT wd.status FROM outbox_events e JOIN webhook_deliveries wd ON wd.event_id = e.id
      WHERE e.payload ? 'quoteId' AND e.payload ->> 'quoteId' = q.id::text
      ORDER BY wd.created_at DESC LIMIT 1
    ) d ON true
    ${id ? sql`WHERE q.id = ${id}` : sql``}
    ORDER BY q.created_at DESC, q.id DESC`;
  return rows.map(quoteListItem);
}

// What the workers and Zapier read and write of a quote (workers/src, server/src/zapier): the e-mails' flags, the deposit
// link's offer, and the quotes Zapier lists.

/**
 * Set a quote e-mail's "sent" flag (the dashboard shows it) and its last error: a statement for send-email to run after its
 * email_log change in one round trip (workers/src/jobs/send-email.ts, ADR 015).
 */
export function quoteEmailDelivered(sql: Sql, email: 'confirmation' | 'notification', quoteId: string, error: string | null) {
  const sent = error === null;
  return email === 'confirmation'
    ? sql`UPDATE custom_quotes SET email_confirmation_sent = email_confirmation_sent OR ${sent}, email_error = ${error}, updated_at = now() WHERE id = ${quoteId}`
    : sql`UPDATE custom_quotes SET email_notification_sent = email_notification_sent OR ${sent}, email_error = ${error}, updated_at = now() WHERE id = ${quoteId}`;
}

/** The offer a quote's deposit link pays (ADR 035), its link version, and whether an order from it has its deposit paid. */
export type QuoteDepositOffer = Pick<CustomQuoteRow, 'offer' | 'link_version'> & { paid: boolean };

/** The deposit offer of the quote with this id, or undefined when there is no such quote. */
export async function quoteDepositOffer(sql: Sql, quoteId: string): Promise<QuoteDepositOffer | undefined> {
  const [row] = await sql<QuoteDepositOffer[]>`
    SELECT offer, link_version, EXISTS (SELECT 1 FROM orders o WHERE o.quote_id = q.id AND o.status = ANY(${[...BOOKED_STATUSES]})) AS paid
    FROM custom_quotes q WHERE q.id = ${quoteId}`;
  return row;
}

const ZAPIER_FIELDS = ['id', 'customerName', 'customerEmail', 'customerPhone', 'projectType', 'projectDescription', 'status'] as const;
/** The quote as Zapier receives it, polled or pushed (server/src/zapier/zapier-payloads.ts). */
export const zapierQuoteView = (row: CustomQuoteRow) => {
  const q = camelRow(row);
  return { ...pick(q, ZAPIER_FIELDS), createdAt: q.createdAt.toISOString() };
};

/** Zapier's quotes, newest first, at most `limit` (or the ones asked for by id). */
export async function zapierQuoteList(sql: Sql, { ids, limit }: { ids?: string[]; limit: number }) {
  const rows = await sql<CustomQuoteRow[]>`
    SELECT * FROM custom_quotes ${ids ? sql`WHERE id = ANY(${ids}::uuid[])` : sql``}
    ORDER BY created_at DESC, id DESC LIMIT ${limit}`;
  return rows.map(zapierQuoteView);
}
