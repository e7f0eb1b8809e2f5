import { TESTIMONIALS } from '../data/testimonials.ts';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { TestimonialCard } from '../../../components/ui/testimonial-card.tsx';

export function Testimonials() {
  return (
    <PageSection heading={{ id: 'testimonials-title', eyebrow: 'Kind words', title: 'Loved by San Diego Homeowners' }} className="py-24">
      <div className="mt-14 grid gap-8 md:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <TestimonialCard key={item.name} item={item} className="flex flex-col rounded-2xl bg-white p-7 shadow-card" />
        ))}
      </div>
    </PageSection>
  );
}
