import { Dialog } from '../../../components/ui/dialog.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import type { GalleryItem } from '../data/gallery.ts';

/** Both images of a transformation side by side. */
export default function TransformationDialog({ item, onClose }: { item: GalleryItem; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${item.location} Transformation`} description={`${item.packageType} · ${item.date}`} className="max-w-4xl">
      <div className="grid gap-4 sm:grid-cols-2">
        {(['before', 'after'] as const).map((stage) => (
          <figure key={stage}>
            <img
              src={assetUrl(stage === 'before' ? item.beforeImage : item.afterImage)}
              alt={`${item.location} porch ${stage} styling`}
              width={800}
              height={600}
              className="aspect-[4/3] w-full rounded-xl object-cover"
            />
            <figcaption className="mt-2 text-center text-sm font-semibold tracking-wider text-smoke uppercase">{stage === 'before' ? 'Before' : 'After'}</figcaption>
          </figure>
        ))}
      </div>
    </Dialog>
  );
}
