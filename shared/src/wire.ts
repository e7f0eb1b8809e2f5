import type { SavedCardWords } from './saved-card-words.ts';
import type { BalanceStatus, OrderStatus, QuoteStatus, ServiceLevel } from './constants/business.ts';
import type { PriceBreakdown } from './pricing.ts';
import type { SeasonState } from './season-state.ts';
import type { StaffRole } from './staff-roles.ts';

/** Shapes as they travel between the API and the SPA (docs/product-spec.md §3). Money is a decimal string. */
export interface Package {
  id: string;
  name: string;
  price: string;
  description: string;
  features: string[];
  imageUrl: string | null;
  /** An uploaded photograph in several widths (docs/design.md §13); when set it replaces imageUrl. */
  image: ResponsiveImage | null;
  isPopular: boolean;
  serviceLevel: ServiceLevel;
  whiteGlovePrice: string;
  dropOffPrice: string;
}

/** An uploaded image: served at `/api/images/<hash>/<width>.<avif|webp>` for each width (capped at the original). */
export interface ResponsiveImage {
  id: string;
  hash: string;
  width: number;
  height: number;
  widths: number[];
}

/** GET /api/gallery: one before/after pair of the home page; an image is an upload or a committed illustration's path. */
export interface GalleryItem {
  id: string;
  location: string;
  packageType: string;
  date: string;
  description: string;
  before: { image: ResponsiveImage | null; url: string | null };
  after: { image: ResponsiveImage | null; url: string | null };
}

export interface AddOnService {
  id: string;
  name: string;
  description: string;
  price: string;
  category: 'service' | 'quantity';
  maxQuantity: number | null;
}

export interface DeliveryZone {
  id: string;
  name: string;
  zipCodes: string[];
  deliveryFee: string;
  description: string;
}

export interface ServiceArea {
  name: string;
  /** Its page: /service-areas/{slug} (docs/design.md §14). */
  slug: string;
  zipCodes: string[];
  description: string;
  community: string;
  /** The delivery zone its zip codes fall in (null if none of them is served). */
  zone: { name: string; deliveryFee: string } | null;
}

export interface DeliveryDateOption {
  date: string;
  spotsLeft: Record<ServiceLevel, number>;
}

export interface SeasonInfo {
  year: number;
  /** docs/design.md §13: `open` offers dates; otherwise the pages say when booking opens. */
  state: SeasonState;
  /** When booking opens (ISO date-time) while `upcoming`; null otherwise. */
  bookingOpensAt: string | null;
  /** The San Diego calendar day (yyyy-MM-dd) of `bookingOpensAt`, so a page can name it without a time-zone library (ADR 153). */
  bookingOpensOn: string | null;
  /** A sale shows only while staff have one running, and only while booking is open. */
  saleRunning: boolean;
  /**
   * The code the sale banner names: set only while the sale runs and POST /api/validate-promo-code accepts the code at this
   * moment (docs/design.md §16); `endsAt` is when the code stops (the banner's countdown ends at the earlier of it and the sale's end).
   */
  saleCode: { code: string; discountType: 'percentage' | 'fixed'; discountValue: string; endsAt: string | null } | null;
  /** The next fall whose first delivery is still ahead by the server's clock: the year every "booking opens" sentence names. */
  nextSeasonYear: number;
  /** The fall the page names for what is ahead (fallAhead in season-state.ts): the one the waitlist and "has not opened yet" name. */
  fallAhead: number;
  /** The early-booking countdown shows while the sale runs and its own end has not passed. */
  countdownRunning: boolean;
  /** The dates still offered: empty unless `open`, and never a past date. */
  deliveryDates: DeliveryDateOption[];
  spotsLeft: Record<ServiceLevel, number>;
  saleStartsAt: string | null;
  saleEndsAt: string;
  promoBannerEndsAt: string;
  bookingDeadline: string;
  peakSeasonAt: string;
  /** Balance, cancellation and refund policy for /terms (docs/design.md §11): from the season row. */
  policy: { freeChangeDays: number; refundableDepositPercent: number; balanceTermsVersion: string };
  /** The season's neighbour-week saving (docs/design.md §20, ADR 142): "0.00" when off, so the order forms never ask which weeks. */
  neighbourSaving: string;
}

export interface PromoValidation {
  valid: boolean;
  /** The code is a household's referral code (docs/design.md §18): the season's referral discount, a fixed amount. */
  referral?: boolean;
  error?: string;
  promoCode?: { code: string; discountType: 'percentage' | 'fixed'; discountValue: string };
  discountAmount?: string;
  finalTotal?: string;
}

export interface CreatedOrder {
  orderId: string;
  /** Proves on later calls (header X-Order-Secret) that the caller is the browser that created the order; shown only here (ADR 021). */
  orderSecret: string;
  serviceType: ServiceLevel;
  breakdown: PriceBreakdown;
}

export interface ConfirmedOrder {
  orderId: string;
  status: OrderStatus;
  serviceType: ServiceLevel;
  packageName: string;
  packagePrice: string;
  addOns: { id: string; name: string; price: string; quantity: number }[];
  subtotal: string;
  discountAmount: string;
  /** A referral code's discount (docs/design.md §18): its own line. */
  referralCode: string | null;
  referralDiscount: string;
  /** A neighbour week's saving (docs/design.md §20, ADR 141): its own line. */
  neighbourDiscount: string;
  deliveryFee: string;
  promoCode: string | null;
  totalAmount: string;
  depositAmount: string;
  balanceDue: string;
  customerName: string;
  deliveryAddress: string;
  deliveryDate: string;
  /** The card saved for the balance, confirmed in words (docs/design.md §16); null without consent. */
  savedCard: SavedCardWords | null;
}

export interface AdminOrder {
  id: string;
  /** The household (docs/design.md §18): /customers/{customerId}. */
  customerId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  status: OrderStatus;
  packageId: string;
  packageName: string;
  serviceType: ServiceLevel;
  totalAmount: string;
  depositAmount: string;
  addOnServices: string[];
  deliveryDate: string;
  address: string;
  city: string;
  zipCode: string;
  specialInstructions: string;
  createdAt: string;
  paymentStatus: string | null;
  emailRecapSent: boolean;
  emailError: string | null;
  crmProvider: string | null;
  crmContactId: string | null;
  crmError: string | null;
  lastDeliveryStatus: string | null;
  /** Money after the deposit (docs/design.md §11): what came in, what went back, and where the balance stands. */
  amountPaid: string;
  amountRefunded: string;
  balanceStatus: BalanceStatus;
}

export interface CustomQuote {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  projectType: string;
  projectDescription: string;
  status: QuoteStatus;
  createdAt: string;
  crmContactId: string | null;
  crmProvider: string | null;
  crmError: string | null;
  emailConfirmationSent: boolean;
  emailNotificationSent: boolean;
  lastDeliveryStatus: string | null;
  /** The quote pipeline (ADR 035): quoted amount ("2500.00"), notes, follow-up date, owner, the offer sent and its order. */
  amount: string | null;
  notes: string;
  followUpOn: string | null;
  owner: { id: string; name: string } | null;
  offeredAt: string | null;
  order: { id: string; status: OrderStatus } | null;
}

export interface CurrentUser {
  name: string;
  email: string;
  role?: StaffRole;
}
