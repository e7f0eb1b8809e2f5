import { PageSection } from '../../../components/ui/page-section.tsx';

const STEPS = [
  { title: 'Select Package', text: 'Choose a White-Glove or Drop-Off collection sized to your porch, and reserve with a 30% deposit.' },
  { title: 'We Deliver', text: 'Our crew arrives on your chosen delivery date with farm-fresh pumpkins, gourds and botanicals.' },
  { title: 'Professional Design', text: 'Designers style every tier, planter and step so the arrangement feels collected, never staged.' },
  { title: 'Enjoy the Season', text: 'Pumpkins last six to eight weeks. We maintain White-Glove porches and clear away at season’s end.' },
];

export function HowItWorks() {
  return (
    <PageSection
      heading={{ id: 'how-title', eyebrow: 'The experience', title: 'How It Works', lede: 'From reservation to the last autumn evening, every detail is handled.' }}
      className="py-24"
    >
      <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-charcoal/10 bg-white/60 p-6">
            <span className="font-display text-5xl font-light text-pumpkin italic" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-smoke">{step.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
