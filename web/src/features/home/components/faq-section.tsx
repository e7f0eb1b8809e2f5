import { Accordion } from '../../../components/ui/accordion.tsx';
import { FAQ_ITEMS } from '../data/faq.ts';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

export function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="bg-parchment py-24">
      <div className="container-page max-w-3xl">
        <SectionHeading id="faq-title" eyebrow="Good to know" title="Frequently Asked Questions" />
        <div className="mt-12">
          <Accordion items={FAQ_ITEMS.map((item, index) => ({ id: `faq-${index}`, title: item.question, content: item.answer }))} />
        </div>
      </div>
    </section>
  );
}
