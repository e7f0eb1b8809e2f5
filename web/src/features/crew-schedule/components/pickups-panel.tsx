import type { PickupListEntry } from '@sdp/shared';
import { Link } from '@tanstack/react-router';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { usePickups } from '../api/get-pickups.ts';

const DAY = { weekday: 'short', month: 'short', day: 'numeric' } as const;

/**
 * Pick-ups (docs/design.md §26): who is not yet picked up, by day and crew, then those done with the pounds donated; the season's
 * figures on top. Nothing shows before the first porch with removal is delivered. Sunlight colours (7:1, issue 29) like every
 * crew screen: the pills' sunlight tones, and no muted words on the cream figure tiles.
 */
export function PickupsPanel() {
  const { data } = usePickups();
  if (!data || data.pickups.length === 0) return null;
  const waiting = data.pickups.filter((p) => p.status === 'scheduled');
  const done = data.pickups.filter((p) => p.status === 'picked_up');
  return (
    <section aria-labelledby="pickups" className="mb-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6" data-pickups>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="pickups" className="font-display text-xl font-semibold">Pick-ups</h2>
        <p className="text-sm text-smoke">
          Season's pick-up days: {data.pickupDates.map((d) => formatCalendarDate(d, { month: 'short', day: 'numeric' })).join(', ')}
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
        <Figure label="Not yet picked up" value={String(data.notYetPickedUp)} />
        <Figure label="Picked up" value={String(data.pickedUp)} />
        <Figure label="Pounds to farms" value={`${data.poundsDonated} lb`} />
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-charcoal">Not yet picked up ({waiting.length})</h3>
      {waiting.length === 0 ? <p className="mt-1 text-sm text-smoke">Every porch is cleared.</p> : <PickupRows rows={waiting} />}
      {done.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-charcoal">Picked up ({done.length})</h3>
          <PickupRows rows={done} />
        </>
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-cream px-2 py-3">
      <dt className="text-xs font-semibold tracking-wide text-charcoal uppercase">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-semibold text-charcoal tabular-nums">{value}</dd>
    </div>
  );
}

function PickupRows({ rows }: { rows: PickupListEntry[] }) {
  return (
    <ul className="mt-1 divide-y divide-charcoal/10">
      {rows.map((p) => (
        <li key={p.orderId} className="grid gap-1 py-2.5 text-sm sm:grid-cols-[9rem_1fr_auto] sm:items-center sm:gap-4">
          <span className="font-medium text-charcoal">{formatCalendarDate(p.date, DAY)} · crew {p.crew}</span>
          <span className="min-w-0">
            <Link to="/orders/$id" params={{ id: p.orderId }} className="font-medium hover:underline">{p.customerName}</Link>
            <span className="text-smoke"> · {p.address}, {p.city} {p.zipCode}{p.chosenByCustomer ? ' · day chosen by the customer' : ''}</span>
          </span>
          {/* NOTE: its own width on a phone, where the row is one column (a grid item would stretch to it). */}
          <span className="justify-self-start sm:justify-self-end">
            {p.status === 'picked_up'
              ? <StatusPill tone="good" sunlight>Picked up{p.poundsDonated !== null ? ` · ${p.poundsDonated} lb` : ''}</StatusPill>
              : <StatusPill tone="waiting" sunlight>Not yet picked up</StatusPill>}
          </span>
        </li>
      ))}
    </ul>
  );
}
