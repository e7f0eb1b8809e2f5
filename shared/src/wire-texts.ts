// The staff order page's texts (docs/design.md §19). Imported only by staff routes, so it stays out of the `/` bundle.

export interface OrderText {
  id: string;
  direction: 'out' | 'in';
  /** Out: delivery_reminder, balance_follow_up, opted_out, opted_in, help, confirmed, change_week, no_order, link_by_email, phone_changed; in: reply, confirm, change_week, stop, start, help. */
  kind: string;
  /** The customer's number (E.164) the text came from or went to. */
  phone: string;
  /** The words as sent, with any bearer link masked (ADR 161): staff never read a working link back. */
  body: string;
  /** waiting, sending, queued, sent, delivered, undelivered, failed, cancelled, skipped; received for a customer's text. */
  status: string;
  /** skipped: why it did not go when its time came ("renewed", "declined", "order cancelled"; ADR 176). */
  skippedReason: string | null;
  errorCode: number | null;
  createdAt: string;
  sentAt: string | null;
  /** Quiet hours: not before this instant. */
  sendAfter: string;
  /** The text did not go or did not arrive, and its e-mail went instead. */
  fellBackToEmail: boolean;
  /** A customer's text staff have not read yet (the dashboard counts them; opening the order's Texts panel reads them). */
  unread: boolean;
}

export interface OrderTextsResponse { enabled: boolean; texts: OrderText[] }

/** POST /api/admin/orders/:id/texts: staff answer the customer by text from the order page. */
export interface StaffTextRequest { body: string }
export const STAFF_TEXT_MAX = 640;

/**
 * GET /api/admin/texts/unread: the customer texts not read yet (every one counts in `total`), the orders they are on, and the
 * texts on no order, by household (customerId) or, from a number no household has, by number (customerId null); each list newest
 * first, at most 20 (ADR 175).
 */
export interface UnreadTextsResponse {
  total: number;
  orders: { orderId: string; customerName: string; unread: number; lastBody: string; lastAt: string }[];
  noOrder: { customerId: string | null; customerName: string | null; phone: string; unread: number; lastBody: string; lastAt: string }[];
}

/** GET /api/admin/customers/:id/texts: the household's texts on its record; staff answers go to `replyTo`, the number that texted last. */
export interface HouseholdTextsResponse extends OrderTextsResponse { customerId: string; replyTo: string | null }

/** POST /api/admin/texts/read { phone }: the texts of a number no household has, read from the dashboard. */
export interface NumberTextsReadRequest { phone: string }

/** POST /api/admin/orders/:id/texts/read: the order's customer texts read. */
export interface TextsReadResponse { marked: number }
