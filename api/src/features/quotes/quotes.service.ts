import type { QuoteRequest } from '@sdp/shared';
import type { Sql } from '@sdp/server/db/sql';
import { recordEvent } from '@sdp/server/outbox';

/** Confirmations one address receives in 24 hours; later quotes from it are stored and sent to staff, unconfirmed (ADR 022). */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/**
 * Store a quote request and its `quote.created` event in one transaction: the workers can never miss a committed quote. The
 * row also records whether the customer confirmation is withheld because the address had its day's share already.
 */
export async function createQuote(sql: Sql, input: QuoteRequest): Promise<{ id: string }> {
  return sql.begin(async (tx) => {
    // NOTE: one lock per address (citext, so per lower-cased address): two quotes at once cannot both take the last confirmation.
    await tx`SELECT pg_advisory_xact_lock(hashtextextended(${`quote-confirmation:${input.customerEmail.toLowerCase()}`}, 0))`;
    const [row] = await tx<{ id: string }[]>`
      INSERT INTO custom_quotes (customer_name, customer_email, customer_phone, project_type, project_description, confirmation_withheld)
      VALUES (${input.customerName}, ${input.customerEmail}, ${input.customerPhone}, ${input.projectType}, ${input.projectDescription},
        (SELECT count(*) >= ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} FROM custom_quotes
         WHERE customer_email = ${input.customerEmail} AND created_at > now() - interval '1 day' AND NOT confirmation_withheld))
      RETURNING id`;
    await recordEvent(tx, 'quote.created', { quoteId: row!.id });
    return { id: row!.id };
  });
}
