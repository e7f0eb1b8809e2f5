/** Home FAQ (docs/product-spec.md §2): question and answer, copy from docs/product-spec.md §1 and §9. */
export const FAQ_ITEMS = [
  { question: 'How long will the pumpkins last?', answer: 'Fresh pumpkins last about 6-8 weeks outdoors. White-Glove porches receive seasonal maintenance, and any piece that fades early is replaced.' },
  // NOTE: the season's own dates, with the year, open this answer (faq-section.tsx, docs/design.md §13).
  { question: 'When should I order?', answer: 'Deliveries run on Mondays in October, and the first weeks fill first: reserve early to choose your week.' },
  { question: 'What is the difference between White-Glove and Drop-Off?', answer: 'White-Glove ($1,225 - $1,825) includes a design consultation, premium decor, professional installation, seasonal maintenance, teardown and cleanup. Drop-Off ($325 - $550) delivers a curated collection for you to arrange, with Setup & Staging ($75) available as an add-on.' },
  { question: 'What happens to the pumpkins after the season?', answer: 'With Seasonal Removal ($55) we collect everything and donate the pumpkins to local farms for composting. Teardown and cleanup for Drop-Off orders is an optional $95.' },
  { question: 'Do you decorate condos and apartments?', answer: 'Yes. We scale our packages for condos, townhomes and apartment balconies so they feel abundant without crowding the space.' },
  { question: 'How does payment work?', answer: 'You reserve with a 30% deposit by card. The remaining balance is due at delivery. We also accept cash and check for the balance.' },
] as const;
