import type { OrderPickup, PickupChoice } from './wire-pickups.ts';
import type { SavedCardWords } from './saved-card-words.ts';
import type { TipsView } from './tips.ts';
import type { ResponsiveImage } from './wire.ts';
import type { BalanceStatus, OrderStatus, ServiceLevel } from './constants/business.ts';

/** The customer's own order page (docs/design.md §12, ADR 046): what `GET /api/my-order/:token` answers. Money is a decimal string. */

/** What the customer may do from the page. */
export const MY_ORDER_ACTIONS = ['editDetails', 'reschedule', 'cancel', 'payBalance', 'replaceCard'] as const;
export type MyOrderActionName = (typeof MY_ORDER_ACTIONS)[number];

/** One action: allowed now or not, until when (ISO date-time, null when no deadline applies), and why not, in words. */
export interface MyOrderAction {
  allowed: boolean;
  deadline: string | null;
  reason: string | null;
}

/**
 * A step of the customer-facing status timeline: the steps done in the order they happened, then those ahead (ADR 179); `at` is when
 * it happened (or, for a planned step, its day).
 */
export interface MyOrderStep {
  step: 'booked' | 'deposit_paid' | 'scheduled' | 'delivered' | 'balance_paid' | 'cancelled' | 'refunded';
  label: string;
  /**
   * ISO date-time when it happened; for `scheduled` the crew's planned day (yyyy-MM-dd) until the porch is decorated, then when the
   * day was set. Null while it has not happened.
   */
  at: string | null;
  done: boolean;
}

/** A week the order can move to, and its price there (ADR 178). */
export interface RescheduleDate {
  date: string;
  spotsLeft: number;
  neighbourDiscount: string;
  total: string;
  totalChange: string;
  balance: string;
}

export interface MyOrderView {
  /** The last 8 characters of the order id, as the dashboards and e-mails show it. */
  orderNumber: string;
  status: OrderStatus;
  statusLabel: string;
  timeline: MyOrderStep[];
  customerName: string;
  packageName: string;
  serviceType: ServiceLevel;
  serviceLevelLabel: string;
  addOns: { name: string; quantity: number; unitPrice: string; lineTotal: string }[];
  /** As stored when the order was priced: never re-priced, except by a week change that adds or takes off a neighbour saving (ADR 178). */
  prices: {
    packagePrice: string;
    addOnTotal: string;
    subtotal: string;
    promoCode: string | null;
    discountAmount: string;
    /** The referral code the order was booked with and what it took off (docs/design.md §18): its own line. */
    referralCode: string | null;
    referralDiscount: string;
    /** A neighbour week's saving (docs/design.md §20, ADR 141): its own line. */
    neighbourDiscount: string;
    deliveryFee: string;
    totalAmount: string;
    depositAmount: string;
    /** Referral rewards taken off this order's balance (ADR 120): balanceAmount is already lowered by it. */
    referralCredit: string;
    balanceAmount: string;
  };
  /** The household's own referral code to share (docs/design.md §18), what a new household gets with it, and rewards still waiting. */
  referral: { code: string; amount: string; waitingCredit: string } | null;
  amountPaid: string;
  amountRefunded: string;
  balanceDue: string;
  balanceStatus: BalanceStatus;
  /** The deposit saved a card for the balance (docs/design.md §11); its brand and last 4 are not stored by us. */
  cardSaved: boolean;
  /** The saved card confirmed in words while the balance is still ahead (docs/design.md §16, ADR 068); null otherwise. */
  savedCard: SavedCardWords | null;
  /** The delivery week starts on the delivery date (a Monday) and runs seven days (ADR 033). */
  deliveryDate: string;
  deliveryWeek: { start: string; end: string };
  /** The crew's day within the week once staff assigned one. */
  crewDay: string | null;
  address: { street: string; city: string; zipCode: string };
  customerPhone: string;
  specialInstructions: string;
  policy: { freeChangeDays: number; refundableDepositPercent: number };
  /** What cancelling now would refund (the season's policy applied to the deposit); "0.00" when nothing. */
  cancelRefund: string;
  /**
   * Other delivery dates of the order's season with a spot at its service level (what reschedule accepts now), each with what the
   * order would cost there (issue 36 item 4, ADR 178): a neighbour week's saving (`neighbourDiscount`, "0.00" when none), the new
   * total, its difference from today's total (signed: "-40.00", "40.00", "0.00") and the balance then left to pay.
   */
  rescheduleDates: RescheduleDate[];
  actions: Record<MyOrderActionName, MyOrderAction>;
  /** When this link stops working (the season is over, ADR 046). */
  linkExpiresAt: string;
  /** The crew's after photos of the porch (docs/design.md §20, ADR 134), oldest first: renditions only, no EXIF or GPS. */
  photos: ResponsiveImage[];
  /** The pick-up of the pumpkins and decor (docs/design.md §26): its day and whether the crew came; null without removal or before delivery. */
  pickup: OrderPickup | null;
  /** The season's pick-up days the customer may choose from, while the day can still change (2 days before); null without a pick-up. */
  pickupChoice: PickupChoice | null;
  /** Tips for the crew (docs/design.md §27): offered after delivery, paid and refunded apart from the order's money. */
  tips: TipsView;
}

/** POST /api/my-order/link answers this, whether or not an order matched (no enumeration). */
export interface MyOrderLinkAccepted {
  message: string;
}

/** POST /api/my-order/:token/balance-intent and /card-setup: a client secret to confirm with Stripe.js. */
export interface MyOrderBalanceIntent {
  clientSecret: string;
  amount: string;
}
export interface MyOrderCardSetup {
  clientSecret: string;
}
