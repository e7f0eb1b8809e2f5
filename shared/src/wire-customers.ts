import type { OrderStatus, QuoteStatus, ServiceLevel } from './constants/business.ts';
import type { ResponsiveImage } from './wire.ts';

/** The household record on the wire (docs/design.md §18): what staff read at /customers and /customers/{id}. Money is a decimal string. */

/** One porch the household has had delivered to, or asked about. */
export interface CustomerAddress { address: string; city: string; zipCode: string }

/**
 * Texts to one of the household's numbers (docs/design.md §22, ADR 160): consent is the number's own, given on a form that carried
 * it (`consentWords`, `consentAt`), or by START; `stopped` after STOP. `addedByPublicForm`: a public form (quote, waitlist, order,
 * renewal, the order page) named this household's e-mail and brought the number; nobody here has checked it is theirs.
 */
export interface CustomerPhone {
  phone: string;
  texts: 'welcome' | 'stopped' | 'none';
  consentWords: string | null;
  consentAt: string | null;
  addedByPublicForm: boolean;
}

/** A porch on the record page, marked like a phone when a public form brought it to a household that already existed. */
export interface CustomerPorch extends CustomerAddress { addedByPublicForm: boolean }

/** A row of GET /api/admin/customers?q=. */
export interface CustomerListItem {
  id: string;
  name: string;
  email: string;
  /** Digits only, newest last; the page writes them as people do. */
  phones: string[];
  /** The newest porch's city, when there is one. */
  city: string | null;
  /** The delivery years of the household's live orders (deposit paid, delivered, completed), oldest first. */
  seasons: number[];
  /** Succeeded payments less refunds over every order, from the payments ledger (as the dashboard's "Collected"); admins only (ADR 181). */
  collected?: string;
  lastActivityAt: string;
}

/** GET /api/admin/customers?q=: the best matches first (every word of `q` in the name, e-mail, a phone or an address), at most 50. */
export interface CustomerList {
  customers: CustomerListItem[];
  /** How many households match in all (the list shows the first 50). */
  total: number;
}

export interface CustomerOrder {
  id: string;
  /** The last 8 characters of the id, as staff and e-mails quote it. */
  number: string;
  year: number;
  packageName: string;
  serviceType: ServiceLevel;
  status: OrderStatus;
  deliveryDate: string;
  address: string;
  city: string;
  total: string;
  /** Left out for a role that may not see money (ADR 181). */
  collected?: string;
  createdAt: string;
  /** The crew's after photos of this porch (docs/design.md §20), oldest first. */
  photos: ResponsiveImage[];
}

export interface CustomerQuote { id: string; projectType: string; status: QuoteStatus; createdAt: string }

/** GET /api/admin/customers/:id (and what PATCH and merge answer). */
export interface CustomerDetail {
  id: string;
  name: string;
  email: string;
  phones: string[];
  /** The same numbers, each with its own text consent and where it came from. */
  phoneDetails: CustomerPhone[];
  addresses: CustomerPorch[];
  /** On the waitlist and not unsubscribed: agreed to hear about next season. */
  marketingConsent: boolean;
  porchNotes: string;
  /** Left out for a role that may not see money (ADR 181). */
  collected?: string;
  /** Every season's orders, newest first. */
  orders: CustomerOrder[];
  quotes: CustomerQuote[];
  waitlist: { joinedAt: string; subscribed: boolean } | null;
  /** E-mail addresses of records merged into this one: orders under them now belong here. */
  mergedEmails: string[];
  createdAt: string;
  /** The household's referral code (docs/design.md §18), the households that booked with it, and rewards waiting for a balance. */
  referralCode: string;
  referrals: CustomerReferral[];
  waitingCredit: string;
}

/**
 * Where a referral's reward stands (ADR 120): `pending` until the new household's deposit is paid; `waiting` on this record for a
 * balance; `applied` to one of this household's balances; `revoked` (the referred order cancelled and refunded before delivery);
 * `none` when the booking earned nothing (that household had already earned a reward for someone).
 */
export type ReferralRewardState = 'pending' | 'waiting' | 'applied' | 'revoked' | 'none';

/** One order booked with the household's code. */
export interface CustomerReferral {
  orderId: string;
  orderNumber: string;
  /** The referred household's record. */
  customerId: string;
  name: string;
  bookedAt: string;
  reward: ReferralRewardState;
  amount: string;
  earnedAt: string | null;
  /** The order number of this household's order whose balance the reward lowered. */
  appliedToOrderNumber: string | null;
}
