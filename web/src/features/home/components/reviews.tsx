import { BUSINESS } from '@sdp/shared/constants/business';
import { REVIEWS } from '../data/testimonials.ts';
import { Stars } from '../../../components/ui/stars.tsx';

/** Reviews: the aggregate rating of the structured data and a few short reviews. */
export function Reviews() {
  return (
    <section aria-labelledby="reviews-title" className="border-y border-charcoal/10 bg-white/60 py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div>
          <p className="eyebrow">Reviews</p>
          <h2 id="reviews-title" className="mt-3 text-3xl font-medium sm:text-4xl">
            {BUSINESS.rating.value.toFixed(1)} out of 5
          </h2>
          <div className="mt-3 flex items-center gap-3">
            <Stars rating={BUSINESS.rating.value} className="h-5 w-5" />
            <p className="text-sm text-smoke">from {BUSINESS.rating.count} reviews</p>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {REVIEWS.map((review) => (
            <li key={review.name} className="rounded-xl border border-charcoal/10 bg-cream p-5">
              <p className="text-sm leading-relaxed text-ink">{review.text}</p>
              <p className="mt-3 text-xs font-semibold tracking-wider text-smoke uppercase">
                {review.name} · {review.location}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
