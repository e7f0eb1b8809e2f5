/**
 * Title and description of each public page (docs/design.md §8, §14), in one place for the screen that sets them after
 * navigation (web/src/lib/seo.ts) and the server that sends them in the first HTML (api/src/public-pages.ts, ADR 042).
 */
import { startingPrice } from '../catalog-prices.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** The breadcrumb's name for this page; the home page has none. */
  crumb?: string;
}

export const PAGE_META = {
  '/': {
    title: "SD Pumpkin | San Diego's Premier Pumpkin Delivery Service",
    description:
      'Luxury fall porch decor in San Diego. White-Glove and Drop-Off pumpkin collections delivered and styled in Rancho Santa Fe, Point Loma, La Jolla and Del Mar.',
  },
  '/packages': {
    crumb: 'Packages',
    title: 'Pumpkin & Fall Porch Packages | SD Pumpkin',
    description:
      'Compare SD Pumpkin porch packages: Golden Harvest, Harvest Bounty, Autumn Embrace and Autumn Glow, each as White-Glove installation or Drop-Off delivery.',
  },
  '/collections': {
    crumb: 'Collections',
    title: 'Luxury Fall Collections | SD Pumpkin',
    description:
      'The SD Pumpkin collections: Premium Estate, Classic Autumn and Cozy Cottage porch displays, delivered or installed across San Diego County.',
  },
  '/reserve': {
    crumb: 'Reserve',
    title: 'Complete Your Reservation | SD Pumpkin',
    description:
      'Reserve your SD Pumpkin porch collection: choose your package, delivery week and finishing touches, then secure it with a 30% deposit.',
  },
  '/service-areas': {
    crumb: 'Service Areas',
    title: 'Service Areas: Pumpkin Delivery Across San Diego County | SD Pumpkin',
    description:
      'Check your zip code: SD Pumpkin delivers and installs luxury fall porch decor across San Diego County, from La Jolla and Del Mar to Rancho Santa Fe and Point Loma.',
  },
  '/blog': {
    crumb: 'The Porch Journal',
    title: 'The Porch Journal: Fall Decor Ideas & Tips | SD Pumpkin',
    description:
      'Fall porch inspiration from SD Pumpkin designers: heirloom pumpkin guides, coastal styling, care tips and when to book in San Diego.',
  },
  '/landing': {
    crumb: 'Free Porch Quote',
    title: 'Free Fall Porch Quote | SD Pumpkin, San Diego',
    description:
      'Get a free quote for a designer fall porch in San Diego: installed, maintained and removed for you. Only 45 homes a season; booking closes mid-October.',
  },
  '/halloween': {
    crumb: 'Halloween Porches',
    title: 'Luxury Halloween Porch Decor | SD Pumpkin, San Diego',
    description:
      'Countdown to Halloween: book an elegant, designer Halloween porch in San Diego. Candlelit lanterns, heirloom pumpkins, installed and removed for you.',
  },
  '/terms': {
    crumb: 'Booking Terms',
    title: 'Booking Terms | SD Pumpkin',
    description:
      'How the SD Pumpkin deposit and balance work, when the balance is charged, and our change, cancellation and refund policy.',
  },
  '/privacy-policy': {
    crumb: 'Privacy Policy',
    title: 'Privacy Policy | SD Pumpkin',
    description:
      'How SD Pumpkin collects, uses, shares and protects your personal information, and how to exercise your privacy rights.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPath = keyof typeof PAGE_META;

/**
 * A public page's description as sent: the home page's closes with the catalog's lowest price (docs/design.md §16), so a price
 * change reaches search results; without the catalog it names no figure rather than an old one.
 */
export function pageDescription(path: PublicPath, packages: Parameters<typeof startingPrice>[0] = []): string {
  const from = path === '/' ? startingPrice(packages) : null;
  return from ? `${PAGE_META[path].description} Starting at ${from}.` : PAGE_META[path].description;
}
