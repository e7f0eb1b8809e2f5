import { CAPACITY_STORY } from '@sdp/shared/constants/business';
import { Figure } from '../../../components/ui/figure.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';

/** Why spots are limited (docs/product-spec.md §9): 45 homes a season, 2 crews × 3 homes a day × 15 days = 90 in theory; spots from the season. */
export function CapacitySection({ spotsFullService, spotsDelivery, deadline }: { spotsFullService: number; spotsDelivery: number; deadline: string }) {
  const c = CAPACITY_STORY;
  return (
    <PageSection
      heading={{
        id: 'capacity-title',
        eyebrow: 'Why we cap the season',
        title: `Only ${c.homesPerSeason} Homes This Season`,
        lede: 'Every display is installed by our own designers, never subcontracted. That keeps the quality high and the calendar short.',
      }}
      className="py-20 sm:py-24"
    >
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 lg:grid-cols-[1.3fr_1fr]">
        <div className="rounded-3xl bg-white p-8 shadow-card">
          <h3 className="font-sans text-xs font-semibold tracking-[0.2em] text-smoke uppercase">The math</h3>
          <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1 font-display text-xl text-charcoal sm:text-2xl">
            <span>{c.crews} crews</span>
            <span className="text-smoke">×</span>
            <span>{c.homesPerCrewDay} homes/day</span>
            <span className="text-smoke">×</span>
            <span>{c.installationDays} days</span>
            <span className="text-smoke">=</span>
            <span className="text-ember">{c.theoretical}</span>
          </p>
          <p className="mt-4 leading-relaxed text-smoke">
            {c.theoretical} installations is the theoretical ceiling. Maintenance visits, weather days and the care each porch deserves bring the real number to{' '}
            <strong className="text-charcoal">{c.homesPerSeason} homes per season</strong>.
          </p>
          <dl className="mt-6 grid gap-4 border-t border-charcoal/10 pt-6 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-smoke">Installation starts</dt>
              <dd className="mt-1 font-semibold text-charcoal">The {c.installationStarts}</dd>
            </div>
            <div>
              <dt className="text-smoke">Booking deadline</dt>
              <dd className="mt-1 font-semibold text-charcoal">{deadline}</dd>
            </div>
            <div>
              <dt className="text-smoke">Removal</dt>
              <dd className="mt-1 font-semibold text-charcoal">{c.removal}</dd>
            </div>
          </dl>
        </div>
        <dl className="grid gap-6">
          <Figure look="band" label="Full Service spots left" value={spotsFullService} />
          <Figure look="band" label="Delivery spots left" value={spotsDelivery} />
        </dl>
      </div>
    </PageSection>
  );
}
