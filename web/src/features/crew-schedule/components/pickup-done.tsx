import { useState } from 'react';
import type { RunSheetStop } from '@sdp/shared/wire-crew';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useQueuedActions, useRunSheetAction } from '../api/run-sheet-actions.ts';
import { TakePhotos } from './after-photos.tsx';

// NOTE: the same deeper ember as the stop card's big taps: 8.5:1 for a sunny driveway (issue 29).
const SUNLIT_PRIMARY = 'bg-ember-deep! hover:bg-charcoal!';

/** "12.5" from what the crew typed; null when it is not a weight. */
const poundsOf = (typed: string): number | null => {
  const n = Number(typed.replace(',', '.').trim());
  return typed.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 5000 ? Math.round(n * 10) / 10 : null;
};

/**
 * A pick-up stop's close (docs/design.md §26): photograph the cleared porch, weigh what goes to the farm, tap "Picked up". With
 * no signal both wait on the phone, the photo first (ADR 146: the tap goes in the photos' lane, behind it).
 */
export function PickupDone({ stop }: { stop: RunSheetStop }) {
  const done = useRunSheetAction('pickup-done');
  const [pounds, setPounds] = useState('');
  const queued = useQueuedActions().filter((q) => q.status === 'pending' && q.action.orderId === stop.orderId);
  const doneWaiting = queued.some((q) => q.action.kind === 'pickup-done');
  const photoTaken = stop.photos.some((p) => p.kind === 'porch_cleared')
    || queued.some((q) => q.action.kind === 'photo' && q.action.photoKind === 'porch_cleared');
  const weight = poundsOf(pounds);
  const error = done.error instanceof ApiError ? done.error.serverMessage : done.error ? 'Could not close the pick-up. Please try again.' : null;
  if (stop.pickup?.status === 'picked_up' || doneWaiting) {
    const lb = stop.pickup?.poundsDonated ?? (queued.find((q) => q.action.kind === 'pickup-done')?.action as { poundsDonated?: number } | undefined)?.poundsDonated ?? 0;
    return (
      <p className="mt-4 rounded-xl bg-cream p-3 text-sm font-medium text-charcoal" data-pickup-done>
        {doneWaiting ? 'Picked up, waiting to send' : 'Picked up'} · {lb} lb to the farm. The customer is thanked.
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-3 print:hidden" data-pickup-close>
      <TakePhotos stop={stop} photoKind="porch_cleared" label={photoTaken ? 'Add another cleared-porch photo' : '1. Photograph the cleared porch'} />
      <InputField
        label="2. Pounds donated to the farm"
        hint="As weighed at the farm gate; 0 when none went."
        inputMode="decimal"
        value={pounds}
        onChange={(e) => setPounds(e.currentTarget.value)}
        error={pounds !== '' && weight === null ? 'Enter a weight from 0 to 5000 lb' : undefined}
        className="text-base"
      />
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
      <Button
        variant="primary"
        className={`h-14 w-full text-base ${SUNLIT_PRIMARY}`}
        disabled={!photoTaken || weight === null || (done.isPending && !done.isPaused)}
        onClick={() => done.mutate({ kind: 'pickup-done', orderId: stop.orderId, customerName: stop.customerName, poundsDonated: weight! })}
      >
        {done.isPending && !done.isPaused ? 'Saving...' : '3. Picked up'}
      </Button>
      {!photoTaken && <p className="text-sm text-ink">The pick-up closes with a photo of the cleared porch.</p>}
    </div>
  );
}
