import { useId, useState } from 'react';
import type { RunSheetStop } from '@sdp/shared/wire-crew';
import { Button } from '../../../components/ui/button.tsx';
import { CatalogPhoto } from '../../../components/ui/catalog-photo.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useMoveToGallery, type PhotoKind } from '../api/after-photos.ts';
import { useRunSheetAction } from '../api/run-sheet-actions.ts';
import { resizeForUpload } from '../logic/resize-photo.ts';

const problem = (error: unknown, fallback: string) => (error instanceof ApiError ? (error.serverMessage ?? fallback) : error ? fallback : null);

/**
 * "Take after photos" (docs/design.md §20, ADR 134): the phone's camera (capture="environment"), each photo resized on the phone and
 * queued with an id made here, sent in the order taken, with or without signal right now (ADR 146). A label styled as a big
 * button, so one thumb opens the camera.
 */
export function TakePhotos({ stop, label = 'Take after photos', photoKind = 'after' }: { stop: RunSheetStop; label?: string; photoKind?: PhotoKind }) {
  const id = useId();
  const send = useRunSheetAction('photo');
  const [resizing, setResizing] = useState(false);
  const error = problem(send.error, 'A photo could not be sent. Take it again.');
  const queue = async (files: File[]) => {
    setResizing(true);
    try {
      // NOTE: one at a time, in the order taken: each is resized here, then waits its turn in the queue behind the taps before it.
      for (const file of files) {
        const { blob } = await resizeForUpload(file);
        send.mutate({ kind: 'photo', orderId: stop.orderId, customerName: stop.customerName, clientId: crypto.randomUUID(), photo: blob, photoKind });
      }
    } finally {
      setResizing(false);
    }
  };
  return (
    <div>
      <label
        htmlFor={id}
        className="flex h-14 w-full cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-charcoal bg-white px-4 text-base font-semibold text-charcoal hover:bg-cream focus-within:ring-2 focus-within:ring-ember"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 text-ember">
          <path fill="currentColor" d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
        </svg>
        {resizing ? 'Getting the photos ready...' : label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        className="sr-only"
        disabled={resizing}
        data-after-photo-input
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          if (files.length) void queue(files);
        }}
      />
      {error && <p role="alert" className="mt-1 text-sm text-danger">{error}</p>}
    </div>
  );
}

/**
 * The stop's after photos as thumbnails (on a pick-up stop, its "porch cleared" photos); with the customer's photo permission each
 * can become a gallery pair in one tap (ADR 135).
 */
export function AfterPhotoStrip({ stop }: { stop: RunSheetStop }) {
  const move = useMoveToGallery();
  const error = problem(move.error, 'Could not add it to the gallery. Please try again.');
  const cleared = stop.kind === 'pickup';
  const photos = stop.photos.filter((p) => (p.kind === 'porch_cleared') === cleared);
  if (photos.length === 0) return null;
  return (
    <div className="mt-3" data-after-photos>
      <p className="text-xs font-semibold tracking-wide text-smoke uppercase">
        {cleared ? 'Porch cleared' : 'After photos'} ({photos.length})
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {photos.map((photo, i) => (
          <li key={photo.id} className="overflow-hidden rounded-xl bg-cream">
            <CatalogPhoto image={photo.image} fallbackUrl={null} alt={`${cleared ? 'Cleared porch photo' : 'After photo'} ${i + 1} of ${stop.customerName}'s porch`} sizes="(min-width: 640px) 12rem, 45vw" className="aspect-[4/3] w-full object-cover" />
            {stop.photoPermission && (
              <div className="p-2">
                {photo.inGallery ? (
                  <p className="flex min-h-11 items-center justify-center text-sm font-semibold text-charcoal">In the gallery (hidden)</p>
                ) : (
                  <Button variant="outline" className="h-11 w-full" disabled={move.isPending} onClick={() => move.mutate(photo.id)}>
                    To the gallery
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {!stop.photoPermission && <p className="mt-1 text-sm text-smoke">No photo permission: these stay on the order, off the gallery.</p>}
      {error && <p role="alert" className="mt-1 text-sm text-danger">{error}</p>}
    </div>
  );
}
