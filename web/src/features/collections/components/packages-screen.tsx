import { Link } from '@tanstack/react-router';
import { PAGE_ERRORS } from '@sdp/shared/constants/page-errors';
import type { Package } from '@sdp/shared/wire';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CatalogLoadState } from './catalog-load-state.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/seo.ts';
import { usePackages } from '../../../lib/api/catalog.ts';
import { useSeason } from '../../../lib/api/get-season.ts';
import { isBookingOpen } from '../../../lib/season-copy.ts';
import { OffSeasonNotice } from '../../../components/off-season-notice.tsx';
import { groupPackages } from '../../../lib/group-packages.ts';
import { CustomQuoteCta } from './custom-quote-cta.tsx';
import { FeatureList } from './feature-list.tsx';
import { PackageImage } from './package-image.tsx';
import { PricePair } from './price-pair.tsx';

/** /packages (docs/product-spec.md §2): every package with both prices, View Details and Select Package. */
export function PackagesScreen() {
  usePageMeta('/packages');
  const { data: packages, isPending, isError } = usePackages();
  const groups = groupPackages(packages ?? []);
  const ordered = [...groups['white-glove'], ...groups['drop-off']];
  const { data: season } = useSeason();
  const bookable = !season || isBookingOpen(season);
  return (
    <main>
      <PageHeader
        eyebrow="The packages"
        title="Autumn Packages, Styled for San Diego Homes"
        lede="Every package comes two ways: White-Glove, designed and installed by our team, or Drop-Off, a curated collection delivered to your door."
      />
      <div className="container-page py-14 sm:py-20">
        <CatalogLoadState pending={isPending} failed={isError} loadingLabel="Loading packages" error={PAGE_ERRORS.packages} />
        {!bookable && <OffSeasonNotice season={season} className="mb-10" />}
        {ordered.length > 0 && (
          <ul className="grid gap-8 md:grid-cols-2">
            {ordered.map((pkg, index) => (
              <li key={pkg.id}>
                <PackageListCard pkg={pkg} eager={index < 2} bookable={bookable} />
              </li>
            ))}
          </ul>
        )}
        <CustomQuoteCta />
      </div>
    </main>
  );
}

function PackageListCard({ pkg, eager, bookable }: { pkg: Package; eager: boolean; bookable: boolean }) {
  return (
    <article className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ${pkg.isPopular ? 'ring-2 ring-gold' : ''}`}>
      {pkg.isPopular && (
        <p className="absolute top-4 left-4 z-10 rounded-full bg-charcoal px-3 py-1 text-xs font-semibold tracking-wider text-gold uppercase">Most Popular</p>
      )}
      <PackageImage pkg={pkg} eager={eager} />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <h2 className="text-3xl font-semibold">{pkg.name}</h2>
        <p className="mt-3 text-sm leading-relaxed text-smoke">{pkg.description}</p>
        <div className="mt-5">
          <PricePair pkg={pkg} />
        </div>
        <FeatureList features={pkg.features} className="mt-6 flex-1" />
        <div className={`mt-8 grid gap-3 ${bookable ? 'sm:grid-cols-2' : ''}`}>
          <Link to="/packages/$id" params={{ id: pkg.id }} className={buttonClass('outline')} aria-label={`View Details: ${pkg.name}`}>
            View Details
          </Link>
          {/* NOTE: off season the notice above says when booking opens instead (docs/design.md §16). */}
          {bookable && (
            <Link to="/reserve" search={{ package: pkg.id }} className={buttonClass(pkg.isPopular ? 'primary' : 'dark')} aria-label={`Select Package: ${pkg.name}`}>
              Select Package
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
