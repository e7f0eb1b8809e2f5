import type { FreshnessCheck } from '@sdp/shared/wire-weather';
import { Link } from '@tanstack/react-router';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { formatCalendarDate, type CalendarDateStyle } from '../../../lib/format-date.ts';
import { useFreshnessChecks } from '../api/freshness-checks.ts';
import { useFreshnessCheckDone } from '../api/freshness-check-done.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { formatDateTime } from '../../../lib/staff-format.ts';

const DAY: CalendarDateStyle = { weekday: 'long', month: 'short', day: 'numeric' };
const WHAT: Record<FreshnessCheck['kind'], { label: string; look: string }> = {
  heat: { label: 'After heat', look: 'Water and perk up the mums, swap any soft pumpkin.' },
  wind: { label: 'After wind', look: 'Stand up what tipped, re-stack the hay, replace anything broken.' },
};

/**
 * Weather care's freshness checks (docs/design.md §19, ADR 131): the homes whose households were told of heat or strong wind, to
 * visit the morning after, grouped by day; each is ticked done there and then shows who did it and when (ADR 138). Nothing shows
 * when there are none.
 */
export function FreshnessChecks() {
  const { data } = useFreshnessChecks();
  if (!data || data.checks.length === 0) return null;
  const days = [...new Set(data.checks.map((c) => c.checkDate))];
  return (
    <section aria-labelledby="freshness-checks" className="mb-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="freshness-checks" className="font-display text-xl font-semibold">Freshness checks</h2>
        <p className="text-sm text-smoke">Weather care: the morning after heat or strong wind.</p>
      </div>
      {days.map((day) => (
        <div key={day} className="mt-4">
          <h3 className="text-sm font-semibold text-charcoal">{formatCalendarDate(day, DAY)}</h3>
          <ul className="mt-1 divide-y divide-charcoal/10">
            {data.checks.filter((c) => c.checkDate === day).map((c) => (
              <li key={c.id} className="grid gap-2 py-3 text-sm sm:grid-cols-[1fr_auto] sm:items-start sm:gap-4">
                <div className="min-w-0 space-y-0.5">
                  <p className="flex flex-wrap items-baseline gap-x-3">
                    <Link to="/orders/$id" params={{ id: c.orderId }} className="font-medium hover:underline">{c.customerName}</Link>
                    <a href={`tel:${c.customerPhone.replace(/[^\d+]/g, '')}`} className="text-ember-deep hover:underline">{c.customerPhone}</a>
                  </p>
                  <p className="text-smoke">{c.address}, {c.city} {c.zipCode}{c.crew ? ` · crew ${c.crew}` : ''}</p>
                  <p className="text-smoke">{WHAT[c.kind].look}</p>
                </div>
                <div className="flex flex-col items-start gap-2 sm:items-end">
                  <StatusPill tone="waiting" sunlight>{WHAT[c.kind].label}: {c.forecast} on {formatCalendarDate(c.eventDate, { weekday: 'short' })}</StatusPill>
                  <CheckDone check={c} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** "Mark done" for a check still to do; who did it and when for one done (ADR 138). */
function CheckDone({ check }: { check: FreshnessCheck }) {
  const done = useFreshnessCheckDone();
  if (check.checkedAt) {
    return <StatusPill tone="good" sunlight>Done by {check.checkedBy} · {formatDateTime(check.checkedAt)}</StatusPill>;
  }
  const error = done.error instanceof ApiError ? done.error.serverMessage : done.error ? 'Could not save it. Check the signal and try again.' : null;
  return (
    <>
      <Button variant="outline" disabled={done.isPending} onClick={() => done.mutate(check.id)} aria-label={`Mark the check at ${check.address} done`}>
        {done.isPending ? 'Saving...' : 'Mark done'}
      </Button>
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
    </>
  );
}
