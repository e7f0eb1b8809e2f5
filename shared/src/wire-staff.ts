import type { OrderPickup } from './wire-pickups.ts';
import type { TipsView } from './tips.ts';
import type { SeasonState } from './season-state.ts';
import type { SeasonSettings } from './schemas/season-settings.ts';
import type { BalanceStatus, OrderStatus, QuoteStatus, ServiceLevel, ZapierEvent } from './constants/business.ts';

/** Staff-side wire shapes: the API answers with these and the dashboards read them. Money is a decimal string. */
export type PerLevel = Record<ServiceLevel, number>;

/** GET /api/admin/stats: figures and chart series; rates are percentages with one decimal. */
export interface AdminStats {
  orders: {
    count: number;
    /** Booked revenue: the totals of live orders (deposit paid, delivered, completed), never pending, failed or cancelled ones (ADR 071). */
    revenue: string;
    /** Deposits paid in less their refunds, from the payments ledger (the sum of the order pages' `depositCollected`); goodwill refunds apart. */
    depositsCollected: string;
    /** Refunds given on orders that still stand (ADR 185): in "Collected", never in "Deposits collected". */
    goodwillRefunds: string;
    /** What lost disputes took back (docs/design.md §27): out of "Collected"; and Stripe's dispute fees, a cost beside it. */
    disputesLost: string;
    disputeFees: string;
    /** Still owed on live orders, balances whose charge failed or needs the customer included (the sum of the order pages' `balanceDue`). */
    balanceOutstanding: string;
    crmSyncRate: number;
    /** Recap e-mails sent among orders whose deposit is paid (the recap is sent on payment). */
    emailDeliveryRate: number;
  };
  quotes: { count: number; byStatus: Record<QuoteStatus, number>; crmSyncRate: number; emailDeliveryRate: number };
  /** Money actually received: succeeded payments less refunds, from the payments ledger (docs/design.md §16), beside `orders.revenue` (booked). */
  collectedRevenue: string;
  /**
   * Collected over the San Diego days asked for (`?from=&to=`, both included), by the day each payment or refund settled: what the
   * bookkeeping CSV of those days sums to (ADR 123, 151). Null when no range is asked for.
   */
  collectedInRange: { from: string; to: string; collected: string } | null;
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
  /** Whether any Zapier hook is connected (active) now. */
  zapier: { connected: boolean };
}

/** PUT /api/season/settings body: its one definition is the schema the API validates with. */
export type { SeasonSettings };

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
  queue: 'email' | 'crm' | 'zapier' | 'scheduled' | 'payments' | 'texts';
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  timestamp: number;
  finishedOn: number | null;
}

/** GET /api/admin/system: the figures GET /api/metrics exports, for the admin dashboard's system card (docs/design.md §25). */
export interface SystemStatus {
  /** As GET /api/ready judges it: PostgreSQL, Redis, and a worker heartbeat within 2 minutes. */
  ready: boolean;
  redis: 'ok' | 'down';
  workers: { status: 'ok' | 'stalled'; lastHeartbeatAt: string | null };
  /** Null while Redis does not answer. */
  queues: { queue: FailedJob['queue']; waiting: number; active: number; failed: number; oldestWaitingSeconds: number }[] | null;
  outboxLagSeconds: number;
  payments: { kind: string; outcome: string; count: number }[];
  messages: { channel: 'email' | 'text'; outcome: string; count: number }[];
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
  /** A dispute's lines (docs/design.md §27): the amount the bank withdrew, Stripe's fee, and the outcome (status won or lost). */
  kind: 'deposit' | 'balance' | 'refund' | 'tip' | 'dispute' | 'dispute_fee' | 'dispute_outcome';
  /** The order's money in this line; a tip charged with the balance is `tip`, apart (docs/design.md §27). */
  amount: string;
  tip?: string;
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

/** Whose porch, which package and when: what staff screens show of an order at a glance. */
export interface OrderAtAGlance {
  /** The household the order belongs to (docs/design.md §18): its record is /customers/{customerId}. */
  customerId: string;
  customerName: string;
  customerEmail: string;
  packageName: string;
  serviceType: ServiceLevel;
  deliveryDate: string;
}

/** GET /api/admin/orders/:id and the answer of every staff money action (docs/design.md §11). */
export interface AdminOrderDetail extends OrderAtAGlance {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  totalAmount: string;
  depositAmount: string;
  balanceAmount: string;
  balanceConsent: { version: string; at: string } | null;
  cardSaved: boolean;
  /** The referral code the order was booked with and what it took off (docs/design.md §18), or null. */
  referral: { code: string; discount: string } | null;
  /** Referral rewards taken off this order's balance (ADR 120); balanceAmount is already lowered by it. */
  referralCredit: string;
  payments: LedgerEntry[];
  /** Paid in and refunded, from the payments ledger (docs/design.md §16): the dashboard's cards are the sums of these. */
  amountPaid: string;
  amountRefunded: string;
  /** The deposit paid in less the refunds of it (the dashboard's "Deposits collected" sums it). */
  depositCollected: string;
  /** What a live order still owes, a failed or waiting balance charge included; 0 for a pending, cancelled or refunded one. */
  balanceDue: string;
  balanceStatus: BalanceStatus;
  balanceError: string | null;
  timeline: TimelineEntry[];
  /** What cancelling now refunds under the season's policy, and why (docs/design.md §16): the cancel dialog preselects it. */
  cancelPolicy: { refund: string; why: string };
  /** Why "Delivered" would be refused now (before its delivery week, docs/design.md §16), or null; admins may deliver early with a reason. */
  deliverRefusal: string | null;
  /** The pick-up of the pumpkins and decor (docs/design.md §26); null without removal or before delivery. */
  pickup: OrderPickup | null;
  /** Tips for the crew (docs/design.md §27): never the order's money; an admin refunds them with `of: "tip"`. */
  tips: TipsView;
  /** The order's newest dispute (docs/design.md §27), or null: a bank disputed one of its charges. */
  dispute: OrderDispute | null;
}

/** A dispute on the staff order view (docs/design.md §27): amount in dollars, Stripe's reason and status, the evidence deadline. */
export interface OrderDispute {
  id: string;
  amount: string;
  reason: string;
  status: string;
  evidenceDueBy: string | null;
  submittedAt?: string;
}

/**
 * GET /api/admin/orders/:id/dispute/evidence: the evidence assembled from what we hold, each piece as it goes to Stripe (field) with
 * the words staff read before one tap submits it; `submitted` once it went.
 */
export interface DisputeEvidenceReview {
  disputeId: string;
  submitted: boolean;
  pieces: { field: string; label: string; text: string }[];
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
