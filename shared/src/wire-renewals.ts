import type { OrderStatus, ServiceLevel } from './constants/business.ts';
import type { ResponsiveImage } from './wire.ts';
import type { OrderAtAGlance } from './wire-staff.ts';

// Renewals on the wire (docs/design.md §18, ADR 111). Money is a decimal string, as everywhere on the wire.

/** One week the household may move its held spot to: its own held week always, others while they have a spot. */
export interface RenewalWeek { date: string; spotsLeft: number }

/** GET /api/renew/:token: last year's porch at this year's prices, with the held week and the card that would pay. */
export interface RenewalOfferView {
  status: 'held' | 'accepted' | 'declined' | 'expired';
  customerName: string;
  packageName: string;
  serviceType: ServiceLevel;
  addOns: { name: string; quantity: number; price: string }[];
  total: string;
  deposit: string;
  balance: string;
  deliveryFee: string;
  /** The held week (yyyy-MM-dd) and last year's, for "the same week as last year". */
  deliveryDate: string;
  lastDeliveryDate: string;
  /** When the hold ends (an instant). */
  holdUntil: string;
  weeks: RenewalWeek[];
  /** Last year's porch photo, when the crew took one; the package's own picture otherwise (packageImage). */
  photo: ResponsiveImage | null;
  packageImage: ResponsiveImage | null;
  packageImageUrl: string | null;
  /** The card last year's deposit saved, in words ("Visa ending 4242"), when there is one to pay with. */
  savedCard: string | null;
  /** The porch: street and city, as last year. */
  address: string;
  /** Once accepted: the household's new order page. */
  myOrderUrl: string | null;
  balanceTermsVersion: string;
}

/** POST /api/renew/:token/accept: the order the deposit pays, and the PaymentIntent Stripe.js confirms (saved card or a new one). */
export interface RenewalAccepted {
  orderId: string;
  clientSecret: string;
  deposit: string;
  /** The saved card's PaymentMethod and words, for the one-tap confirm; null when there is none. */
  savedCard: { card: string; paymentMethod: string } | null;
  myOrderUrl: string;
}

/** One household's offer on the staff renewals screen. */
export interface RenewalOfferItem extends OrderAtAGlance {
  id: string;
  lastDeliveryDate: string;
  status: RenewalOfferView['status'];
  holdUntil: string;
  offeredAt: string;
  decidedAt: string | null;
  orderId: string | null;
  orderStatus: OrderStatus | null;
  renewed: string;
}

/** GET /api/admin/renewals: the renewal season in figures and per household. */
export interface RenewalSeason {
  year: number | null;
  offersAt: string | null;
  holdDays: number | null;
  sentAt: string | null;
  offered: number;
  /** Offers accepted whose order still stands (not cancelled, not refunded in full): the renewed households. */
  accepted: number;
  declined: number;
  expired: number;
  held: number;
  /** Left out for a role that may not see money (ADR 181). */
  renewedRevenue?: string;
  offers: RenewalOfferItem[];
}

/** POST /api/admin/renewals/send. */
export interface RenewalSendResult { year: number; offered: number; noSpot: number; packageRetired: number }
