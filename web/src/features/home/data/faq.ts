import { addOnPrice, inParens, levelPriceRange } from '@sdp/shared/catalog-prices';
import type { AddOnService, Package, SeasonInfo } from '@sdp/shared/wire';
import { bookingSentence } from '../../../lib/season-copy.ts';

/** Home FAQ (docs/product-spec.md §2): question and answer, copy from docs/product-spec.md §1 and §9. */
const FAQ_ITEMS = [
  { question: 'How long will the pumpkins last?', answer: 'Fresh pumpkins last about 6-8 weeks outdoors. White-Glove porches receive seasonal maintenance, and any piece that fades early is replaced.' },
  // NOTE: the season's own dates, with the year, open this answer (faq-section.tsx, docs/design.md §13).
  { question: 'When should I order?', answer: 'Deliveries run on Mondays in October, and the first weeks fill first: reserve early to choose your week.' },
  // NOTE: {white-glove}, {drop-off}, {staging} and {removal} are the catalog's figures, filled in by faqItems below.
  { question: 'What is the difference between White-Glove and Drop-Off?', answer: 'White-Glove{white-glove} includes a design consultation, premium decor, professional installation, seasonal maintenance, teardown and cleanup. Drop-Off{drop-off} delivers a curated collection for you to arrange, with Setup & Staging{staging} available as an add-on.' },
  { question: 'What happens to the pumpkins after the season?', answer: 'With Seasonal Removal{removal} we collect everything and donate the pumpkins to local farms for composting. Teardown and cleanup for Drop-Off orders is an optional $95.' },
  { question: 'Do you decorate condos and apartments?', answer: 'Yes. We scale our packages for condos, townhomes and apartment balconies so they feel abundant without crowding the space.' },
  { question: 'How does payment work?', answer: 'You reserve with a 30% deposit by card. The remaining balance is due at delivery. We also accept cash and check for the balance.' },
] as const;

/**
 * The FAQ as the section and its FAQPage data show it (docs/design.md §13, §16): prices from the catalog, and "When should I
 * order?" opening with the season's booking sentence, with the year. A figure the catalog does not have is left out, never guessed.
 */
export function faqItems(packages: readonly Package[], addOns: readonly AddOnService[] | undefined, season: SeasonInfo | undefined) {
  const figures: Record<string, string> = {
    'white-glove': inParens(levelPriceRange(packages, 'white-glove')),
    'drop-off': inParens(levelPriceRange(packages, 'drop-off')),
    staging: inParens(addOnPrice(addOns, 'Setup & Staging Service')),
    removal: inParens(addOnPrice(addOns, 'Seasonal Removal')),
  };
  const sentence = bookingSentence(season);
  return FAQ_ITEMS.map((item) => {
    const answer = item.answer.replace(/\{([a-z-]+)\}/g, (_, key: string) => figures[key] ?? '');
    return { question: item.question, answer: item.question === 'When should I order?' && sentence ? `${sentence} ${answer}` : answer };
  });
}
