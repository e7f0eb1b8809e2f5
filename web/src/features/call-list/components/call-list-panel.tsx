import { SERVICE_LEVEL_LABELS } from '@sdp/shared/constants/business';
import { pacificWallTime } from '@sdp/shared/pacific-time';
import type { CallListEntryWire } from '@sdp/shared/wire-staff';
import { Link } from '@tanstack/react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useCallList } from '../api/get-call-list.ts';
import { useMarkCalled } from '../api/mark-called.ts';

const day = (iso: string) => formatCalendarDate(iso, { weekday: 'long', month: 'short', day: 'numeric' });

/** "Calls to make": the spec promises a call 24 to 48 hours before delivery; this is who, with a phone to tap (ADR 050). */
export function CallListPanel() {
  const list = useCallList();
  if (!list.data) return null;
  const { from, to, entries } = list.data;
  const open = entries.filter((e) => !e.called).length;
  return (
    <section aria-labelledby="call-list" className="mb-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="call-list" className="font-display text-xl font-semibold">Calls before delivery</h2>
        <p className="text-sm text-smoke">
          Deliveries {day(from)} and {day(to)}{entries.length ? ` · ${open} of ${entries.length} to call` : ''}
        </p>
      </div>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-smoke">No deliveries in the next two days: nobody to call.</p>
      ) : (
        <ul className="mt-3 divide-y divide-charcoal/10">
          {entries.map((e) => <CallRow key={e.orderId} entry={e} />)}
        </ul>
      )}
    </section>
  );
}

function CallRow({ entry: e }: { entry: CallListEntryWire }) {
  const mark = useMarkCalled();
  const when = e.crewDayAssigned ? `${day(e.deliveryDay)}${e.crew ? ` · crew ${e.crew}` : ''}` : `Week of ${day(e.deliveryDay)} · no crew day yet`;
  return (
    <li className="grid gap-2 py-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-baseline gap-x-3">
          <Link to="/orders/$id" params={{ id: e.orderId }} className="font-medium hover:underline">{e.customerName}</Link>
          <a href={`tel:${e.customerPhone.replace(/[^\d+]/g, '')}`} className="font-semibold text-ember hover:underline">{e.customerPhone}</a>
        </p>
        <p className="text-smoke">{when} · {e.packageName}, {SERVICE_LEVEL_LABELS[e.serviceType].name}</p>
        <p className="text-smoke">{e.address}, {e.city} {e.zipCode}</p>
        {e.specialInstructions.trim() && <p className="text-smoke">Instructions: {e.specialInstructions}</p>}
      </div>
      {e.called ? (
        <StatusPill tone="good">Called {pacificWallTime(e.called.at)} PT{e.called.by ? ` by ${e.called.by}` : ''}</StatusPill>
      ) : (
        <Button variant="outline" size="sm" disabled={mark.isPending} onClick={() => mark.mutate(e.orderId)}>
          Mark called
        </Button>
      )}
      {mark.isError && <p role="alert" className="text-danger sm:col-span-2">Could not record the call. Please try again.</p>}
    </li>
  );
}
