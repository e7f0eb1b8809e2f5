import { BUSINESS } from '@sdp/shared/constants/business';
import { BENEFITS, INCLUDED, TRUST_BADGES } from '../data/landing-content.ts';
import { CardGrid } from '../../../components/ui/card-grid.tsx';
import { LabelList } from '../../../components/ui/label-list.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { Stars } from '../../../components/ui/stars.tsx';

const { rating, homeowners, displayWeeks } = BUSINESS.landingClaims;

/** Social proof (4.9 rating, 45+ homeowners, 8 weeks) with trust badges. */
export function SocialProof() {
  const stats = [
    { value: rating.toFixed(1), label: 'Average rating', stars: true },
    { value: homeowners, label: 'San Diego homeowners' },
    { value: String(displayWeeks), label: 'Weeks of display' },
  ];
  return (
    <section aria-label="What our clients say in numbers" className="border-b border-charcoal/10 bg-parchment">
      <div className="container-page py-10">
        <dl className="grid grid-cols-3 gap-4 text-center">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="order-2 text-xs text-smoke sm:text-sm">{stat.label}</dt>
              <dd className="font-display text-3xl text-charcoal sm:text-4xl">
                {stat.value}
                {stat.stars && (
                  <div className="mt-1 flex justify-center">
                    <Stars rating={rating} />
                  </div>
                )}
              </dd>
            </div>
          ))}
        </dl>
        <LabelList
          items={TRUST_BADGES}
          label="Why homeowners trust us"
          className="mt-8 flex flex-wrap justify-center gap-3"
          itemClassName="rounded-full border border-charcoal/15 bg-white px-4 py-1.5 text-xs font-semibold tracking-wide text-charcoal"
        />
      </div>
    </section>
  );
}

/** What's included, with the 14-day satisfaction guarantee. */
export function WhatsIncluded() {
  return (
    <section aria-labelledby="included-title" className="container-page py-20 sm:py-24">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="eyebrow">Everything handled</p>
          <h2 id="included-title" className="mt-3 text-3xl font-medium sm:text-4xl">What’s Included</h2>
          <ul className="mt-8 space-y-4">
            {INCLUDED.map((item) => (
              <li key={item} className="flex gap-3 text-ink">
                <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-ember" aria-hidden="true">
                  <path d="M4.5 10.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
                {item}
              </li>
            ))}
          </ul>
        </div>
        <aside aria-labelledby="guarantee-title" className="rounded-3xl bg-charcoal p-8 text-cream sm:p-10">
          <p className="font-display text-6xl text-gold">14</p>
          <h3 id="guarantee-title" className="mt-2 text-2xl font-medium text-cream">Day Satisfaction Guarantee</h3>
          <p className="mt-4 leading-relaxed text-cream/80">
            Love your porch or we make it right. Tell us within 14 days and we restyle it or refund you. Your porch stays photo-ready through
            Thanksgiving or we fix it free, and weather damage is repaired within 48 hours.
          </p>
        </aside>
      </div>
    </section>
  );
}

/** The four-benefit grid. */
export function BenefitGrid() {
  return (
    <PageSection heading={{ id: 'benefits-title', eyebrow: 'Why homeowners choose us', title: 'More Than Pumpkins on a Porch' }} className="bg-white py-20 sm:py-24">
      <CardGrid
        items={BENEFITS}
        mark={(_, index) => <span className="font-display text-3xl text-ember">0{index + 1}</span>}
        className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        cardClassName="rounded-2xl border border-charcoal/10 bg-cream p-6"
        titleClassName="mt-3"
      />
    </PageSection>
  );
}
