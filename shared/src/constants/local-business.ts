import { BUSINESS } from './business.ts';

/**
 * JSON-LD LocalBusiness of docs/product-spec.md §1/§9: rating 5.0 from 47 reviews, hours, payments, phone. `priceRange` comes
 * from the catalog when the page has it (docs/design.md §16); without it the field is left out rather than guessed.
 */
export function localBusinessJsonLd(siteUrl: string, priceRange?: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: BUSINESS.product,
    alternateName: BUSINESS.brandLine,
    description: 'Luxury pumpkin and fall porch decor, designed, delivered and installed across San Diego County.',
    url: siteUrl,
    telephone: BUSINESS.phoneDisplay,
    email: BUSINESS.email,
    ...(priceRange ? { priceRange } : {}),
    areaServed: { '@type': 'AdministrativeArea', name: 'San Diego County, CA' },
    address: { '@type': 'PostalAddress', addressLocality: 'San Diego', addressRegion: 'CA', addressCountry: 'US' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: BUSINESS.rating.value.toFixed(1), reviewCount: BUSINESS.rating.count, bestRating: '5' },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '08:00',
        closes: '18:00',
      },
    ],
    paymentAccepted: BUSINESS.paymentsAccepted.join(', '),
  };
}
