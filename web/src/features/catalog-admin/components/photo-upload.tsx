import { useState } from 'react';
import type { ResponsiveImage } from '@sdp/shared/wire';
import { CatalogPhoto } from '../../../components/ui/catalog-photo.tsx';
import { actionError } from '../../../components/ui/confirm-dialog.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { uploadPhotograph } from '../api/catalog-admin.ts';

/** What the server accepts (it checks the bytes, not this list): JPEG, PNG and HEIC/HEIF from an iPhone. */
const ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.heic,.heif';

/** The photograph a form holds: uploaded at once on choosing a file, so Save only sends its id. */
export function usePhotoUpload(initial: ResponsiveImage | null) {
  const [image, setImage] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      setImage(await uploadPhotograph(file));
    } catch (err) {
      setError(actionError(err));
    } finally {
      setUploading(false);
    }
  };
  return { image, uploading, error, choose };
}

/** A preview (the photograph, else the committed illustration, else an empty frame) with its upload link and the server's refusal. */
export function PhotoUpload({
  upload,
  fallbackUrl,
  label,
  alt,
  aspect = 'aspect-[3/2]',
}: {
  upload: ReturnType<typeof usePhotoUpload>;
  fallbackUrl: string | null;
  label: string;
  alt: string;
  aspect?: string;
}) {
  const { image, uploading, error, choose } = upload;
  return (
    <div className="space-y-2">
      <div className={cn('overflow-hidden rounded-xl bg-parchment', aspect)}>
        <CatalogPhoto image={image} fallbackUrl={fallbackUrl} alt={alt} sizes="14rem" className="h-full w-full object-cover" />
      </div>
      <label className="block cursor-pointer text-center text-sm font-medium text-ember underline-offset-4 hover:underline">
        {uploading ? 'Uploading...' : image ? 'Replace photograph' : 'Upload photograph'}
        <input type="file" accept={ACCEPT} className="sr-only" aria-label={label} onChange={(e) => void choose(e.target.files?.[0])} />
      </label>
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
    </div>
  );
}
