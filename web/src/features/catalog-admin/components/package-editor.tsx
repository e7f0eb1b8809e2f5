import { useState } from 'react';
import type { AdminPackage } from '@sdp/shared/wire-catalog-admin';
import { Button } from '../../../components/ui/button.tsx';
import { actionError } from '../../../components/ui/confirm-dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSavePackage } from '../api/catalog-admin.ts';
import { whatChanged } from '../logic/what-changed.ts';

const PACKAGE_WORDS = {
  name: { label: 'Name' }, whiteGlovePrice: { label: 'White-Glove price', money: true }, dropOffPrice: { label: 'Drop-Off price', money: true },
  description: { label: 'Description' }, features: { label: 'Features' }, isPopular: { label: 'Most popular' }, active: { label: 'On the site' },
};
import { PhotoUpload, usePhotoUpload } from './photo-upload.tsx';

/** One package as staff edit it: words, both prices, popular and active, and its photograph (uploaded, checked by the server). */
export function PackageEditor({ pkg }: { pkg: AdminPackage }) {
  const [draft, setDraft] = useState({
    name: pkg.name, description: pkg.description, features: pkg.features.join('\n'), whiteGlovePrice: pkg.whiteGlovePrice,
    dropOffPrice: pkg.dropOffPrice, isPopular: pkg.isPopular, active: pkg.active,
  });
  const photo = usePhotoUpload(pkg.image);
  const save = useSavePackage();
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = () =>
    save.mutate(
      {
        id: pkg.id,
        body: {
          name: draft.name, description: draft.description, features: draft.features.split('\n').map((l) => l.trim()).filter(Boolean),
          serviceLevel: pkg.serviceLevel, whiteGlovePrice: draft.whiteGlovePrice, dropOffPrice: draft.dropOffPrice,
          isPopular: draft.isPopular, imageId: photo.image?.id ?? null, active: draft.active,
        },
      },
      {
        onSuccess: () => {
          const before = { ...pkg, features: pkg.features.join('\n') };
          const changed = whatChanged(before, draft, PACKAGE_WORDS);
          const photoLine = (photo.image?.id ?? null) !== (pkg.image?.id ?? null) ? ' New photograph.' : '';
          toast({ title: 'Package saved', description: `${draft.name}: ${changed}${photoLine} The site shows it now.`, variant: 'success' });
        },
      },
    );

  return (
    <form
      aria-label={`Edit ${pkg.name}`}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6 lg:grid-cols-[14rem_1fr]"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <PhotoUpload upload={photo} fallbackUrl={pkg.imageUrl} label={`Photograph for ${pkg.name}`} alt={`${pkg.name} photograph`} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Name" className="sm:col-span-2">
          {({ id }) => <input id={id} className={inputClass} value={draft.name} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field label="White-Glove price ($)">
          {({ id }) => <input id={id} inputMode="decimal" className={inputClass} value={draft.whiteGlovePrice} onChange={(e) => set('whiteGlovePrice', e.target.value)} />}
        </Field>
        <Field label="Drop-Off price ($)">
          {({ id }) => <input id={id} inputMode="decimal" className={inputClass} value={draft.dropOffPrice} onChange={(e) => set('dropOffPrice', e.target.value)} />}
        </Field>
        <Field label="Description" className="sm:col-span-2">
          {({ id }) => <textarea id={id} rows={2} className={inputClass} value={draft.description} onChange={(e) => set('description', e.target.value)} />}
        </Field>
        <Field label="Features (one per line)" className="sm:col-span-2">
          {({ id }) => <textarea id={id} rows={4} className={inputClass} value={draft.features} onChange={(e) => set('features', e.target.value)} />}
        </Field>
        <div className="flex flex-wrap gap-5 text-sm sm:col-span-2">
          <label className="flex items-center gap-2">
            <input type="checkbox" className="h-5 w-5 accent-ember" checked={draft.isPopular} onChange={(e) => set('isPopular', e.target.checked)} /> Client Favorite
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" className="h-5 w-5 accent-ember" checked={draft.active} onChange={(e) => set('active', e.target.checked)} /> On sale
          </label>
        </div>
        {save.error && <p role="alert" className="text-sm text-danger sm:col-span-2">{actionError(save.error)}</p>}
        <div className="sm:col-span-2">
          <Button type="submit" variant="dark" className="h-11 w-full sm:w-auto" disabled={save.isPending || photo.uploading}>
            {save.isPending ? 'Saving...' : `Save ${pkg.name}`}
          </Button>
          <p className="mt-2 text-xs text-smoke">Orders already placed keep the prices they were booked at.</p>
        </div>
      </div>
    </form>
  );
}
