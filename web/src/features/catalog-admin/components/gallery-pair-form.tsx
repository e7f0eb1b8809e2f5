import { useState, type ReactNode } from 'react';
import type { AdminGalleryItem } from '@sdp/shared/wire-catalog-admin';
import { Button } from '../../../components/ui/button.tsx';
import { actionError } from '../../../components/ui/confirm-dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSaveGalleryPair } from '../api/catalog-admin.ts';
import { PhotoUpload, usePhotoUpload } from './photo-upload.tsx';

/**
 * One before/after pair as staff edit it (docs/design.md §13), or a new one (`pair` null: both photographs needed). `actions`
 * holds the pair's place in the list (move, remove), which the list owns.
 */
export function GalleryPairForm({ pair, actions, onSaved }: { pair: AdminGalleryItem | null; actions?: ReactNode; onSaved?: () => void }) {
  const [draft, setDraft] = useState({
    location: pair?.location ?? '', packageType: pair?.packageType ?? '', takenOn: pair?.takenOn ?? '', description: pair?.description ?? '', active: pair?.active ?? true,
  });
  const before = usePhotoUpload(pair?.beforeImage ?? null);
  const after = usePhotoUpload(pair?.afterImage ?? null);
  const save = useSaveGalleryPair();
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const name = pair?.location ?? 'the new pair';
  const missingPhoto = !pair && (!before.image || !after.image);

  const submit = () =>
    save.mutate(
      { id: pair?.id ?? null, body: { ...draft, beforeImageId: before.image?.id ?? null, afterImageId: after.image?.id ?? null } },
      {
        onSuccess: () => {
          toast({ title: pair ? 'Gallery pair saved' : 'Gallery pair added', description: `${draft.location} is updated on the home page.`, variant: 'success' });
          onSaved?.();
        },
      },
    );

  return (
    <form
      aria-label={pair ? `Edit gallery pair ${pair.location}` : 'Add a gallery pair'}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6 lg:grid-cols-[20rem_1fr]"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        {([['Before', before, pair?.beforeImageUrl], ['After', after, pair?.afterImageUrl]] as const).map(([stage, upload, fallback]) => (
          <div key={stage}>
            <p className="mb-1 text-xs font-semibold tracking-wider text-smoke uppercase">{stage}</p>
            <PhotoUpload upload={upload} fallbackUrl={fallback ?? null} aspect="aspect-[4/3]" label={`${stage} photograph for ${name}`} alt={`${draft.location || 'New pair'} ${stage.toLowerCase()}`} />
          </div>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Location">
          {({ id }) => <input id={id} className={inputClass} value={draft.location} onChange={(e) => set('location', e.target.value)} />}
        </Field>
        <Field label="Package">
          {({ id }) => <input id={id} className={inputClass} value={draft.packageType} placeholder="Golden Harvest · White-Glove" onChange={(e) => set('packageType', e.target.value)} />}
        </Field>
        <Field label="Date shown" hint="The month and year the photographs were taken. Leave empty to show none.">
          {({ id, describedBy }) => <input id={id} aria-describedby={describedBy} className={inputClass} value={draft.takenOn} onChange={(e) => set('takenOn', e.target.value)} />}
        </Field>
        <label className="flex items-center gap-2 self-end pb-3 text-sm">
          <input type="checkbox" className="h-5 w-5 accent-ember" checked={draft.active} onChange={(e) => set('active', e.target.checked)} /> Shown on the home page
        </label>
        <Field label="Description (in the full view)" className="sm:col-span-2">
          {({ id }) => <textarea id={id} rows={2} className={inputClass} value={draft.description} onChange={(e) => set('description', e.target.value)} />}
        </Field>
        {save.error && <p role="alert" className="text-sm text-danger sm:col-span-2">{actionError(save.error)}</p>}
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
          <Button type="submit" variant="dark" className="h-11 w-full sm:w-auto" disabled={save.isPending || before.uploading || after.uploading || missingPhoto}>
            {save.isPending ? 'Saving...' : pair ? `Save ${pair.location}` : 'Add pair'}
          </Button>
          {actions}
          {missingPhoto && <p className="w-full text-xs text-smoke">Upload a before and an after photograph to add the pair.</p>}
        </div>
      </div>
    </form>
  );
}
