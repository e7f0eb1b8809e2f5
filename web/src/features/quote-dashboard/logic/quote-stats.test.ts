import { describe, expect, it } from 'vitest';
import type { CustomQuote } from '@sdp/shared/wire';
import { percentage, quoteStats } from './quote-stats.ts';
import { aQuote } from './test-quotes.ts';

describe('quote dashboard stats', () => {
  it('counts each status, a missing status as pending', () => {
    const quotes = [
      aQuote({ status: 'pending' }),
      aQuote({ status: undefined as unknown as CustomQuote['status'] }),
      aQuote({ status: 'contacted' }),
      aQuote({ status: 'quoted' }),
      aQuote({ status: 'closed' }),
      aQuote({ status: 'closed' }),
    ];
    expect(quoteStats(quotes)).toMatchObject({ total: 6, pending: 2, contacted: 1, quoted: 1, closed: 2 });
  });

  it('gives CRM sync and e-mail delivery rates to one decimal', () => {
    const quotes = [
      aQuote({ crmContactId: 'c-1', emailConfirmationSent: true }),
      aQuote({ crmContactId: 'c-2', emailConfirmationSent: false }),
      aQuote({ crmContactId: null, emailConfirmationSent: false }),
    ];
    expect(quoteStats(quotes)).toMatchObject({ crmSyncRate: '66.7%', emailDeliveryRate: '33.3%' });
  });

  it('reads 0.0% with no quotes, and rounds halves up', () => {
    expect(quoteStats([])).toMatchObject({ total: 0, crmSyncRate: '0.0%', emailDeliveryRate: '0.0%' });
    expect(percentage(1, 16)).toBe('6.3%');
    expect(percentage(3, 3)).toBe('100.0%');
  });
});
