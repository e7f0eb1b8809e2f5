import { Link } from '@tanstack/react-router';
import { PAGE_ERRORS } from '@sdp/shared/constants/page-errors';
import { formatUsd, toCents } from '@sdp/shared/money';
import type { Package } from '@sdp/shared/wire';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CatalogLoadState } from './catalog-load-state.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { usePackages } from '../../../lib/api/catalog.ts';
import { COLLECTION_COPY } from '../data/collection-copy.ts';
import { featurePreview, groupCollections, type Collection } from '../logic/group-collections.ts';
import { CustomQuoteCta } from './custom-quote-cta.tsx';
import { FeatureList } from './feature-list.tsx';
import { PackageImage } from './package-image.tsx';

// NOTE: the count follows the catalog, so the heading never promises a collection staff have taken off sale.
const COUNT_WORDS = ['Our collections', 'One collection', 'Two collections', 'Three collections', 'Four collections'];
const collectionCount = (n: number) => COUNT_WORDS[n] ?? `${n} collections`;

/** /collections (docs/product-spec.md §2, §9): packages grouped by White-Glove price; empty collections are not shown. */
export function CollectionsScreen() {
  usePageMeta('/collections');
  const { data: packages, isPending, isError } = usePackages();
  const collections = groupCollections(packages ?? []);
  return (
    <main>
      <PageHeader
        dark
        eyebrow="Luxury Fall Collections"
        title="The Collections"
        lede={`${collectionCount(collections.length)}, each designed around the scale of your home. Every piece is hand-selected from local farms and styled to last the season.`}
      />
      <div className="container-page py-14 sm:py-20">
        <CatalogLoadState pending={isPending} failed={isError} loadingLabel="Loading collections" error={PAGE_ERRORS.collections} />
        <div className="space-y-20">
          {collections.map((collection) => (
            <CollectionSection key={collection.name} collection={collection} />
          ))}
        </div>
        <CustomQuoteCta />
      </div>
    </main>
  );
}

function CollectionSection({ collection }: { collection: Collection<Package> }) {
  const id = `collection-${collection.name.split(' ')[0]?.toLowerCase()}`;
  const copy = COLLECTION_COPY[collection.name];
  return (
    <section aria-labelledby={id} className={cn(collection.featured && 'rounded-3xl bg-parchment p-6 ring-1 ring-gold/40 sm:p-10')}>
      <div className="max-w-2xl">
        <p className="eyebrow">{copy.eyebrow}</p>
        <h2 id={id} className="mt-2 text-3xl font-medium sm:text-4xl">
          {collection.name}
        </h2>
        <p className="mt-3 leading-relaxed text-smoke">{copy.lede}</p>
      </div>
      <ul className={cn('mt-8 grid gap-6 md:grid-cols-2', collection.packages.length > 2 && 'lg:grid-cols-3')}>
        {collection.packages.map((pkg) => (
          <li key={pkg.id}>
            <CollectionCard pkg={pkg} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CollectionCard({ pkg }: { pkg: Package }) {
  const { visible, more } = featurePreview(pkg.features);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card">
      {pkg.isPopular && (
        <p className="absolute top-4 left-4 z-10 rounded-full bg-charcoal px-3 py-1 text-xs font-semibold tracking-wider text-gold uppercase">Most Popular</p>
      )}
      <PackageImage pkg={pkg} />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-2xl font-semibold">{pkg.name}</h3>
        <p className="mt-2 text-sm text-smoke">
          Starting at <span className="font-display text-xl text-ember">{formatUsd(toCents(pkg.dropOffPrice))}</span>
        </p>
        <FeatureList features={visible} more={more} className="mt-5 flex-1" />
        <div className="mt-6 flex gap-3">
          <Link to="/packages/$id" params={{ id: pkg.id }} className={buttonClass('outline', 'sm', 'flex-1')} aria-label={`View Details: ${pkg.name}`}>
            View Details
          </Link>
          <Link to="/reserve" search={{ package: pkg.id }} className={buttonClass('dark', 'sm', 'flex-1')} aria-label={`Reserve ${pkg.name}`}>
            Reserve
          </Link>
        </div>
      </div>
    </article>
  );
}
