import type { QuoteRequest } from '@sdp/shared';
import { addressConfirmationsSpent, insertQuote } from '@sdp/server/db/quote-pipeline';
import type { TransactionSql } from '@sdp/server/db/sql';
import { recordEvent, withEvents, type OutboxDeps } from '@sdp/server/outbox';

/** Confirmations one address receives in 24 hours; later quotes from it are stored and sent to staff, unconfirmed (ADR 022). */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/** The advisory lock that orders the quotes of one address while it still has confirmations left (citext: lower-cased). */
export const confirmationLockKey = (email: string) => `quote-confirmation:${email.toLowerCase()}`;

/** Whether the address has had its day's confirmations. */
const confirmationsSpent = (tx: TransactionSql, email: string) => addressConfirmationsSpent(tx, email, CONFIRMATIONS_PER_ADDRESS_PER_DAY);

/**
 * Store a quote request and its `quote.created` event in one transaction: the workers can never miss a committed quote. The
 * row also records whether the customer confirmation is withheld because the address had its day's share already.
 */
export async function createQuote(deps: OutboxDeps, input: QuoteRequest): Promise<{ id: string }> {
  return withEvents(deps, async (tx) => {
    // NOTE: a spent share stays spent for this request whatever runs beside it, so only an address with confirmations left takes
    // the per-address lock and counts again under it: two quotes at once cannot both take the last confirmation, and a burst from
    // one address no longer queues every request behind that lock until commit (ADR 087).
    let withheld = await confirmationsSpent(tx, input.customerEmail);
    if (!withheld) {
      await tx`SELECT pg_advisory_xact_lock(hashtextextended(${confirmationLockKey(input.customerEmail)}, 0))`;
      withheld = await confirmationsSpent(tx, input.customerEmail);
    }
    const { id } = await insertQuote(tx, input, withheld);
    await recordEvent(tx, 'quote.created', { quoteId: id });
    return { id };
  });
}
