import { PAGE_ERRORS } from '@sdp/shared/constants/page-errors';
import { SERVICE_LEVELS, SERVICE_LEVEL_LABELS } from '@sdp/shared/constants/business';
import { type Package } from '@sdp/shared/wire';
import { levelPriceRange } from '@sdp/shared/catalog-prices';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePackages } from '../../../lib/api/catalog.ts';
import { groupPackages } from '../../../lib/group-packages.ts';
import { PackageCard } from './package-card.tsx';
import { AddOnsGrid } from './add-ons-grid.tsx';
import { CustomProjectsBlock } from './custom-projects-block.tsx';

/** Packages (id packages, docs/product-spec.md §2): two groups by level, highest price first, then add-ons and the custom block. */
export function PackagesSection({ onReserve, onRequestQuote }: { onReserve: (pkg: Package) => void; onRequestQuote: () => void }) {
  const { data: packages, isPending, isError } = usePackages();
  const groups = groupPackages(packages ?? []);
  return (
    <section id="packages" aria-labelledby="packages-title" className="py-24">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">The collections</p>
          <h2 id="packages-title" className="mt-3 text-3xl font-medium sm:text-4xl lg:text-5xl">Choose Your Autumn Porch</h2>
          <p className="mt-4 text-base leading-relaxed text-smoke sm:text-lg">
            Four signature collections, two levels of service. Reserve today with a 30% deposit; the balance is due at delivery.
          </p>
        </div>
        {isPending && <Spinner label="Loading packages" className="min-h-96" />}
        {isError && <p className="mt-12 text-center text-danger">{PAGE_ERRORS.packages}</p>}
        {packages &&
          SERVICE_LEVELS.map((level) =>
            groups[level].length === 0 ? null : (
              <div key={level} className="mt-16">
                <div className="mb-8 flex flex-wrap items-end justify-between gap-3 border-b border-charcoal/10 pb-4">
                  <div>
                    <p className="eyebrow">{SERVICE_LEVEL_LABELS[level].name}</p>
                    <h3 className="mt-2 text-2xl font-semibold sm:text-3xl">{SERVICE_LEVEL_LABELS[level].heading}</h3>
                  </div>
                  <p className="text-sm text-smoke">{levelPriceRange(packages, level)}</p>
                </div>
                <div className="grid gap-8 md:grid-cols-2">
                  {groups[level].map((pkg) => (
                    <PackageCard key={pkg.id} pkg={pkg} onReserve={onReserve} />
                  ))}
                </div>
              </div>
            ),
          )}
        <AddOnsGrid />
        <CustomProjectsBlock onRequestQuote={onRequestQuote} />
      </div>
    </section>
  );
}
