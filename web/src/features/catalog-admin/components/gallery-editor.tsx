import { useState } from 'react';
import type { AdminGalleryItem } from '@sdp/shared/wire-catalog-admin';
import { Button } from '../../../components/ui/button.tsx';
import { actionError, ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteGalleryPair, useReorderGallery } from '../api/catalog-admin.ts';
import { GalleryPairForm } from './gallery-pair-form.tsx';

/** `ids` with the one at `from` moved one place up (-1) or down (+1). */
const moved = (ids: string[], from: number, by: -1 | 1) => {
  const next = [...ids];
  [next[from], next[from + by]] = [next[from + by]!, next[from]!];
  return next;
};

/** The home page's before/after pairs in their order: edit, move, remove, add (docs/design.md §13). */
export function GalleryEditor({ pairs }: { pairs: AdminGalleryItem[] }) {
  const reorder = useReorderGallery();
  const remove = useDeleteGalleryPair();
  const [removing, setRemoving] = useState<AdminGalleryItem | null>(null);
  const [added, setAdded] = useState(0);
  const ids = pairs.map((p) => p.id);
  return (
    <div className="space-y-4">
      <p className="text-sm text-smoke">Shown on the home page in this order. Illustrations stand in until a photograph is uploaded.</p>
      {reorder.error && <p role="alert" className="text-sm text-danger">{actionError(reorder.error)}</p>}
      {pairs.map((pair, i) => (
        <GalleryPairForm
          key={pair.id}
          pair={pair}
          actions={
            <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto">
              <Button variant="outline" className="h-11 px-3 whitespace-nowrap" disabled={i === 0 || reorder.isPending} onClick={() => reorder.mutate(moved(ids, i, -1))} aria-label={`Move ${pair.location} up`}>
                <span aria-hidden="true">↑</span> Up
              </Button>
              <Button variant="outline" className="h-11 px-3 whitespace-nowrap" disabled={i === pairs.length - 1 || reorder.isPending} onClick={() => reorder.mutate(moved(ids, i, 1))} aria-label={`Move ${pair.location} down`}>
                <span aria-hidden="true">↓</span> Down
              </Button>
              <Button variant="outline" className="h-11 px-3 whitespace-nowrap text-danger" onClick={() => setRemoving(pair)} aria-label={`Remove ${pair.location}`}>
                Remove
              </Button>
            </div>
          }
        />
      ))}
      <h3 className="pt-2 font-semibold">Add a pair</h3>
      <GalleryPairForm key={`new-${added}`} pair={null} onSaved={() => setAdded((n) => n + 1)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.location ?? 'this pair'}?`}
        description="The pair leaves the home page at once. Its photographs stay stored, so a package or another pair can still use them."
        confirmLabel="Remove pair"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      />
    </div>
  );
}
