import type { SeasonState } from './season-state.ts';
import type { BalanceStatus, OrderStatus, QuoteStatus, ServiceLevel, ZapierEvent } from './constants/business.ts';

/** Staff-side wire shapes: the API answers with these and the dashboards read them. Money is a decimal string. */
export type PerLevel = Record<ServiceLevel, number>;

/** GET /api/admin/stats: figures and chart series; rates are percentages with one decimal. */
export interface AdminStats {
  orders: {
    count: number;
    /** Sum of every order's total (docs/product-spec.md §9: "Admin revenue sums all orders' totalAmount"). */
    revenue: string;
    /** Deposits of orders paid or further along (deposit_paid, delivered, completed). */
    depositsCollected: string;
    /** Balances still to collect at delivery: orders whose deposit is paid and that are not delivered yet. */
    balanceOutstanding: string;
    crmSyncRate: number;
    /** Recap e-mails sent among orders whose deposit is paid (the recap is sent on payment). */
    emailDeliveryRate: number;
  };
  quotes: { count: number; byStatus: Record<QuoteStatus, number>; crmSyncRate: number; emailDeliveryRate: number };
  /** Money actually received: deposits and balances paid, minus refunds (docs/design.md §11), beside `orders.revenue` (booked). */
  collectedRevenue: string;
  /** Over quotes and orders together. */
  crmSyncRate: number;
  /** Whether a CRM is set up (CRM_PROVIDER); without one the sync rates measure nothing and the dashboards say so. */
  crmConfigured: boolean;
  emailDeliveryRate: number;
  deliveryWeeks: { date: string; orders: number; booked: PerLevel; capacity: PerLevel }[];
  revenueByDay: { date: string; orders: number; revenue: string }[];
  quotePipeline: { status: QuoteStatus; count: number }[];
}

/** GET /api/integrations (staff): which outside systems this deployment is set up to use. */
export interface IntegrationsStatus {
  crm: { configured: boolean; provider: 'hubspot' | null };
}

/** PUT /api/season/settings body (see schemas/season-settings.ts). */
export interface SeasonSettings {
  deliveryDates: string[];
  capacity: Record<string, PerLevel>;
  saleEndsAt: string;
  promoBannerEndsAt: string;
  bookingDeadline: string;
  peakSeasonAt: string;
  /** Balance and cancellation policy (docs/design.md §11); a save without them keeps the current values. */
  freeChangeDays?: number;
  refundableDepositPercent?: number;
  /** The crews and homes per crew per day (docs/design.md §12a); a save without them keeps the current values. */
  crews?: number;
  homesPerCrewDay?: number;
  /** When booking opens and the sale starts (docs/design.md §13); null = at once; left out of a save = unchanged. */
  bookingOpensAt?: string | null;
  saleStartsAt?: string | null;
}

/** GET /api/season/rollover: the next season proposed by the pattern, to edit and POST back (docs/design.md §13). */
export interface SeasonProposal extends SeasonSettings {
  year: number;
}

/** GET /api/season/settings: the editable season plus what is already booked per date and level. */
export interface SeasonSettingsView extends SeasonSettings {
  year: number;
  booked: Record<string, PerLevel>;
  state: SeasonState;
  bookingOpensAt: string | null;
  saleStartsAt: string | null;
  /** When staff opened booking and the waitlist was told; null until then. */
  bookingOpenedAt: string | null;
}

/** GET /api/admin/failed-jobs. */
export interface FailedJob {
  queue: 'email' | 'crm' | 'zapier' | 'scheduled' | 'payments';
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  timestamp: number;
  finishedOn: number | null;
}

/** GET /api/zapier/subscriptions: a hook with its last delivery result. */
export interface SubscriptionView {
  id: string;
  targetUrl: string;
  event: ZapierEvent;
  active: boolean;
  createdAt: string;
  createdVia: 'api-key' | 'staff';
  deactivatedReason: string | null;
  lastDelivery: { status: string; responseStatus: number | null; error: string | null; at: string } | null;
}

/** A Zapier API key as listed; the secret is never part of it. */
export interface ApiKeyListing {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The one answer that carries a key's secret: shown once, never stored by the page. */
export interface IssuedApiKey extends ApiKeyListing {
  key: string;
}

/** One line of an order's ledger (docs/design.md §11). */
export interface LedgerEntry {
  kind: 'deposit' | 'balance' | 'refund';
  amount: string;
  status: string;
  createdAt: string;
  reason?: string | null;
}

/**
 * One thing that happened to an order: a status or balance change, an e-mail, a staff action with who did it, or a change the
 * customer made on their own order page (`by` is then "the customer").
 */
export interface TimelineEntry {
  at: string;
  kind: 'created' | 'status' | 'balance' | 'email' | 'staff_action' | 'customer_action';
  detail: Record<string, unknown>;
  by: { id: string | null; name: string } | null;
}

/** GET /api/admin/orders/:id and the answer of every staff money action (docs/design.md §11). */
export interface AdminOrderDetail {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  customerName: string;
  customerEmail: string;
  packageName: string;
  serviceType: ServiceLevel;
  deliveryDate: string;
  totalAmount: string;
  depositAmount: string;
  balanceAmount: string;
  balanceConsent: { version: string; at: string } | null;
  cardSaved: boolean;
  payments: LedgerEntry[];
  amountPaid: string;
  amountRefunded: string;
  balanceDue: string;
  balanceStatus: BalanceStatus;
  balanceError: string | null;
  timeline: TimelineEntry[];
}

/** One customer on the staff call list (GET /api/admin/call-list; docs/design.md §12, ADR 050). */
export interface CallListEntryWire {
  orderId: string;
  orderNumber: string;
  customerName: string;
  customerPhone: string;
  /** yyyy-MM-dd: the crew day, else the first day of the delivery week (`crewDayAssigned` false). */
  deliveryDay: string;
  crewDayAssigned: boolean;
  crew: number | null;
  packageName: string;
  serviceType: ServiceLevel;
  address: string;
  city: string;
  zipCode: string;
  specialInstructions: string;
  called: { at: string; by: string | null } | null;
}

/** The staff call list: paid orders delivered tomorrow or the day after (San Diego days `from`..`to`). */
export interface StaffCallList {
  from: string;
  to: string;
  entries: CallListEntryWire[];
}
