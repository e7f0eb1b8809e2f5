import { sanDiegoDate } from '@sdp/shared/pacific-time';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { API_BASE } from '../../../lib/api-fetch.ts';

/**
 * The crew's tips for payroll (docs/design.md §27, ADR 302): a plain GET form, as the bookkeeping CSV, so the browser downloads the
 * file with its session. One line per crew and day the crew decorated porches: the tips, what of them was refunded, and what to pay.
 */
export function CrewTipsDownload() {
  const [to, setTo] = useState(() => sanDiegoDate(new Date()));
  const [from, setFrom] = useState(() => `${to.slice(0, 8)}01`);
  return (
    <section aria-labelledby="crew-tips-heading" className="rounded-xl border border-charcoal/10 bg-white p-4 sm:p-5">
      <h2 id="crew-tips-heading" className="text-lg font-semibold">Crew tips for payroll</h2>
      <p className="mt-1 text-sm text-smoke">
        Tips customers gave the crew, per crew and by the San Diego day it decorated the porch, refunds taken off. Tips are the crew's:
        they are not in the revenue cards nor in what was collected.
      </p>
      <form method="get" action={`${API_BASE}/admin/tips.csv`} className="mt-4 flex flex-wrap items-end gap-3">
        <InputField label="From" type="date" name="from" required value={from} max={to} onChange={(e) => setFrom(e.target.value)} className="w-full sm:w-44" />
        <InputField label="To" type="date" name="to" required value={to} min={from} onChange={(e) => setTo(e.target.value)} className="w-full sm:w-44" />
        <button type="submit" className={buttonClass('dark', 'md', 'w-full sm:w-auto')}>Download tips CSV</button>
      </form>
    </section>
  );
}
