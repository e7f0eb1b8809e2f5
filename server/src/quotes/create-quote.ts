import type { QuoteRequest } from '@sdp/shared';
import { addressConfirmationsSpent, insertQuote, withholdConfirmation } from '../db/quote-pipeline.ts';
import { insertAnnounced, withEvents, type OutboxDeps } from '../outbox.ts';
import type { TransactionSql } from '../db/sql.ts';

/** Confirmations one address receives in 24 hours; later quotes from it are stored and sent to staff, unconfirmed (ADR 022). */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/** The advisory lock that orders the quotes of one address while it still has confirmations left (citext: lower-cased). */
export const confirmationLockKey = (email: string) => `quote-confirmation:${email.toLowerCase()}`;

/**
 * Store a quote request and its `quote.created` event in one transaction: the workers can never miss a committed quote. The
 * row also records whether the customer confirmation is withheld because the address had its day's share already. `alongside`
 * runs in the same transaction with the new quote's id (a missed call's lead marked quoted, ADR 292).
 */
export async function createQuote(deps: OutboxDeps, input: QuoteRequest, alongside?: (tx: TransactionSql, quoteId: string) => Promise<void>): Promise<{ id: string }> {
  return withEvents(deps, async (tx) => {
    // NOTE: the quote and its event are one statement, which counts the address's confirmations itself (issue 36 item 27,
    // ADR 198). A spent share stays spent for this request whatever runs beside it, so only an address with confirmations left
    // takes the per-address lock and counts again under it: two quotes at once cannot both take the last confirmation, and a
    // burst from one address never queues behind that lock (ADR 087).
    const [quote] = await insertAnnounced(tx, insertQuote(tx, input, CONFIRMATIONS_PER_ADDRESS_PER_DAY), 'quote.created', 'quoteId');
    const { id, withheld } = quote!;
    if (!withheld) {
      await tx`SELECT pg_advisory_xact_lock(hashtextextended(${confirmationLockKey(input.customerEmail)}, 0))`;
      if (await addressConfirmationsSpent(tx, input.customerEmail, CONFIRMATIONS_PER_ADDRESS_PER_DAY, id)) await withholdConfirmation(tx, id);
    }
    if (alongside) await alongside(tx, id);
    return { id };
  });
}
