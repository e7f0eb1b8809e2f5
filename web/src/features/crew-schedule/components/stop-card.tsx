import { BUSINESS_TIME_ZONE } from '@sdp/shared/pacific-time';
import { useState } from 'react';
import { onlineManager } from '@tanstack/react-query';
import type { RunSheetStop } from '@sdp/shared/wire-crew';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useQueuedActions, useRunSheetAction, type QueuedAction } from '../api/run-sheet-actions.ts';
import { clockTime, clockWindow } from '../logic/clock-time.ts';
import { StopTiming } from './stop-timing.tsx';
import { AfterPhotoStrip, TakePhotos } from './after-photos.tsx';
import { PorchNotes } from './porch-notes.tsx';
import { PickupDone } from './pickup-done.tsx';

// NOTE: white on ember is 6.2:1, short of the 7:1 (WCAG AAA) the crew needs in a sunny driveway (issue 29); the deeper ember is 8.5:1.
// Important, so it wins over Button's own primary colour whatever the stylesheet's order.
const SUNLIT_PRIMARY = 'bg-ember-deep! hover:bg-charcoal!';

const mapsLink = (stop: RunSheetStop) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${stop.address}, ${stop.city}, CA ${stop.zipCode}`)}`;

/** One stop: who, where (tap to call, tap to open in maps), what to set up, and "Delivered" (the money flow's deliver action). */
export function StopCard({ stop, number }: { stop: RunSheetStop; number: number }) {
  // NOTE: waiting = paused (no signal, or behind an earlier tap): one on its way now is the open dialog's "Saving...", whose refusal
  // (a 409) it must still show. A "Delivered" waiting shows as delivered on this phone: the crew moves on, the queue sends it (ADR 146).
  const waiting = useQueuedActions().filter((q) => q.status === 'pending' && q.paused && q.action.orderId === stop.orderId);
  const deliverWaiting = waiting.some((q) => q.action.kind === 'deliver');
  const delivered = stop.status === 'delivered' || stop.status === 'completed' || deliverWaiting;
  // A pick-up stop (docs/design.md §26): the porch was decorated weeks ago; today it is cleared, photographed and weighed.
  const pickup = stop.kind === 'pickup';
  const pickedUp = stop.pickup?.status === 'picked_up' || waiting.some((q) => q.action.kind === 'pickup-done');
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm print:break-inside-avoid print:shadow-none print:ring-1 print:ring-charcoal/20 sm:p-6">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-ember-deep font-bold text-white">{number}</span>
        <div className="min-w-0 flex-1">
          <h3 className="font-display text-lg leading-tight font-semibold">
            <span className="sr-only">Stop {number}: </span>
            {stop.customerName}
          </h3>
          <p className="text-sm text-smoke">
            {pickup ? 'Pick-up · ' : ''}{stop.packageName} · {stop.serviceType === 'white-glove' ? 'White-Glove' : 'Drop-Off'}
          </p>
          {deliverWaiting && (
            <p className="mt-1">
              <StatusPill tone="waiting" sunlight>Delivered, waiting to send</StatusPill>
            </p>
          )}
        </div>
        {/* NOTE: a tap waiting for signal gets its own line under the name: beside it, the longer pill squeezed the name to a column. */}
        {pickup && (pickedUp ? <StatusPill tone="good" sunlight>Picked up</StatusPill> : <StatusPill tone="waiting" sunlight>To pick up</StatusPill>)}
        {!pickup && !deliverWaiting && (delivered ? <StatusPill tone="good" sunlight>Delivered</StatusPill> : <StatusPill tone="waiting" sunlight>To deliver</StatusPill>)}
      </div>
      <StopTiming stop={stop} number={number} />
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
        <PorchNotes stop={stop} waiting={waiting} />
        <div className="sm:col-span-2">
          <dt className="text-xs font-semibold tracking-wide text-smoke uppercase">{pickup ? 'Load back from this porch' : 'Load for this stop'}</dt>
          <dd>{stop.load.map((l) => `${l.item} × ${l.quantity}`).join(', ') || 'Nothing listed'}</dd>
        </div>
      </dl>
      <div className="print:hidden">
        <AfterPhotoStrip stop={stop} />
      </div>
      {pickup && <PickupDone stop={stop} />}
      {!pickup && !delivered && (
        <div className="mt-4 grid gap-2 print:hidden sm:grid-cols-2">
          <OnMyWayButton stop={stop} waiting={waiting} />
          <DeliverButton stop={stop} />
        </div>
      )}
      {!pickup && delivered && (
        <div className="mt-4 print:hidden">
          <TakePhotos stop={stop} label={stop.photos.length ? 'Add more after photos' : 'Take after photos'} />
        </div>
      )}
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
  const deliver = useRunSheetAction('deliver');
  const paid = stop.status === 'deposit_paid';
  const error = deliver.error instanceof ApiError ? deliver.error.serverMessage : deliver.error ? 'Could not mark it delivered. Please try again.' : null;
  return (
    <div>
      <Button variant="dark" className="h-14 w-full text-base" disabled={!paid} onClick={() => setOpen(true)}>
        Delivered
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={`Mark ${stop.customerName} delivered?`} description="The customer's balance is charged or e-mailed as agreed. This cannot be undone here.">
        <div className="mb-4 rounded-xl bg-cream p-3">
          <p className="mb-2 text-sm font-medium text-charcoal">
            {stop.photos.length
              ? `${stop.photos.length} after ${stop.photos.length === 1 ? 'photo' : 'photos'} taken. The customer sees them on their order page.`
              : 'Take after photos of the finished porch first: the customer sees them on their order page.'}
          </p>
          <TakePhotos stop={stop} label={stop.photos.length ? 'Take another photo' : 'Take after photos'} />
        </div>
        {error && <p role="alert" className="mb-3 text-sm text-danger">{error}</p>}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" className="h-12" onClick={() => setOpen(false)}>Not yet</Button>
          <Button
            variant="primary"
            className={`h-12 ${SUNLIT_PRIMARY}`}
            disabled={deliver.isPending && !deliver.isPaused}
            onClick={() => {
              deliver.mutate({ kind: 'deliver', orderId: stop.orderId, customerName: stop.customerName, clientId: crypto.randomUUID() }, { onSuccess: () => setOpen(false) });
              // NOTE: without signal the tap is queued (shown on the card and in "waiting to send"): nothing to wait for here.
              if (!onlineManager.isOnline()) setOpen(false);
            }}
          >
            {deliver.isPending && !deliver.isPaused ? 'Saving...' : 'Yes, delivered'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** When "On my way" went, in the crew's words: "Texted 9:02 AM: 9:00 – 10:00 AM". */
const toldLine = (told: NonNullable<RunSheetStop['onMyWay']>) =>
  `${told.channel === 'text' ? 'Texted' : 'E-mailed'} ${clockTime(new Date(told.sentAt).toLocaleTimeString('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit' }))}: arriving ${clockWindow(told.window.from, told.window.to)}`;

/**
 * "On my way" (docs/design.md §20, ADR 133): one big tap, thumb-sized at 390 px. The server works out the window and sends once a
 * day; after that the button says what went, and a second tap (another phone, a stale sheet) is told it was already sent.
 */
function OnMyWayButton({ stop, waiting }: { stop: RunSheetStop; waiting: QueuedAction[] }) {
  const onMyWay = useRunSheetAction('on-my-way');
  const queued = waiting.some((q) => q.action.kind === 'on-my-way');
  const result = onMyWay.data;
  const told = stop.onMyWay ?? (result ? { sentAt: result.sentAt, channel: result.channel, window: result.window } : null);
  const error = onMyWay.error instanceof ApiError ? onMyWay.error.serverMessage : onMyWay.error ? 'Could not send it. Check the signal and try again.' : null;
  return (
    <div>
      <Button
        variant={told ? 'outline' : 'primary'}
        className={`h-14 w-full text-base ${told ? '' : SUNLIT_PRIMARY}`}
        disabled={onMyWay.isPending || queued || stop.status !== 'deposit_paid'}
        onClick={() => onMyWay.mutate({ kind: 'on-my-way', orderId: stop.orderId, customerName: stop.customerName })}
        data-on-my-way
      >
        {queued ? 'On my way: waiting to send' : onMyWay.isPending ? 'Sending...' : told ? 'On my way: sent' : 'On my way'}
      </Button>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-charcoal">
        {result?.already ? `Already sent today. ${toldLine(told!)}` : told ? toldLine(told) : null}
      </p>
      {error && <p role="alert" className="mt-1 text-sm text-danger">{error}</p>}
    </div>
  );
}
