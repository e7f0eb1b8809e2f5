import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCustomQuotes } from '../../../lib/api/get-custom-quotes.ts';
import { useIntegrations } from '../../../lib/api/integrations.ts';
import { downloadText } from '../logic/download-text.ts';
import { filterQuotes, type StatusFilter } from '../logic/filter-quotes.ts';
import { quoteStats } from '../logic/quote-stats.ts';
import { buildQuotesCsv, quotesCsvFileName } from '../logic/quotes-csv.ts';
import { QuoteStatsGrid } from './quote-stats-grid.tsx';
import { QuoteToolbar } from './quote-toolbar.tsx';
import { QuotesTable } from './quotes-table.tsx';

/** Custom quotes with stats, search, status filter and CSV export (docs/product-spec.md §2 staff screens). */
export function QuoteDashboard() {
  const quotes = useCustomQuotes();
  const integrations = useIntegrations();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');

  const all = useMemo(() => quotes.data ?? [], [quotes.data]);
  const stats = useMemo(() => quoteStats(all), [all]);
  const shown = useMemo(() => filterQuotes(all, search, status), [all, search, status]);

  if (quotes.isPending) return <Spinner label="Loading quotes" />;
  if (quotes.isError) {
    return (
      <div role="alert" className="rounded-xl border border-danger/25 bg-white p-6 text-sm">
        <p className="font-medium text-danger">The quotes could not be loaded.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void quotes.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {/* NOTE: if the question cannot be answered, show the rate as before rather than a placeholder that never resolves. */}
      <QuoteStatsGrid stats={stats} crmConfigured={integrations.isError ? true : integrations.data?.crm.configured} />
      <section aria-labelledby="quotes-heading" className="space-y-4">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="quotes-heading" className="text-xl font-semibold">
            Custom quotes
          </h2>
          <p className="text-sm text-smoke" aria-live="polite">
            Showing {shown.length} of {all.length}
          </p>
        </div>
        <QuoteToolbar
          search={search}
          onSearch={setSearch}
          status={status}
          onStatus={setStatus}
          exportable={shown.length > 0}
          onExport={() => downloadText(quotesCsvFileName(), buildQuotesCsv(shown))}
        />
        {shown.length > 0 ? (
          <QuotesTable quotes={shown} />
        ) : (
          <p className="rounded-xl border border-dashed border-charcoal/20 bg-white/60 px-6 py-10 text-center text-smoke">
            {all.length === 0 ? 'No quote requests yet.' : 'No quotes match your search.'}
          </p>
        )}
      </section>
    </div>
  );
}
