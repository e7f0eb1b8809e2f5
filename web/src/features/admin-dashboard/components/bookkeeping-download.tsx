import { sanDiegoDate } from '@sdp/shared/pacific-time';
import { useState } from 'react';
import * as v from 'valibot';
import { bookkeepingRangeSchema } from '@sdp/shared/bookkeeping';
import { formatUsd, toCents } from '@sdp/shared/money';
import { buttonClass } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { API_BASE } from '../../../lib/api-fetch.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useCollectedInRange } from '../api/get-admin-stats.ts';

/** Today's San Diego calendar day, yyyy-MM-dd. */
const sanDiegoToday = () => sanDiegoDate(new Date());
const shortDay = (day: string) => formatCalendarDate(day, { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The accountant's CSV (docs/design.md §21, ADR 123): a plain GET form, so the browser downloads the file with the session cookie
 * it already has. Both days are San Diego days and both are included; the month so far is the first offer. Beside it, what was
 * collected over the same days (ADR 151), which the file's amounts add up to.
 */
export function BookkeepingDownload() {
  const [to, setTo] = useState(sanDiegoToday);
  const [from, setFrom] = useState(() => `${to.slice(0, 8)}01`);
  const range = v.safeParse(bookkeepingRangeSchema, { from, to });
  return (
    <section aria-labelledby="bookkeeping-heading" className="rounded-xl border border-charcoal/10 bg-white p-4 sm:p-5">
      <h2 id="bookkeeping-heading" className="text-lg font-semibold">Bookkeeping</h2>
      <p className="mt-1 text-sm text-smoke">
        Every payment and refund by San Diego day, with the order, customer and Stripe ID. Refunds are negative; the amounts add up to
        what was collected over those days.
      </p>
      <div className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <form method="get" action={`${API_BASE}/admin/bookkeeping.csv`} className="flex flex-wrap items-end gap-3">
          <InputField label="From" type="date" name="from" required value={from} max={to} onChange={(e) => setFrom(e.target.value)} className="w-full sm:w-44" />
          <InputField label="To" type="date" name="to" required value={to} min={from} onChange={(e) => setTo(e.target.value)} className="w-full sm:w-44" />
          <button type="submit" className={buttonClass('dark', 'md', 'w-full sm:w-auto')}>Download CSV</button>
        </form>
        <CollectedInRange range={range.success ? range.output : null} />
      </div>
    </section>
  );
}

/** What was collected over the chosen days: payments in less refunds, each on the San Diego day it settled (ADR 151). */
function CollectedInRange({ range }: { range: { from: string; to: string } | null }) {
  const collected = useCollectedInRange(range);
  const shown = range && collected.data;
  return (
    <dl aria-live="polite" className="rounded-lg bg-cream/60 px-4 py-3 lg:min-w-64 lg:text-right">
      <dt className="text-xs font-medium tracking-wide text-smoke uppercase">
        Collected{shown ? `, ${shortDay(shown.from)} to ${shortDay(shown.to)}` : ''}
      </dt>
      <dd className="mt-1 font-display text-2xl font-semibold text-charcoal tabular-nums">
        {range === null ? (
          <span className="block font-sans text-base leading-snug font-normal text-smoke">Choose a first day on or before the last</span>
        ) : collected.isError ? (
          <span role="alert" className="block font-sans text-base leading-snug font-normal text-danger">Could not be loaded</span>
        ) : shown ? (
          formatUsd(toCents(shown.collected), { alwaysCents: true })
        ) : (
          '…'
        )}
      </dd>
      <dd className="mt-0.5 text-xs text-smoke">Paid in, less refunds, by the day each settled: the CSV's total</dd>
    </dl>
  );
}
