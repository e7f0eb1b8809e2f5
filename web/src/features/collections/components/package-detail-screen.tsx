import { Link } from '@tanstack/react-router';
import { SERVICE_LEVELS, SERVICE_LEVEL_LABELS, type ServiceLevel } from '@sdp/shared/constants/business';
import { PAGE_ERRORS } from '@sdp/shared/constants/page-errors';
import { formatUsd, toCents } from '@sdp/shared/money';
import type { Package } from '@sdp/shared/wire';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { BulletList } from '../../../components/ui/bullet-list.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useDocumentMeta } from '../../../lib/seo.ts';
import { usePackage } from '../../../lib/api/get-package.ts';
import { useSeason } from '../../../lib/api/get-season.ts';
import { isBookingOpen } from '../../../lib/season-copy.ts';
import { OffSeasonNotice } from '../../../components/off-season-notice.tsx';
import { FeatureList } from './feature-list.tsx';
import { PackageImage } from './package-image.tsx';

const LEVEL_COPY: Record<ServiceLevel, { lede: string; includes: string[] }> = {
  'white-glove': {
    lede: 'We design, deliver, install and maintain your display, then take it all away at season’s end.',
    includes: ['Design consultation', 'Professional installation', 'Seasonal maintenance', 'Teardown and cleanup', 'Free delivery within the service radius'],
  },
  'drop-off': {
    lede: 'Your curated collection, delivered to your door and ready for you to style.',
    includes: ['Curated decor, delivered', 'Free delivery within 10 miles of Mira Mesa', 'Setup & Staging available as an add-on', 'Optional teardown and cleanup ($95)'],
  },
};

/** /packages/{id} (docs/product-spec.md §2): features and the two service choices that lead to /reserve. */
export function PackageDetailScreen({ id }: { id: string }) {
  const { data: pkg, isPending, isError } = usePackage(id);
  useDocumentMeta(
    pkg ? `${pkg.name} | SD Pumpkin Packages` : 'Package Details | SD Pumpkin',
    pkg ? `${pkg.name}: ${pkg.description}` : 'SD Pumpkin porch package details, with White-Glove and Drop-Off service options.',
  );
  return (
    <main className="container-page py-10 sm:py-14">
      <Link to="/packages" className="text-sm font-medium text-ember hover:underline">
        ← All packages
      </Link>
      {isPending && <Spinner label="Loading package" className="min-h-96" />}
      {isError && (
        <div className="py-20 text-center">
          <h1 className="text-3xl font-medium">Package Details</h1>
          <p role="alert" className="mt-4 text-danger">{PAGE_ERRORS.packageDetail}</p>
          <Link to="/packages" className={buttonClass('dark', 'md', 'mt-8')}>View All Packages</Link>
        </div>
      )}
      {pkg && <Detail pkg={pkg} />}
    </main>
  );
}

function Detail({ pkg }: { pkg: Package }) {
  const { data: season } = useSeason();
  const bookable = !season || isBookingOpen(season);
  return (
    <>
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:items-start">
        <div className="group overflow-hidden rounded-3xl shadow-card">
          <PackageImage pkg={pkg} eager className="aspect-[4/3]" />
        </div>
        <div>
          {pkg.isPopular && <p className="mb-4 inline-block rounded-full bg-charcoal px-3 py-1 text-xs font-semibold tracking-wider text-gold uppercase">Most Popular</p>}
          <h1 className="text-4xl font-medium sm:text-5xl">{pkg.name}</h1>
          <p className="mt-4 text-lg leading-relaxed text-smoke">{pkg.description}</p>
          <h2 className="mt-8 font-sans text-xs font-semibold tracking-[0.2em] text-smoke uppercase">What’s in the collection</h2>
          <FeatureList features={pkg.features} className="mt-4 sm:columns-2 sm:gap-8 [&>li]:break-inside-avoid [&>li]:pb-2" />
        </div>
      </div>
      <section aria-labelledby="choose-service" className="mt-16">
        <h2 id="choose-service" className="text-center text-3xl font-medium sm:text-4xl">Choose Your Service</h2>
        <div className="mx-auto mt-8 grid max-w-4xl gap-6 md:grid-cols-2">
          {SERVICE_LEVELS.map((level) => (
            <ServiceChoice key={level} pkg={pkg} level={level} bookable={bookable} />
          ))}
        </div>
        {!bookable && <OffSeasonNotice season={season} className="mx-auto mt-8 max-w-4xl" />}
      </section>
    </>
  );
}

function ServiceChoice({ pkg, level, bookable }: { pkg: Package; level: ServiceLevel; bookable: boolean }) {
  const price = level === 'white-glove' ? pkg.whiteGlovePrice : pkg.dropOffPrice;
  const featured = level === 'white-glove';
  return (
    <article className={`flex flex-col rounded-2xl p-7 ${featured ? 'bg-charcoal text-cream' : 'bg-white shadow-card'}`}>
      <p className={featured ? 'eyebrow text-gold' : 'eyebrow'}>{SERVICE_LEVEL_LABELS[level].heading}</p>
      <h3 className={`mt-2 text-2xl font-semibold ${featured ? 'text-cream' : ''}`}>{SERVICE_LEVEL_LABELS[level].name}</h3>
      <p className={`mt-3 font-display text-4xl ${featured ? 'text-gold' : 'text-ember'}`}>{formatUsd(toCents(price))}</p>
      <p className={`mt-3 text-sm leading-relaxed ${featured ? 'text-cream/80' : 'text-smoke'}`}>{LEVEL_COPY[level].lede}</p>
      <BulletList items={LEVEL_COPY[level].includes} className={`mt-5 flex-1 space-y-2 text-sm ${featured ? 'text-cream/90' : 'text-ink'}`} />
      {/* NOTE: off season no screen offers a checkout (docs/design.md §16): the notice below says when booking opens. */}
      {bookable && (
        <Link
          to="/reserve"
          search={{ package: pkg.id, service: level }}
          className={buttonClass(featured ? 'primary' : 'dark', 'lg', 'mt-7 w-full')}
          aria-label={`Reserve ${pkg.name} with ${SERVICE_LEVEL_LABELS[level].name}`}
        >
          Reserve {level === 'white-glove' ? 'White-Glove' : 'Drop-Off'}
        </Link>
      )}
    </article>
  );
}
