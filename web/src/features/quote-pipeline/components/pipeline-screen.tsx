import { formatUsd, toCents } from '@sdp/shared/money';
import { useState } from 'react';
import type { CustomQuote } from '@sdp/shared/wire';
import { projectTypeLabel } from '@sdp/shared/schemas/quote';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { useCustomQuotes } from '../../../lib/api/get-custom-quotes.ts';
import { formatCalendarDate, type CalendarDateStyle } from '../../../lib/format-date.ts';
import { WorkQuoteDialog } from './work-quote-dialog.tsx';

const SHORT: CalendarDateStyle = { month: 'short', day: 'numeric' };

/** The quote pipeline as cards a phone can work: amount, follow-up, owner and where the deposit stands; one tap to work a quote. */
export function PipelineScreen() {
  const quotes = useCustomQuotes();
  const [open, setOpen] = useState<CustomQuote | null>(null);
  const [showClosed, setShowClosed] = useState(false);
  if (quotes.isPending) return <Spinner label="Loading quotes" />;
  if (quotes.isError) return <p role="alert" className="text-danger">The quotes could not be loaded. Please refresh.</p>;
  const shown = quotes.data.filter((q) => showClosed || q.status !== 'closed');
  return (
    <div className="space-y-4">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={showClosed} onChange={(e) => setShowClosed(e.target.checked)} className="h-5 w-5 accent-ember" />
        Show closed quotes
      </label>
      <ul className="grid gap-3 md:grid-cols-2">
        {shown.map((q) => (
          <li key={q.id} className="rounded-2xl bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-display text-lg leading-tight font-semibold">{q.customerName}</p>
                <p className="text-sm text-smoke">{projectTypeLabel(q.projectType)} · #{q.id.slice(-8)}</p>
              </div>
              <QuoteStage quote={q} />
            </div>
            <p className="mt-2 line-clamp-2 text-sm">{q.projectDescription}</p>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div><dt className="text-xs text-smoke">Amount</dt><dd className="font-semibold">{q.amount ? formatUsd(toCents(q.amount)) : '—'}</dd></div>
              <div><dt className="text-xs text-smoke">Follow up</dt><dd>{q.followUpOn ? formatCalendarDate(q.followUpOn, SHORT) : '—'}</dd></div>
              <div><dt className="text-xs text-smoke">Owner</dt><dd className="truncate">{q.owner?.name ?? '—'}</dd></div>
            </dl>
            <Button variant="outline" className="mt-3 h-11 w-full" onClick={() => setOpen(q)} aria-label={`Work the quote of ${q.customerName}`}>
              Work quote
            </Button>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="text-smoke">No open quotes.</p>}
      {open && <WorkQuoteDialog quote={quotes.data.find((q) => q.id === open.id) ?? open} onClose={() => setOpen(null)} />}
    </div>
  );
}

function QuoteStage({ quote }: { quote: CustomQuote }) {
  if (quote.order && quote.order.status !== 'pending' && quote.order.status !== 'cancelled') return <StatusPill tone="good">Deposit paid</StatusPill>;
  if (quote.offeredAt) return <StatusPill tone="waiting">Link sent</StatusPill>;
  return <StatusPill tone="neutral">{quote.status[0]!.toUpperCase() + quote.status.slice(1)}</StatusPill>;
}
