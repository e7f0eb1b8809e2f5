import { Accordion } from '../../../components/ui/accordion.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LANDING_FAQ, LANDING_PACKAGES, LANDING_TESTIMONIALS, NEXT_STEPS, type LandingProjectType } from '../data/landing-content.ts';
import { CardGrid } from '../../../components/ui/card-grid.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { TestimonialCard } from '../../../components/ui/testimonial-card.tsx';
import { usePublishedTestimonials } from '../api/get-testimonials.ts';

/**
 * Customers' own notes, published by staff with their permission (ADR 124). No stars: a note is words, not a rating. Read after
 * the page is live, so the server's page and its hydration are the same and nothing above it moves.
 */
function PublishedNotes() {
  const notes = usePublishedTestimonials().data?.testimonials ?? [];
  if (notes.length === 0) return null;
  return (
    <div className="mt-16">
      <h3 className="text-center font-display text-2xl text-charcoal">In Our Customers' Own Words</h3>
      <p className="mt-2 text-center text-sm text-smoke">Notes sent to us after their delivery, shared with their permission.</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {notes.map((note) => (
          <li key={`${note.name}:${note.quote.slice(0, 40)}`}>
            <figure className="flex h-full flex-col rounded-2xl border border-gold/30 bg-white p-7">
              <blockquote className="flex-1 font-display text-lg leading-relaxed whitespace-pre-line text-charcoal italic">“{note.quote}”</blockquote>
              <figcaption className="mt-5 text-sm font-semibold text-charcoal">{note.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Six testimonials, and the customers' notes staff published. */
export function LandingTestimonials() {
  return (
    <PageSection heading={{ id: 'landing-testimonials-title', eyebrow: 'Kind words', title: 'Homeowners Who Took Their Weekends Back' }} className="bg-white py-20 sm:py-24">
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {LANDING_TESTIMONIALS.map((item) => (
          <li key={item.name}>
            <TestimonialCard item={item} className="flex h-full flex-col rounded-2xl bg-cream p-7" compact />
          </li>
        ))}
      </ul>
      <PublishedNotes />
    </PageSection>
  );
}

/** The three next steps. */
export function NextSteps() {
  return (
    <PageSection heading={{ id: 'next-steps-title', eyebrow: 'Simple from here', title: 'What Happens Next' }} className="py-20 sm:py-24">
      <CardGrid
        items={NEXT_STEPS}
        mark={(_, index) => <span className="grid h-11 w-11 place-items-center rounded-full bg-ember font-display text-xl text-white">{index + 1}</span>}
        className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-3"
        cardClassName="relative rounded-2xl border border-charcoal/10 bg-white p-7"
        titleClassName="mt-4"
        ordered
      />
    </PageSection>
  );
}

/** FAQ with the four questions. */
export function LandingFaq() {
  return (
    <PageSection heading={{ id: 'landing-faq-title', eyebrow: 'Good to know', title: 'Questions, Answered' }} className="bg-parchment py-20 sm:py-24" containerClassName="max-w-3xl">
      <div className="mt-10">
        <Accordion items={LANDING_FAQ.map((item, index) => ({ id: `landing-faq-${index}`, title: item.question, content: item.answer }))} />
      </div>
    </PageSection>
  );
}

/** Final call to action: each button submits a quote for its package. */
export function FinalCta({ submitting, onSubmitFor }: { submitting: boolean; onSubmitFor: (projectType: LandingProjectType) => void }) {
  return (
    <PageSection
      heading={{
        id: 'final-cta-title',
        eyebrow: 'This season fills fast',
        title: 'Make This the Year Your Porch Steals the Show',
        lede: 'Fill in your details above, then choose your package. Your quote is free.',
        light: true,
      }}
      className="bg-charcoal py-20 text-cream sm:py-24"
      containerClassName="text-center"
    >
      <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
        {LANDING_PACKAGES.map((pkg, index) => (
          <Button key={pkg.projectType} size="lg" variant={index === 0 ? 'primary' : 'light'} disabled={submitting} onClick={() => onSubmitFor(pkg.projectType)}>
            Quote Me for {pkg.title}
          </Button>
        ))}
      </div>
    </PageSection>
  );
}
