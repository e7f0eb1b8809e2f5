import type { GalleryItem } from '@sdp/shared/wire';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { GalleryPhoto, pairCaption } from './gallery-photo.tsx';

/** Both images of a transformation side by side. */
export default function TransformationDialog({ item, onClose }: { item: GalleryItem; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${item.location} Transformation`} description={pairCaption(item) || undefined} className="max-w-4xl">
      <div className="grid gap-4 sm:grid-cols-2">
        {(['before', 'after'] as const).map((stage) => (
          <figure key={stage}>
            <GalleryPhoto item={item} stage={stage} eager sizes="(min-width: 896px) 27rem, (min-width: 640px) 45vw, 90vw" className="aspect-[4/3] w-full rounded-xl object-cover" />
            <figcaption className="mt-2 text-center text-sm font-semibold tracking-wider text-smoke uppercase">{stage === 'before' ? 'Before' : 'After'}</figcaption>
          </figure>
        ))}
      </div>
      {item.description && <p className="mt-4 text-sm leading-relaxed text-smoke">{item.description}</p>}
    </Dialog>
  );
}
