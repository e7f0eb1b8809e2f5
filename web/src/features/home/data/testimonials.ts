/** Static testimonials (docs/product-spec.md §2, §3): name, location, text, rating 5. */
export const TESTIMONIALS = [
  { name: 'Catherine M.', location: 'Rancho Santa Fe', rating: 5, text: 'Our entry has never looked so elegant. The team arrived on time, styled every step and the arrangement still looked fresh at Thanksgiving.' },
  { name: 'David & Priya K.', location: 'La Jolla', rating: 5, text: 'Worth every penny. Neighbors stopped to take photos all season, and we did not lift a single pumpkin.' },
  { name: 'Lauren T.', location: 'Del Mar', rating: 5, text: 'The drop-off collection was beautifully curated and the setup guide made it easy. It felt like a designer had been here.' },
] as const;

/** Short reviews shown under the aggregate rating. */
export const REVIEWS = [
  { name: 'Michelle R.', location: 'Point Loma', text: 'Impeccable service from the first call to the cleanup in December.' },
  { name: 'James H.', location: 'Carmel Valley', text: 'Heirloom varieties I had never seen. Stunning colours against our white stucco.' },
  { name: 'Sofia G.', location: 'Coronado', text: 'They scaled a package perfectly for our condo balcony. Charming and easy.' },
  { name: 'Andrew P.', location: 'Fairbanks Ranch', text: 'Removal was effortless and the pumpkins went to a local farm for compost.' },
] as const;
