import { describe, expect, it } from 'vitest';
import { filterQuotes } from './filter-quotes.ts';
import { aQuote } from './test-quotes.ts';

const quotes = [
  aQuote({ id: 'a', customerName: 'Maria Delgado', customerEmail: 'maria@rsf-estates.com', projectType: 'hoa', status: 'quoted' }),
  aQuote({ id: 'b', customerName: 'Tom Baker', customerEmail: 'TOM@Bakery.example', projectType: 'business' }),
  aQuote({ id: 'c', customerName: 'Lee Park', customerEmail: 'lee@example.com', projectType: 'Full Service', status: 'contacted' }),
];
const ids = (list: { id: string }[]) => list.map((q) => q.id);

describe('quote dashboard search', () => {
  it('matches name, e-mail or project type, in any case', () => {
    expect(ids(filterQuotes(quotes, 'maria', 'all'))).toEqual(['a']);
    expect(ids(filterQuotes(quotes, 'bakery.EXAMPLE', 'all'))).toEqual(['b']);
    expect(ids(filterQuotes(quotes, 'full service', 'all'))).toEqual(['c']);
    expect(ids(filterQuotes(quotes, 'HOA community', 'all'))).toEqual(['a']);
  });

  it('does not search the description or phone, and ignores surrounding spaces', () => {
    expect(filterQuotes(quotes, 'storefront', 'all')).toEqual([]);
    expect(ids(filterQuotes(quotes, '  park ', 'all'))).toEqual(['c']);
    expect(ids(filterQuotes(quotes, '', 'all'))).toEqual(['a', 'b', 'c']);
  });

  it('combines the search with the status filter', () => {
    expect(ids(filterQuotes(quotes, '', 'pending'))).toEqual(['b']);
    expect(ids(filterQuotes(quotes, 'example', 'contacted'))).toEqual(['c']);
    expect(filterQuotes(quotes, 'maria', 'closed')).toEqual([]);
  });
});
