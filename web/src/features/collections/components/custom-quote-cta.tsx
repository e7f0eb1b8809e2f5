import { Link } from '@tanstack/react-router';
import { PRICES } from '@sdp/shared/constants/business';
import { formatUsd } from '@sdp/shared/money';
import { buttonClass } from '../../../components/ui/button.tsx';

/** The custom-quote call to action of the catalog pages: to the home page's contact section. */
export function CustomQuoteCta() {
  return (
    <section aria-labelledby="custom-quote-title" className="mt-20 overflow-hidden rounded-3xl bg-charcoal px-8 py-12 text-cream sm:px-12">
      <div className="grid gap-8 lg:grid-cols-[1.4fr_auto] lg:items-center">
        <div>
          <p className="eyebrow text-gold">Something grander in mind?</p>
          <h2 id="custom-quote-title" className="mt-3 text-3xl font-medium text-cream sm:text-4xl">
            Custom &amp; Commercial Designs
          </h2>
          <p className="mt-4 max-w-xl text-cream/80">
            Estates, storefronts, HOA entrances and events, designed to your scope. Custom projects start at {formatUsd(PRICES.customFrom * 100)}.
          </p>
        </div>
        <Link to="/" hash="contact" className={buttonClass('primary', 'lg')}>
          Request a Custom Quote
        </Link>
      </div>
    </section>
  );
}
