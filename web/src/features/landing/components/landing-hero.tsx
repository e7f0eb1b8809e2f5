import { SitePicture, type Picture } from '../../../components/ui/site-picture.tsx';
import { scrollToSection } from '../../../lib/scroll-to-section.ts';
import { Button } from '../../../components/ui/button.tsx';

const CASE_STUDY_POSTER: Picture = { src: '/images/landing/case-study-poster.webp', width: 960, height: 540 };

/** Hero (docs/product-spec.md §2 /landing): headline, the case-study video placeholder, "Get Your Quote ($0)" and the deadline notice. */
export function LandingHero({ deadline, spotsFullService, offSeason }: { deadline: string; spotsFullService: number; offSeason?: string | null | undefined }) {
  return (
    <section aria-labelledby="landing-title" className="relative isolate overflow-hidden bg-charcoal text-cream">
      <div className="absolute -top-40 -left-40 -z-10 h-[32rem] w-[32rem] rounded-full bg-ember/25 blur-3xl" aria-hidden="true" />
      <div className="container-page grid gap-12 py-16 sm:py-24 lg:grid-cols-[1.05fr_1fr] lg:items-center">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-gold/50 px-4 py-1.5 text-xs font-semibold tracking-[0.2em] text-gold uppercase">
            Luxury fall porch studio
          </p>
          <h1 id="landing-title" className="mt-6 text-4xl leading-[1.05] font-medium text-cream sm:text-5xl lg:text-6xl">
            A Designer Fall Porch, <em className="font-normal text-pumpkin">Without Lifting</em> a Single Pumpkin
          </h1>
          <p className="mt-6 max-w-xl text-lg text-cream/85">
            We design, install and maintain breathtaking autumn displays for San Diego homes, then take it all away on December 1.
          </p>
          <div className="mt-9 flex flex-wrap items-center gap-4">
            <Button size="lg" onClick={() => scrollToSection('contact-form')}>
              Get Your Quote ($0)
            </Button>
            <Button size="lg" variant="outline" className="border-cream/40 text-cream hover:border-cream hover:bg-cream/10" onClick={() => scrollToSection('services')}>
              Get Started
            </Button>
          </div>
          <p className="mt-8 flex items-start gap-3 rounded-xl border border-gold/30 bg-cream/5 px-4 py-3 text-sm text-cream/90">
            <span className="mt-1 h-2 w-2 shrink-0 animate-pulse rounded-full bg-pumpkin" aria-hidden="true" />
            <span>
              {offSeason ?? (
                <>
                  Booking closes <strong className="text-gold">{deadline}</strong>. Only <strong className="text-gold">{spotsFullService} Full Service spots</strong> remain this season.
                </>
              )}
            </span>
          </p>
        </div>
        <figure className="relative">
          <div className="relative overflow-hidden rounded-2xl shadow-2xl ring-1 ring-cream/15">
            <SitePicture
              picture={CASE_STUDY_POSTER}
              alt="Case study: a Rancho Santa Fe entry styled with heirloom pumpkins and lanterns at dusk"
              priority
              className="aspect-video w-full object-cover"
            />
            <div className="absolute inset-0 grid place-items-center bg-charcoal/25" aria-hidden="true">
              <span className="grid h-20 w-20 place-items-center rounded-full bg-cream/90 text-ember shadow-xl">
                <svg viewBox="0 0 24 24" className="ml-1 h-8 w-8" fill="currentColor">
                  <path d="M7 4.5v15l13-7.5z" />
                </svg>
              </span>
            </div>
          </div>
          <figcaption className="mt-3 text-sm text-cream/75">Case study: a Rancho Santa Fe entry, from bare porch to full display. Video walkthrough coming soon.</figcaption>
        </figure>
      </div>
    </section>
  );
}
