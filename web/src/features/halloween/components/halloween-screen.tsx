import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CardGrid } from '../../../components/ui/card-grid.tsx';
import { SitePicture, type Picture } from '../../../components/ui/site-picture.tsx';
import { usePageMeta } from '../../../lib/seo.ts';
import { HalloweenCountdown } from './halloween-countdown.tsx';
import { LeadForm } from './lead-form.tsx';

const HALLOWEEN_NIGHT: Picture = { src: '/images/landing/halloween-night.webp', width: 1280, height: 800 };

const OFFER = [
  { title: 'Elegant, never tacky', text: 'Heirloom white and ghost pumpkins, black-washed gourds, candlelit lanterns and moody florals.' },
  { title: 'Fall to Halloween, seamlessly', text: 'We layer Halloween accents into your autumn porch, then return it to harvest style on November 1.' },
  { title: 'Installed for you', text: 'Our designers install in under an hour and take every piece away afterwards.' },
];

/** The Halloween landing page (docs/product-spec.md §2): countdown to October 31, lead capture, and the way on to /reserve. */
export function HalloweenScreen() {
  usePageMeta('/halloween');
  return (
    <main>
      <section aria-labelledby="halloween-title" className="relative isolate overflow-hidden bg-charcoal text-cream">
        <SitePicture
          picture={HALLOWEEN_NIGHT}
          alt=""
          priority
          className="absolute inset-0 -z-20 h-full w-full object-cover opacity-60"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-charcoal/80 via-charcoal/60 to-charcoal" aria-hidden="true" />
        <div className="container-page py-16 text-center sm:py-24">
          <p className="eyebrow text-gold">Halloween at SD Pumpkin</p>
          <h1 id="halloween-title" className="mx-auto mt-4 max-w-3xl text-4xl leading-[1.05] font-medium text-cream sm:text-6xl">
            The Most Beautiful Porch on the Block, <em className="font-normal text-pumpkin">Just in Time</em> for Halloween
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-cream/85">Trick-or-treaters arrive in:</p>
          <div className="mx-auto mt-6 max-w-2xl">
            <HalloweenCountdown />
          </div>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to="/reserve" className={buttonClass('primary', 'lg')}>
              Reserve Your Porch
            </Link>
            <a href="#halloween-lead" className={buttonClass('outline', 'lg', 'border-cream/40 text-cream hover:border-cream hover:bg-cream/10')}>
              Get a Free Design Call
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="halloween-offer" className="container-page py-20">
        <h2 id="halloween-offer" className="text-center text-3xl font-medium sm:text-4xl">Spooky, Styled Our Way</h2>
        <CardGrid items={OFFER} className="mt-12 grid gap-6 md:grid-cols-3" cardClassName="rounded-2xl bg-white p-7 shadow-card" />
      </section>

      <section id="halloween-lead" aria-labelledby="lead-title" className="scroll-mt-24 bg-parchment py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-start">
          <div>
            <p className="eyebrow">Limited Halloween installs</p>
            <h2 id="lead-title" className="mt-3 text-3xl font-medium sm:text-4xl">Reserve a Free Design Call</h2>
            <p className="mt-4 text-lg leading-relaxed text-smoke">
              We take a limited number of Halloween installations each October. Leave your details and a designer calls you within 24 hours.
            </p>
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-card sm:p-8">
            <LeadForm />
          </div>
        </div>
      </section>

      <section aria-labelledby="halloween-final" className="container-page py-20 text-center">
        <h2 id="halloween-final" className="text-3xl font-medium sm:text-4xl">Already Know What You Want?</h2>
        <p className="mx-auto mt-4 max-w-xl text-smoke">Choose your collection and delivery week now; a 30% deposit holds your spot.</p>
        <Link to="/reserve" className={buttonClass('dark', 'lg', 'mt-8')}>
          Choose Your Package
        </Link>
      </section>
    </main>
  );
}
