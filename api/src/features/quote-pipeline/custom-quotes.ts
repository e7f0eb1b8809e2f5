import type { CustomQuote, QuoteStatus } from '@sdp/shared';
import { notFound } from '../../lib/errors.ts';
import { recordEvent, withEvents, type OutboxDeps } from '@sdp/server/outbox';
import { changeQuoteStatus } from '@sdp/server/db/quote-pipeline';
import { findQuote, quoteList } from '@sdp/server/db/quotes';

/** Set a quote's status and record `quote.status_changed` in the same transaction (only when it really changes). */
export async function setQuoteStatus(deps: OutboxDeps, id: string, status: QuoteStatus): Promise<CustomQuote> {
  await withEvents(deps, async (tx) => {
    const current = await findQuote(tx, id, { lock: true });
    if (!current) throw notFound('Quote not found');
    if (current.status === status) return;
    await changeQuoteStatus(tx, id, status);
    await recordEvent(tx, 'quote.status_changed', { quoteId: id, from: current.status, to: status });
  });
  const [quote] = await quoteList(deps.sql, id);
  return quote!;
}
