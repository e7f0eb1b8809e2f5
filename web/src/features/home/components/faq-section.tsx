import { Accordion } from '../../../components/ui/accordion.tsx';
import { FAQ_ITEMS } from '../data/faq.ts';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useSeason } from '../../../lib/api/get-season.ts';
import { bookingSentence } from '../../../lib/season-copy.ts';

/** Home FAQ; "When should I order?" starts with the season's booking dates, with the year (docs/design.md §13). */
export function FaqSection() {
  const sentence = bookingSentence(useSeason().data);
  const items = FAQ_ITEMS.map((item) => (item.question === 'When should I order?' && sentence ? { ...item, answer: `${sentence} ${item.answer}` } : item));
  return (
    <section aria-labelledby="faq-title" className="bg-parchment py-24">
      <div className="container-page max-w-3xl">
        <SectionHeading id="faq-title" eyebrow="Good to know" title="Frequently Asked Questions" />
        <div className="mt-12">
          <Accordion items={items.map((item, index) => ({ id: `faq-${index}`, title: item.question, content: item.answer }))} />
        </div>
      </div>
    </section>
  );
}
