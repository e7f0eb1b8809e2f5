import { Accordion } from '../../../components/ui/accordion.tsx';
import { faqItems } from '../data/faq.ts';
import { useAddOnServices, usePackages } from '../../../lib/api/catalog.ts';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { useSeason } from '../../../lib/api/get-season.ts';

/** Home FAQ: prices from the catalog, and "When should I order?" starting with the season's booking dates (docs/design.md §13, §16). */
export function FaqSection() {
  const items = faqItems(usePackages().data ?? [], useAddOnServices().data, useSeason().data);
  return (
    <PageSection heading={{ id: 'faq-title', eyebrow: 'Good to know', title: 'Frequently Asked Questions' }} className="bg-parchment py-24" containerClassName="max-w-3xl">
      <div className="mt-12">
        <Accordion items={items.map((item, index) => ({ id: `faq-${index}`, title: item.question, content: item.answer }))} />
      </div>
    </PageSection>
  );
}
