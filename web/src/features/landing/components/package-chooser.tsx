import { levelPriceRange } from '@sdp/shared/catalog-prices';
import { Button } from '../../../components/ui/button.tsx';
import { BulletList } from '../../../components/ui/bullet-list.tsx';
import { usePackages } from '../../../lib/api/catalog.ts';
import { cn } from '../../../components/ui/cn.ts';
import { LANDING_PACKAGES, type LandingProjectType } from '../data/landing-content.ts';
import { PageSection } from '../../../components/ui/page-section.tsx';

/** Package chooser (id services): picking a package remembers it for the quote form and scrolls there. */
export function PackageChooser({ chosen, onChoose }: { chosen: LandingProjectType; onChoose: (projectType: LandingProjectType) => void }) {
  const packages = usePackages().data ?? [];
  return (
    <PageSection
      id="services"
      heading={{ id: 'services-title', eyebrow: 'Two ways to fall', title: 'Choose Your Package', lede: 'Both begin with a free, no-obligation quote.' }}
      className="py-20 sm:py-24"
    >
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        {LANDING_PACKAGES.map((pkg) => {
          const selected = pkg.projectType === chosen;
          return (
            <article key={pkg.projectType} className={cn('flex flex-col rounded-3xl bg-white p-8 shadow-card', selected && 'ring-2 ring-ember')}>
              <div className="flex items-start justify-between gap-4">
                <h3 className="text-2xl font-semibold">{pkg.title}</h3>
                {pkg.projectType === 'Full Service' && <span className="rounded-full bg-charcoal px-3 py-1 text-xs font-semibold tracking-wider text-gold uppercase">Most chosen</span>}
              </div>
              <p className="mt-2 font-display text-3xl text-ember">{levelPriceRange(packages, pkg.level)}</p>
              <p className="mt-3 text-sm text-smoke">{pkg.summary}</p>
              <BulletList items={pkg.points} className="mt-6 flex-1 space-y-2 text-sm" />
              <Button className="mt-8 w-full" size="lg" variant={selected ? 'primary' : 'dark'} onClick={() => onChoose(pkg.projectType)} aria-label={`Choose ${pkg.title}`}>
                Choose {pkg.title}
              </Button>
            </article>
          );
        })}
      </div>
    </PageSection>
  );
}
