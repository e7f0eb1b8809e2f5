import { BOOKED_STATUSES } from '@sdp/shared';
import type { QuoteRequest, QuoteStatus } from '@sdp/shared';
import type { QuoteDetails } from '@sdp/shared/schemas/quote-pipeline';
import type { CustomQuoteRow, OrderRow, StoredOffer } from './rows.ts';
import type { Sql, TransactionSql } from './sql.ts';
import { TEXT_CONSENT_WORDS } from '@sdp/shared/constants/text-consent';

// A quote's life after the request (docs/design.md §17, ADR 035), as the `custom_quotes` owner writes it: stored with its
// confirmation share, worked by staff (status, amount, notes, follow-up, owner), offered, and the order its deposit link made.
// Loading a quote and the staff's list are quotes.ts.

/**
 * Whether the address has had `perDay` confirmations in the last 24 hours, not counting the quote `besides` (committed quotes and
 * this transaction's own; an index of confirmed rows keeps it a few reads).
 */
export async function addressConfirmationsSpent(tx: TransactionSql, email: string, perDay: number, besides: string): Promise<boolean> {
  const [row] = await tx<{ spent: boolean }[]>`
    SELECT count(*) >= ${perDay} AS spent FROM custom_quotes
    WHERE customer_email = ${email} AND created_at > now() - interval '1 day' AND NOT confirmation_withheld AND id <> ${besides}`;
  return row!.spent;
}

/**
 * The statement that stores a quote request (to be run with its event: outbox.ts#insertAnnounced). Its confirmation is withheld
 * when the address had `perDay` confirmations in the last 24 hours as this statement sees them (ADR 022); `withheld` says which.
 */
export const insertQuote = (tx: TransactionSql, input: QuoteRequest, perDay: number) => tx<{ id: string; withheld: boolean }[]>`
  INSERT INTO custom_quotes (customer_name, customer_email, customer_phone, project_type, project_description, confirmation_withheld,
    text_consent_words, text_consent_at)
  VALUES (${input.customerName}, ${input.customerEmail}, ${input.customerPhone}, ${input.projectType}, ${input.projectDescription},
    (SELECT count(*) >= ${perDay} FROM custom_quotes
     WHERE customer_email = ${input.customerEmail} AND created_at > now() - interval '1 day' AND NOT confirmation_withheld),
    ${input.textConsent ? TEXT_CONSENT_WORDS : null}, ${input.textConsent ? new Date() : null})
  RETURNING id, confirmation_withheld AS withheld`;

/** Withhold a stored quote's confirmation: a quote committed meanwhile took the address's last one. */
export async function withholdConfirmation(tx: TransactionSql, id: string): Promise<void> {
  await tx`UPDATE custom_quotes SET confirmation_withheld = true WHERE id = ${id}`;
}

/** Move a quote to another status (the caller records `quote.status_changed`). */
export async function changeQuoteStatus(tx: TransactionSql, id: string, status: QuoteStatus): Promise<void> {
  await tx`UPDATE custom_quotes SET status = ${status}, updated_at = now() WHERE id = ${id}`;
}

/** Save what staff note on a quote: a field left out stays, null clears it. False when there is no such quote. */
export async function updateQuoteDetails(sql: Sql, id: string, input: QuoteDetails): Promise<boolean> {
  const set = (field: keyof QuoteDetails) => input[field] !== undefined;
  const [row] = await sql<Pick<CustomQuoteRow, 'id'>[]>`
    UPDATE custom_quotes SET
      amount_cents = ${set('amount') ? sql`${input.amount ?? null}` : sql`amount_cents`},
      notes = ${set('notes') ? sql`${input.notes ?? ''}` : sql`notes`},
      follow_up_on = ${set('followUpOn') ? sql`${input.followUpOn ?? null}::date` : sql`follow_up_on`},
      owner_id = ${set('ownerId') ? sql`${input.ownerId ?? null}::uuid` : sql`owner_id`},
      updated_at = now()
    WHERE id = ${id} RETURNING id`;
  return Boolean(row);
}

/** Open quotes whose follow-up date is `today` (a San Diego date) or past, oldest follow-up first. */
export async function quoteIdsDue(sql: Sql, today: string): Promise<string[]> {
  const rows = await sql<Pick<CustomQuoteRow, 'id'>[]>`
    SELECT id FROM custom_quotes WHERE follow_up_on <= ${today}::date AND status <> 'closed' ORDER BY follow_up_on, created_at`;
  return rows.map((r) => r.id);
}

/**
 * Store the offer sent and move the quote to `quoted`, with a new link version, so the link of an earlier offer no longer opens
 * (ADR 080). Returns how many offers of this quote were sent before this one.
 */
export async function recordQuoteOffer(tx: TransactionSql, id: string, offer: StoredOffer): Promise<number> {
  const [sent] = await tx<{ n: number }[]>`
    UPDATE custom_quotes SET offer = ${tx.json(offer as never)}, offered_at = now(), status = 'quoted', updated_at = now(),
      link_version = link_version + 1
    WHERE id = ${id} RETURNING (SELECT count(*)::int FROM outbox_events WHERE type = 'quote.offer_sent' AND payload ->> 'quoteId' = ${id}) AS n`;
  return sent!.n;
}

/** Whether the deposit of a quote's offer was paid: an order made from it is paid, delivered or completed. */
export async function quoteDepositPaid(tx: TransactionSql, quoteId: string): Promise<boolean> {
  const [paid] = await tx`SELECT 1 FROM orders WHERE quote_id = ${quoteId} AND status = ANY(${[...BOOKED_STATUSES]})`;
  return Boolean(paid);
}

/** Whether the quote's unpaid checkout already holds a spot in this week at this level (it may be sent again with that week). */
export async function quoteHoldsSpot(tx: TransactionSql, quoteId: string, week: string, level: string): Promise<boolean> {
  const [held] = await tx`SELECT 1 FROM orders WHERE quote_id = ${quoteId} AND status = 'pending' AND delivery_date = ${week} AND service_type = ${level}`;
  return Boolean(held);
}

/** The order a quote's deposit link made that still stands. */
export type QuoteOrder = Pick<OrderRow, 'id' | 'status' | 'stripe_checkout_session_id'>;

/** The quote's newest order that is paid, or unpaid and still holding its spot; undefined when none stands. */
export async function standingQuoteOrder(sql: Sql, quoteId: string): Promise<QuoteOrder | undefined> {
  const [order] = await sql<QuoteOrder[]>`
    SELECT id, status, stripe_checkout_session_id FROM orders
    WHERE quote_id = ${quoteId} AND (status = ANY(${[...BOOKED_STATUSES]}) OR (status = 'pending' AND NOT slot_released))
    ORDER BY created_at DESC LIMIT 1`;
  return order;
}

/** The dashboard's quote figures: all quotes, those in the CRM, those confirmed by e-mail, and the count per status. */
export async function quoteTotals(sql: Sql): Promise<{ count: number; crm: number; emailed: number; byStatus: { status: QuoteStatus; count: number }[] }> {
  const [totals] = await sql<{ count: number; crm: number; emailed: number }[]>`
    SELECT count(*) AS count, count(*) FILTER (WHERE crm_contact_id IS NOT NULL) AS crm,
      count(*) FILTER (WHERE email_confirmation_sent) AS emailed
    FROM custom_quotes`;
  const byStatus = await sql<{ status: QuoteStatus; count: number }[]>`SELECT status, count(*) AS count FROM custom_quotes GROUP BY status`;
  return { ...totals!, byStatus };
}
