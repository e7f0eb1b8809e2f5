import type { BalanceStatus, OrderStatus, OutboxEventType, OutboxPayloads, QuoteStatus, ServiceLevel } from '@sdp/shared';

// One row type per table, as PostgreSQL returns it (snake_case; see server/README.md). A query that reads fewer columns
// types its result as Pick<XRow, ...>, one that adds computed columns as XRow & { extra }: never a second shape of a table.

/** `orders` (api/src/db/migrations/001_init.sql). */
export interface OrderRow {
  id: string;
  status: OrderStatus;
  flow: 'hosted' | 'embedded';
  service_type: ServiceLevel;
  package_id: string;
  package_name: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  address: string;
  city: string;
  zip_code: string;
  zone_id: string | null;
  delivery_date: string;
  slot_released: boolean;
  photo_permission: boolean;
  special_instructions: string;
  promo_code: string | null;
  base_cents: number;
  add_on_total_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  deposit_cents: number;
  balance_cents: number;
  stripe_checkout_session_id: string | null;
  stripe_payment_intent_id: string | null;
  paid_at: Date | null;
  cancelled_at: Date | null;
  refunded_cents: number;
  crm_provider: string | null;
  crm_contact_id: string | null;
  crm_synced_at: Date | null;
  crm_error: string | null;
  email_recap_sent: boolean;
  email_error: string | null;
  balance_consent_version: string | null;
  balance_consent_at: Date | null;
  stripe_customer_id: string | null;
  stripe_payment_method_id: string | null;
  balance_status: BalanceStatus;
  balance_attempt: number;
  balance_payment_intent_id: string | null;
  balance_error: string | null;
  balance_paid_at: Date | null;
  delivered_at: Date | null;
  completed_at: Date | null;
  /** The crew and its day within the delivery week (ADR 033); cleared by a trigger when the delivery date changes. */
  crew: number | null;
  crew_day: string | null;
  crew_assigned_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** SHA-256 of the order secret (ADR 021); null for orders made before it existed. */
  secret_hash: string | null;
  /** SHA-256 of the PaymentIntent's client secret (ADR 021). */
  payment_intent_secret_hash: string | null;
  /** Keyed hashes of the creating client's address and normalized e-mail, to cap unpaid holds (ADR 020). */
  hold_client_key: string | null;
  hold_email_key: string | null;
}

/** `order_add_ons`: one priced line per add-on of an order. */
export interface OrderAddOnRow {
  order_id: string;
  add_on_id: string;
  name: string;
  category: string;
  unit_price_cents: number;
  quantity: number;
  line_total_cents: number;
}

/** `custom_quotes`. */
export interface CustomQuoteRow {
  id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  project_type: string;
  project_description: string;
  status: QuoteStatus;
  crm_provider: string | null;
  crm_contact_id: string | null;
  crm_synced_at: Date | null;
  crm_error: string | null;
  email_confirmation_sent: boolean;
  email_notification_sent: boolean;
  email_error: string | null;
  /** The address had its day's confirmations already when this quote came in (ADR 022). */
  confirmation_withheld: boolean;
  created_at: Date;
  updated_at: Date;
}

/** `promo_codes` (discount_value is numeric: postgres.js returns it as a string). */
export interface PromoCodeRow {
  id: string;
  code: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: string;
  starts_at: Date | null;
  ends_at: Date | null;
  active: boolean;
  max_redemptions: number | null;
  redemptions: number;
  created_at: Date;
}

/** `api_keys` (only the hash of a key is stored). */
export interface ApiKeyRow {
  id: string;
  name: string;
  key_hash: string;
  key_prefix: string;
  created_by: string | null;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** `outbox_events` (docs/design.md §6). */
export interface OutboxEventRow {
  id: string;
  type: OutboxEventType;
  payload: OutboxPayloads[OutboxEventType];
  created_at: Date;
  dispatched_at: Date | null;
}

type CamelKey<K extends string> = K extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelKey<Tail>>}` : K;
/** A row's columns under camelCase names, for a query that aliases them (`customer_name AS "customerName"`). */
export type Camel<Row> = { [K in keyof Row as K extends string ? CamelKey<K> : K]: Row[K] };
