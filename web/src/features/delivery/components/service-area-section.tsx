import { lazy, Suspense, useState } from 'react';
import { SitePicture, type Picture } from '../../../components/ui/site-picture.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LabelList } from '../../../components/ui/label-list.tsx';
import { useHomeCommunities } from '../api/get-home-communities.ts';

const SERVICE_AREA_MAP: Picture = { src: '/images/service-area-map.svg', width: 640, height: 560 };

const ZipCheckDialog = lazy(() => import('./zip-check-dialog.tsx'));

/** Fee zones of docs/product-spec.md §9, measured from our Mira Mesa studio. */
const FEE_ZONES = [
  { name: 'Local', distance: 'Within 10 miles of Mira Mesa', fee: 'Free', swatch: 'bg-ember' },
  { name: 'Standard', distance: '11 - 25 miles', fee: '$25', swatch: 'bg-pumpkin' },
  { name: 'Extended', distance: '26+ miles', fee: '$50+', swatch: 'bg-gold' },
];

/** Delivery-zone / service-area section (docs/product-spec.md §2): map, three fee zones, the 21 communities and the zip check. */
export function ServiceAreaSection() {
  const { data: communities } = useHomeCommunities();
  const [zipOpen, setZipOpen] = useState(false);
  return (
    <section id="service-areas" aria-labelledby="areas-title" className="bg-parchment py-24">
      <div className="container-page grid gap-12 lg:grid-cols-2 lg:items-center">
        <figure className="overflow-hidden rounded-3xl bg-cream shadow-card">
          <SitePicture
            picture={SERVICE_AREA_MAP}
            alt="Map of San Diego County showing the Local, Standard and Extended delivery zones around Mira Mesa"
            className="h-auto w-full"
          />
        </figure>
        <div>
          <p className="eyebrow">Where we deliver</p>
          <h2 id="areas-title" className="mt-3 text-3xl font-medium sm:text-4xl">Serving San Diego County</h2>
          <p className="mt-4 text-smoke">
            White-Glove delivery is free throughout our service area. Drop-Off delivery is free locally, with modest fees farther out.
          </p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-3">
            {FEE_ZONES.map((zone) => (
              <li key={zone.name} className="rounded-xl bg-white p-4">
                <span className={`block h-1.5 w-10 rounded-full ${zone.swatch}`} aria-hidden="true" />
                <p className="mt-3 font-display text-lg font-semibold text-charcoal">{zone.name}</p>
                <p className="text-xs text-smoke">{zone.distance}</p>
                <p className="mt-2 font-semibold text-ember">{zone.fee}</p>
              </li>
            ))}
          </ul>
          {communities && communities.length > 0 && (
            <>
              <h3 className="mt-10 font-sans text-sm font-semibold tracking-[0.18em] text-charcoal uppercase">Communities we serve</h3>
              <LabelList items={communities} className="mt-4 flex flex-wrap gap-2" itemClassName="rounded-full border border-charcoal/15 bg-white/70 px-3 py-1 text-sm text-ink" />
            </>
          )}
          <Button
            className="mt-10"
            size="lg"
            variant="dark"
            onClick={() => setZipOpen(true)}
            aria-haspopup="dialog"
            data-early-dialog="Check Your Zip Code"
            data-early-dialog-description="See whether we deliver to your home."
          >
            Check Your Zip Code
          </Button>
        </div>
      </div>
      {zipOpen && (
        <Suspense fallback={null}>
          <ZipCheckDialog onClose={() => setZipOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
