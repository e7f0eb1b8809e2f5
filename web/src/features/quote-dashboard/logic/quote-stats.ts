import { QUOTE_STATUSES, type QuoteStatus } from '@sdp/shared/constants/business';
import { type CustomQuote } from '@sdp/shared/wire';

/** A quote's status; a missing or unknown one counts as pending (docs/product-spec.md §4). */
export function quoteStatus(quote: Pick<CustomQuote, 'status'>): QuoteStatus {
  return QUOTE_STATUSES.includes(quote.status) ? quote.status : 'pending';
}

/** part / whole as a percentage with one decimal ("66.7%"); nothing to measure reads "0.0%". */
export function percentage(part: number, whole: number): string {
  if (whole <= 0) return '0.0%';
  // NOTE: round in tenths of a percent as integers, so 1/16 is 6.3% and not whatever binary floats make of 6.25.
  return `${(Math.round((part * 1000) / whole) / 10).toFixed(1)}%`;
}

export type QuoteStats = Record<QuoteStatus, number> & { total: number; crmSyncRate: string; emailDeliveryRate: string };

/** Dashboard figures (docs/product-spec.md §9): counts per status, and the share of quotes synced to the CRM and confirmed by e-mail. */
export function quoteStats(quotes: readonly CustomQuote[]): QuoteStats {
  const counts = { pending: 0, contacted: 0, quoted: 0, closed: 0 } satisfies Record<QuoteStatus, number>;
  let synced = 0;
  let emailed = 0;
  for (const quote of quotes) {
    counts[quoteStatus(quote)] += 1;
    if (quote.crmContactId) synced += 1;
    if (quote.emailConfirmationSent) emailed += 1;
  }
  return {
    total: quotes.length,
    ...counts,
    crmSyncRate: percentage(synced, quotes.length),
    emailDeliveryRate: percentage(emailed, quotes.length),
  };
}
