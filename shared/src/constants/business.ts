/** Contact details and claims printed across the site (docs/product-spec.md §1, §9). */
export const BUSINESS = {
  product: 'SD Pumpkin',
  brandLine: 'SD Pumpkin by Home Hygge',
  phoneDisplay: '(858) 255-0282',
  phoneHref: 'tel:+18582550282',
  email: 'hello@sdpumpkin.com',
  hours: 'Mon-Sun 08:00-18:00',
  paymentsAccepted: ['Cash', 'Credit Card', 'Check'],
  rating: { value: 5.0, count: 47 },
  landingClaims: { rating: 4.9, homeowners: '45+', displayWeeks: 8 },
  heroCommunities: ['Rancho Santa Fe', 'Point Loma', 'La Jolla', 'Del Mar'],
} as const;

export const SERVICE_LEVELS = ['white-glove', 'drop-off'] as const;
export type ServiceLevel = (typeof SERVICE_LEVELS)[number];

/** Names of the service levels; their prices come from the catalog (shared/src/catalog-prices.ts, docs/design.md §16). */
export const SERVICE_LEVEL_LABELS: Record<ServiceLevel, { name: string; heading: string }> = {
  'white-glove': { name: 'White-Glove Service', heading: 'Full-Service Experience' },
  'drop-off': { name: 'Drop-Off Service', heading: 'Premium Delivery' },
};

/** Collections by White-Glove price in dollars (docs/product-spec.md §9). */
export const COLLECTIONS = [
  { name: 'Premium Estate Collection', minWhiteGlove: 1500, maxWhiteGlove: Infinity, featured: true },
  { name: 'Classic Autumn Collection', minWhiteGlove: 1000, maxWhiteGlove: 1500, featured: false },
  { name: 'Cozy Cottage Collection', minWhiteGlove: 0, maxWhiteGlove: 1000, featured: false },
] as const;

export const PRICES = {
  teardown: 95,
  removal: 55,
  design: 75,
  customFrom: 2500,
} as const;

/** Capacity story told on the landing page (docs/product-spec.md §9). */
export const CAPACITY_STORY = {
  homesPerSeason: 45,
  crews: 2,
  homesPerCrewDay: 3,
  installationDays: 15,
  theoretical: 90,
  spotsFullService: 12,
  spotsDelivery: 23,
  bookingDeadline: 'October 15',
  // NOTE: the season pattern's first delivery week (ADR 036); the exact Mondays come from the season when booking.
  installationStarts: 'first week of October',
  removal: 'December 1',
} as const;

export const TIMINGS = {
  promoDebounceMs: 500,
  quoteRedirectDelayMs: 100,
  thankYouRecordRemovalMs: 100,
  authRedirectDelayMs: 1000,
  defaultMaxAddOnQuantity: 10,
  checkoutDefaultMaxAddOnQuantity: 1,
} as const;

/** Fixed countdown targets of the spec (§4, §9); the season row can override the sale ones. */
export const COUNTDOWNS = {
  promoBannerEnds: '2025-09-30T23:59:59-07:00',
  saleEnds: '2025-10-01T00:00:00-07:00',
  blogPeakSeason: '2024-10-15T23:59:59-07:00',
} as const;

export const QUANTITY_SELECT_ADD_ONS = ['Hay Bales', 'Corn Stalk Bundle', 'Mini Decorative Corn', 'Large Statement Pumpkin'] as const;

export const QUOTE_STATUSES = ['pending', 'contacted', 'quoted', 'closed'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const ORDER_STATUSES = ['pending', 'deposit_paid', 'delivered', 'completed', 'cancelled', 'refunded', 'payment_failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The one list of statuses that count as booked (docs/design.md §23): the deposit was received and the order still stands. Booked
 * revenue, the schedule's spots, the crew's stops, the staff call list and the order recap ("We received your deposit ... Your porch
 * is booked", docs/design.md §12) count these only; cancelled and refunded orders are not booked, whatever they once paid. SQL takes
 * it as a parameter (`status = ANY(${[...BOOKED_STATUSES]})`).
 */
export const BOOKED_STATUSES = ['deposit_paid', 'delivered', 'completed'] as const satisfies readonly OrderStatus[];
export const isBooked = (status: string | null): boolean => (BOOKED_STATUSES as readonly (string | null)[]).includes(status);
export const orderMayGetRecap = isBooked;

/** Statuses of an order that is closed: whatever its ledger's last row says, it does not read as paid. */
export const CLOSED_STATUSES = ['cancelled', 'refunded'] as const satisfies readonly OrderStatus[];
export const isClosed = (status: string): boolean => (CLOSED_STATUSES as readonly string[]).includes(status);

/**
 * The payment status the public, customer and staff views show (issue 35, I4): a closed order reads as its own status (cancelled or
 * refunded), never as the `paid` or `succeeded` of the deposit it once had; an open one shows what the payment says.
 */
export const shownPaymentStatus = (status: OrderStatus, payment: string | null): string | null => (isClosed(status) ? status : payment);

/** Service add-ons a drop-off order may add; white-glove already includes set-up and removal (docs/design.md §4). */
export const DROP_OFF_SERVICE_ADD_ONS = ['Seasonal Removal', 'Setup & Staging Service'] as const;

export const ZAPIER_EVENTS = ['quote.created', 'order.deposit_paid', 'order.delivered', 'order.completed', 'order.cancelled', 'waitlist.joined', 'renewal.accepted'] as const;
export type ZapierEvent = (typeof ZAPIER_EVENTS)[number];

/** Balance state on an order (docs/design.md §11). */
export const BALANCE_STATUSES = ['none', 'scheduled', 'processing', 'paid', 'action_required', 'failed'] as const;
export type BalanceStatus = (typeof BALANCE_STATUSES)[number];

/**
 * Version of the balance terms the customer consents to with `balanceConsent` (stored on the order with the time). Bump it
 * whenever the wording of the terms shown next to the consent box changes (ADR 026).
 */
export const BALANCE_TERMS_VERSION = '2026-11-balance-v1';
