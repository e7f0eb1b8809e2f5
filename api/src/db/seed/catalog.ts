/** The catalog of docs/design.md §4 (revised prices; migration 380 moves older databases). Inserted once: staff own it after that. Fixed ids keep the seed idempotent and links stable across machines. */
export const PACKAGES = [
  {
    id: '0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c0001', slug: 'golden-harvest', name: 'Golden Harvest', serviceLevel: 'white-glove',
    price: 1825_00, whiteGlovePrice: 1825_00, dropOffPrice: 550_00, isPopular: true, imageUrl: '/images/packages/golden-harvest.webp',
    description: 'Our grandest estate display: heirloom pumpkins, lanterns and botanicals in abundance, kept photo-ready all season.',
    // What one order puts on the truck, read from the features above (ADR 034).
    loadList: [{ item: 'Golden Harvest pumpkins', quantity: 30 }, { item: 'Potted mums', quantity: 4 }, { item: 'Wheat and dried floral bundles', quantity: 2 }, { item: 'Hay Bales', quantity: 2 }, { item: 'Corn Stalk Bundle', quantity: 2 }],
    features: [
      'In-home design consultation', '30+ heirloom and specialty pumpkins', 'Layered mums, wheat and dried florals', 'Corn stalk and hay bale staging',
      'Professional installation', 'Seasonal maintenance visits', 'Teardown and cleanup', 'Free door-step delivery within the service radius',
    ],
  },
  {
    id: '0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c0002', slug: 'harvest-bounty', name: 'Harvest Bounty', serviceLevel: 'white-glove',
    price: 1525_00, whiteGlovePrice: 1525_00, dropOffPrice: 450_00, isPopular: false, imageUrl: '/images/packages/harvest-bounty.webp',
    description: 'A full porch transformation in layered heirloom tones, generous from the steps to the door.',
    // What one order puts on the truck, read from the features above (ADR 034).
    loadList: [{ item: 'Harvest Bounty pumpkins and gourds', quantity: 20 }, { item: 'Potted mums', quantity: 3 }, { item: 'Seasonal greenery pots', quantity: 2 }],
    features: [
      'Design consultation', '20+ heirloom pumpkins and gourds', 'Potted mums and seasonal greenery', 'Professional installation',
      'Seasonal maintenance', 'Teardown and cleanup', 'Free door-step delivery within the service radius',
    ],
  },
  {
    id: '0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c0003', slug: 'autumn-embrace', name: 'Autumn Embrace', serviceLevel: 'drop-off',
    price: 395_00, whiteGlovePrice: 1375_00, dropOffPrice: 395_00, isPopular: true, imageUrl: '/images/packages/autumn-embrace.webp',
    description: 'A curated collection in warm autumn tones, sized for a welcoming front porch.',
    // What one order puts on the truck, read from the features above (ADR 034).
    loadList: [{ item: 'Autumn Embrace pumpkins', quantity: 15 }, { item: 'Potted mums', quantity: 2 }, { item: 'Hay Bales', quantity: 1 }, { item: 'Corn Stalk Bundle', quantity: 1 }, { item: 'Styling guides', quantity: 1 }],
    features: [
      '15+ curated heirloom pumpkins', 'Two potted mums', 'Hay bale and corn stalk accents', 'Styling guide with photo layouts',
      'Free delivery within the service radius',
    ],
  },
  {
    id: '0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c0004', slug: 'autumn-glow', name: 'Autumn Glow', serviceLevel: 'drop-off',
    price: 325_00, whiteGlovePrice: 1225_00, dropOffPrice: 325_00, isPopular: false, imageUrl: '/images/packages/autumn-glow.webp',
    description: 'A petite collection scaled for condos, apartments and cottage porches.',
    // What one order puts on the truck, read from the features above (ADR 034).
    loadList: [{ item: 'Autumn Glow pumpkins and gourds', quantity: 8 }, { item: 'Potted mums', quantity: 1 }, { item: 'Styling guides', quantity: 1 }],
    features: ['8+ curated pumpkins and gourds', 'One potted mum', 'Styling guide', 'Free delivery within the service radius'],
  },
] as const;

/** The hidden package a quoted custom project is ordered as (ADR 035): never active, so the catalog never offers it. */
export const CUSTOM_PACKAGE = {
  id: '0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c00c0', slug: 'custom-project', name: 'Custom project',
  description: 'A custom or commercial project at its quoted price.',
} as const;

export const ADD_ONS = [
  { id: '5c1d7e0a-2b3c-4d5e-8f90-a1b2c3d40001', slug: 'seasonal-removal', name: 'Seasonal Removal', category: 'service', price: 55_00, maxQuantity: null,
    description: 'We collect your pumpkins after the season and donate them to local farms for composting.' },
  { id: '5c1d7e0a-2b3c-4d5e-8f90-a1b2c3d40002', slug: 'setup-staging', name: 'Setup & Staging Service', category: 'service', price: 75_00, maxQuantity: null,
    description: 'A designer stages your delivered collection on your porch.' },
  { id: '5c1d7e0a-2b3c-4d5e-8f90-a1b2c3d40003', slug: 'hay-bales', name: 'Hay Bales', category: 'quantity', price: 18_00, maxQuantity: 6,
    description: 'Rustic two-string hay bales for tiered displays.' },
  { id: '5c1d7e0a-2b3c-4d5e-8f90-a1b2c3d40004', slug: 'corn-stalk-bundle', name: 'Corn Stalk Bundle', category: 'quantity', price: 25_00, maxQuantity: 6,
    description: 'A bundle of tall dried corn stalks to frame a doorway.' },
  { id: '5c1d7e0a-2b3c-4d5e-8f90-a1b2c3d40005', slug: 'mini-decorative-corn', name: 'Mini Decorative Corn', category: 'quantity', price: 8_00, maxQuantity: 10,
    description: 'Bundles of colourful Indian corn for tabletops and wreaths.' },
  { id: '5c1d7e0a-2b3c-4d5e-8f90-a1b2c3d40006', slug: 'large-statement-pumpkin', name: 'Large Statement Pumpkin', category: 'quantity', price: 45_00, maxQuantity: 4,
    description: 'An oversized heirloom pumpkin as the centrepiece of your display.' },
] as const;

/**
 * The home page's before/after pairs (docs/product-spec.md §2), committed illustrations until staff upload photographs. NOTE: no
 * date: an illustration was never taken on one, and a year here goes stale (migration 430 cleared the old "October 2024").
 */
export const GALLERY_ITEMS = [
  { id: '7a3e1c9d-4b2f-4e8a-9c61-0d2b7f5e0001', location: 'Fairbanks Ranch', packageType: 'Golden Harvest · White-Glove', takenOn: '', slug: 'fairbanks-ranch' },
  { id: '7a3e1c9d-4b2f-4e8a-9c61-0d2b7f5e0002', location: 'Point Loma', packageType: 'Harvest Bounty · White-Glove', takenOn: '', slug: 'point-loma' },
  { id: '7a3e1c9d-4b2f-4e8a-9c61-0d2b7f5e0003', location: 'La Jolla', packageType: 'Autumn Embrace · Drop-Off', takenOn: '', slug: 'la-jolla' },
] as const;

export const ZONES = [
  { id: '9e2f4a6b-0c1d-4e2f-a3b4-c5d6e7f80001', slug: 'local', name: 'Local Delivery', fee: 0, minMiles: 0, maxMiles: 10,
    description: 'Within 10 miles of Mira Mesa: free delivery.' },
  { id: '9e2f4a6b-0c1d-4e2f-a3b4-c5d6e7f80002', slug: 'standard', name: 'Standard Delivery', fee: 25_00, minMiles: 11, maxMiles: 25,
    description: '11-25 miles from Mira Mesa: $25 delivery.' },
  { id: '9e2f4a6b-0c1d-4e2f-a3b4-c5d6e7f80003', slug: 'extended', name: 'Extended Delivery', fee: 50_00, minMiles: 26, maxMiles: null,
    description: '26+ miles from Mira Mesa: from $50 delivery.' },
] as const;

/** The 12 community cards of /service-areas. */
export const SERVICE_AREAS = [
  { name: 'La Jolla', community: 'Coastal', zips: ['92037', '92038', '92039'], description: 'Village estates, Muirlands and the Shores.' },
  { name: 'Del Mar', community: 'Coastal', zips: ['92014'], description: 'Beach cottages and hillside homes above the fairgrounds.' },
  { name: 'Rancho Santa Fe', community: 'Estates', zips: ['92067', '92091'], description: 'The Covenant, Fairbanks Ranch and The Bridges.' },
  { name: 'Point Loma', community: 'Coastal', zips: ['92106', '92107'], description: 'Wooded Point Loma, Sunset Cliffs and La Playa.' },
  { name: 'Carmel Valley', community: 'North City', zips: ['92130'], description: 'Family neighbourhoods from Torrey Hills to Pacific Highlands Ranch.' },
  { name: 'Coronado', community: 'Coastal', zips: ['92118'], description: 'The Village and Coronado Cays.' },
  { name: 'Solana Beach', community: 'North County Coastal', zips: ['92075'], description: 'Lomas Santa Fe and the Cedros district.' },
  { name: 'Encinitas', community: 'North County Coastal', zips: ['92024'], description: 'Olivenhain, Leucadia and Cardiff-by-the-Sea.' },
  { name: 'Carlsbad', community: 'North County Coastal', zips: ['92008', '92009', '92010', '92011'], description: 'La Costa, Aviara and the Village.' },
  { name: 'Scripps Ranch', community: 'North City', zips: ['92131'], description: 'Eucalyptus-lined streets around Lake Miramar.' },
  { name: 'Poway', community: 'Inland North', zips: ['92064'], description: 'Green Valley, Old Poway and the Heritage estates.' },
  { name: 'Mira Mesa', community: 'Home base', zips: ['92126'], description: 'Our studio neighbourhood: free delivery and same-day consultations.' },
] as const;

/** The 21 communities of the home page's service-area section. */
export const HOME_COMMUNITIES = [
  'Rancho Santa Fe', 'La Jolla', 'Del Mar', 'Point Loma', 'Coronado', 'Fairbanks Ranch', 'Carmel Valley', 'Solana Beach', 'Encinitas',
  'Cardiff-by-the-Sea', 'Carlsbad', 'Torrey Pines', 'Scripps Ranch', 'Poway', 'Rancho Bernardo', '4S Ranch', 'Mira Mesa', 'University City',
  'Mission Hills', 'Kensington', 'Bankers Hill',
] as const;

/** The code the season's sale runs with (ADR 073). */
export const SALE_PROMO_CODE = 'SPOOKY15';

export const PROMO_CODES = [
  { code: 'SPOOKY15', discountType: 'percentage', discountValue: 15, startsAt: null, endsAt: '2025-10-01T00:00:00-07:00', maxRedemptions: null },
] as const;

/** docs/product-spec.md §4/§9 season: the four Mondays of October 2025; 12 white-glove and 23 drop-off spots over the season. */
export const SPEC_SEASON = {
  year: 2025,
  bookingOpensAt: null,
  saleStartsAt: null,
  deliveryDates: ['2025-10-06', '2025-10-13', '2025-10-20', '2025-10-27'],
  capacity: { 'white-glove': [3, 3, 3, 3], 'drop-off': [6, 6, 6, 5] },
  saleEndsAt: '2025-10-01T00:00:00-07:00',
  promoBannerEndsAt: '2025-09-30T23:59:59-07:00',
  bookingDeadline: '2025-10-15',
  peakSeasonAt: '2025-10-15T23:59:59-07:00',
} as const;
