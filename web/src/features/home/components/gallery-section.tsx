import { lazy, Suspense, useState } from 'react';
import { assetUrl } from '../../../lib/asset-url.ts';
import { useGoToSection } from '../../../lib/use-go-to-section.ts';
import { Button } from '../../../components/ui/button.tsx';
import { GALLERY, type GalleryItem } from '../data/gallery.ts';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const TransformationDialog = lazy(() => import('./transformation-dialog.tsx'));

function GalleryCard({ item, onOpen }: { item: GalleryItem; onOpen: () => void }) {
  const [showAfter, setShowAfter] = useState(true);
  return (
    <article className="overflow-hidden rounded-2xl bg-ink shadow-card">
      <div className="relative">
        <img
          src={assetUrl(showAfter ? item.afterImage : item.beforeImage)}
          alt={`${item.location} porch ${showAfter ? 'after' : 'before'} styling`}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full object-cover"
        />
        <p className="absolute top-4 left-4 rounded-full bg-charcoal/80 px-3 py-1 text-xs font-semibold tracking-wider text-cream uppercase">
          {showAfter ? 'After' : 'Before'}
        </p>
      </div>
      <div className="p-6">
        <h3 className="text-xl font-semibold text-cream">{item.location}</h3>
        <p className="mt-1 text-sm text-cream/75">{item.packageType} · {item.date}</p>
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

/** Transformation Gallery (id gallery, docs/product-spec.md §2). */
export function GallerySection() {
  const [open, setOpen] = useState<GalleryItem | null>(null);
  const goToSection = useGoToSection();
  return (
    <section id="gallery" aria-labelledby="gallery-title" className="bg-charcoal py-24">
      <div className="container-page">
        <SectionHeading light id="gallery-title" eyebrow="Before & after" title="Transformation Gallery" lede="Three San Diego porches, from everyday entrance to autumn showpiece." />
        <div className="mt-14 grid gap-8 md:grid-cols-3">
          {GALLERY.map((item) => (
            <GalleryCard key={item.id} item={item} onOpen={() => setOpen(item)} />
          ))}
        </div>
        <div className="mt-12 text-center">
          <Button size="lg" onClick={() => goToSection('packages')}>
            Start Your Project
          </Button>
        </div>
      </div>
      {open && (
        <Suspense fallback={null}>
          <TransformationDialog item={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
