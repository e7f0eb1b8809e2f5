import { lazy, Suspense, useState } from 'react';
import type { GalleryItem } from '@sdp/shared/wire';
import { useGoToSection } from '../../../lib/use-go-to-section.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { useGallery } from '../api/get-gallery.ts';
import { GalleryPhoto, pairCaption } from './gallery-photo.tsx';

const TransformationDialog = lazy(() => import('./transformation-dialog.tsx'));
// NOTE: three cards a row from md up, one a row below it; the browser picks the width for the screen's density.
const CARD_SIZES = '(min-width: 1280px) 24rem, (min-width: 768px) 31vw, calc(100vw - 2.5rem)';
const picture = 'aspect-[4/3] w-full object-cover';

function GalleryCard({ item, onOpen }: { item: GalleryItem; onOpen: () => void }) {
  const [showAfter, setShowAfter] = useState(true);
  const caption = pairCaption(item);
  return (
    <article className="overflow-hidden rounded-2xl bg-ink shadow-card">
      <div className="relative bg-charcoal">
        <GalleryPhoto key={showAfter ? 'after' : 'before'} item={item} stage={showAfter ? 'after' : 'before'} sizes={CARD_SIZES} className={picture} />
        <p className="absolute top-4 left-4 rounded-full bg-charcoal/80 px-3 py-1 text-xs font-semibold tracking-wider text-cream uppercase">
          {showAfter ? 'After' : 'Before'}
        </p>
      </div>
      <div className="p-6">
        <h3 className="text-xl font-semibold text-cream">{item.location}</h3>
        {caption && <p className="mt-1 text-sm text-cream/75">{caption}</p>}
        <div className="mt-5 flex flex-wrap gap-2">
          <Button size="sm" variant="light" onClick={() => setShowAfter((value) => !value)} aria-pressed={!showAfter}>
            {showAfter ? 'Show Before' : 'Show After'}
          </Button>
          <Button size="sm" variant="outline" className="border-cream/35 text-cream hover:border-cream hover:bg-cream/10" onClick={onOpen}>
            View Full Transformation
          </Button>
        </div>
      </div>
    </article>
  );
}

/** Transformation Gallery (id gallery, docs/product-spec.md §2): the before/after pairs staff manage (docs/design.md §13). */
export function GallerySection() {
  // NOTE: the home route's loader has loaded the pairs (routes/index.tsx), on the server too; a failed read shows no cards.
  const items = useGallery().data ?? [];
  const [open, setOpen] = useState<GalleryItem | null>(null);
  const goToSection = useGoToSection();
  return (
    <PageSection
      id="gallery"
      heading={{
        id: 'gallery-title',
        eyebrow: 'Before & after',
        title: 'Transformation Gallery',
        lede: items.length === 0 ? 'New photographs of our porches are on their way.' : 'San Diego porches, from everyday entrance to autumn showpiece.',
        light: true,
      }}
      className="bg-charcoal py-24"
    >
      <div className="mt-14 grid gap-8 md:grid-cols-3">
        {items.map((item) => (
          <GalleryCard key={item.id} item={item} onOpen={() => setOpen(item)} />
        ))}
      </div>
      <div className="mt-12 text-center">
        <Button size="lg" onClick={() => goToSection('packages')}>
          Start Your Project
        </Button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <TransformationDialog item={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </PageSection>
  );
}
