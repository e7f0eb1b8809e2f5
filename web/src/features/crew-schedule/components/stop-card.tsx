import { useState } from 'react';
import type { RunSheetStop } from '@sdp/shared/wire-crew';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useDeliverStop } from '../api/deliver-stop.ts';

const mapsLink = (stop: RunSheetStop) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${stop.address}, ${stop.city}, CA ${stop.zipCode}`)}`;

/** One stop: who, where (tap to call, tap to open in maps), what to set up, and "Delivered" (the money flow's deliver action). */
export function StopCard({ stop, number }: { stop: RunSheetStop; number: number }) {
  const delivered = stop.status === 'delivered' || stop.status === 'completed';
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm print:break-inside-avoid print:shadow-none print:ring-1 print:ring-charcoal/20 sm:p-6">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-ember font-bold text-white">{number}</span>
        <div className="min-w-0 flex-1">
          <h3 className="font-display text-lg leading-tight font-semibold">
            <span className="sr-only">Stop {number}: </span>
            {stop.customerName}
          </h3>
          <p className="text-sm text-smoke">
            {stop.packageName} · {stop.serviceType === 'white-glove' ? 'White-Glove' : 'Drop-Off'}
          </p>
        </div>
        {delivered ? <StatusPill tone="good">Delivered</StatusPill> : <StatusPill tone="waiting">To deliver</StatusPill>}
      </div>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <a href={`tel:${stop.customerPhone.replace(/[^\d+]/g, '')}`} className="flex min-h-11 items-center gap-2 rounded-xl bg-cream px-3 text-sm font-medium hover:bg-parchment">
          <Icon path="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
          <span>Call {stop.customerPhone}</span>
        </a>
        <a href={mapsLink(stop)} target="_blank" rel="noreferrer" className="flex min-h-11 items-center gap-2 rounded-xl bg-cream px-3 py-2 text-sm font-medium hover:bg-parchment">
          <Icon path="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
          <span>{stop.address}, {stop.city} {stop.zipCode}</span>
        </a>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-smoke uppercase">Add-ons</dt>
          <dd>{stop.addOns.length ? stop.addOns.map((a) => `${a.name} × ${a.quantity}`).join(', ') : 'None'}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-smoke uppercase">Photos</dt>
          <dd>{stop.photoPermission ? 'Yes, photos allowed' : 'No photos'}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs font-semibold tracking-wide text-smoke uppercase">Special instructions</dt>
          <dd className="whitespace-pre-line">{stop.specialInstructions || 'None'}</dd>
        </div>
        {stop.porchNotes && (
          <div className="sm:col-span-2">
            <dt className="text-xs font-semibold tracking-wide text-smoke uppercase">Porch notes</dt>
            <dd className="whitespace-pre-line">{stop.porchNotes}</dd>
          </div>
        )}
        <div className="sm:col-span-2">
          <dt className="text-xs font-semibold tracking-wide text-smoke uppercase">Load for this stop</dt>
          <dd>{stop.load.map((l) => `${l.item} × ${l.quantity}`).join(', ') || 'Nothing listed'}</dd>
        </div>
      </dl>
      {!delivered && <DeliverButton stop={stop} />}
    </li>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 shrink-0 text-ember">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

function DeliverButton({ stop }: { stop: RunSheetStop }) {
  const [open, setOpen] = useState(false);
  const deliver = useDeliverStop();
  const paid = stop.status === 'deposit_paid';
  const error = deliver.error instanceof ApiError ? deliver.error.serverMessage : deliver.error ? 'Could not mark it delivered. Please try again.' : null;
  return (
    <div className="mt-4 print:hidden">
      <Button variant="dark" className="h-12 w-full" disabled={!paid} onClick={() => setOpen(true)}>
        Delivered
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={`Mark ${stop.customerName} delivered?`} description="The customer's balance is charged or e-mailed as agreed. This cannot be undone here.">
        {error && <p role="alert" className="mb-3 text-sm text-danger">{error}</p>}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" className="h-12" onClick={() => setOpen(false)}>Not yet</Button>
          <Button
            variant="primary"
            className="h-12"
            disabled={deliver.isPending}
            onClick={() => deliver.mutate({ id: stop.orderId }, { onSuccess: () => setOpen(false) })}
          >
            {deliver.isPending ? 'Saving...' : 'Yes, delivered'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
