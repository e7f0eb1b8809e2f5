import { TESTIMONIALS } from '../data/testimonials.ts';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { Stars } from '../../../components/ui/stars.tsx';

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="container-page py-24">
      <SectionHeading id="testimonials-title" eyebrow="Kind words" title="Loved by San Diego Homeowners" />
      <div className="mt-14 grid gap-8 md:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <figure key={item.name} className="flex flex-col rounded-2xl bg-white p-7 shadow-card">
            <Stars rating={item.rating} />
            <blockquote className="mt-5 flex-1 font-display text-lg leading-relaxed text-charcoal italic">“{item.text}”</blockquote>
            <figcaption className="mt-6 text-sm">
              <span className="font-semibold text-charcoal">{item.name}</span>
              <span className="text-smoke"> · {item.location}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
