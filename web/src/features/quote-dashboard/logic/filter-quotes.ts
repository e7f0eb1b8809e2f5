import type { CustomQuote } from '@sdp/shared/wire';
import type { QuoteStatus } from '@sdp/shared/constants/business';
import { projectTypeLabel } from '../../../lib/staff-format.ts';
import { quoteStatus } from './quote-stats.ts';

export type StatusFilter = QuoteStatus | 'all';

/** Quotes whose name, e-mail or project type contain the search (any case, docs/product-spec.md §5), in the chosen status. */
export function filterQuotes(quotes: readonly CustomQuote[], search: string, status: StatusFilter): CustomQuote[] {
  const needle = search.trim().toLowerCase();
  return quotes.filter((quote) => {
    if (status !== 'all' && quoteStatus(quote) !== status) return false;
    if (!needle) return true;
    const haystack = [quote.customerName, quote.customerEmail, quote.projectType, projectTypeLabel(quote.projectType)];
    return haystack.some((text) => text.toLowerCase().includes(needle));
  });
}
