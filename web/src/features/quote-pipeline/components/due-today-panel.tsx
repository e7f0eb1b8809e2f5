import { formatUsd, toCents } from '@sdp/shared/money';
import { Link } from '@tanstack/react-router';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useDueQuotes } from '../api/get-due-quotes.ts';

/** "Due today": open quotes whose follow-up date is today or past (San Diego's calendar), oldest first (ADR 035). */
export function DueTodayPanel() {
  const due = useDueQuotes();
  if (!due.data) return null;
  const { today, quotes } = due.data;
  return (
    <section aria-labelledby="due-today" className="mb-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="due-today" className="font-display text-xl font-semibold">Follow up today</h2>
        <Link to="/pipeline" className="text-sm font-medium text-ember hover:underline">Open the pipeline</Link>
      </div>
      {quotes.length === 0 ? (
        <p className="mt-2 text-sm text-smoke">Nothing due on {formatCalendarDate(today, { weekday: 'long', month: 'long', day: 'numeric' })}.</p>
      ) : (
        <ul className="mt-3 divide-y divide-charcoal/10">
          {quotes.map((q) => (
            <li key={q.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
              <span className="font-medium">{q.customerName}</span>
              <span className="text-smoke">
                {q.followUpOn && q.followUpOn < today ? `Overdue since ${formatCalendarDate(q.followUpOn, { month: 'short', day: 'numeric' })}` : 'Today'}
                {q.owner ? ` · ${q.owner.name}` : ' · no owner'}
                {q.amount ? ` · ${formatUsd(toCents(q.amount))}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
