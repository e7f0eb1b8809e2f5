import type { BalanceStatus, OrderStatus, OutboxEventType, OutboxPayloads, QuoteStatus, ServiceLevel } from '@sdp/shared';
import type { LoadLine } from '@sdp/shared/crew/pick-list';
import type { QuoteOffer } from '@sdp/shared/schemas/quote-pipeline';

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
  /** The gift card paying part or all of the deposit, and how much of it (held while unpaid; migration 865, docs/design.md §27). */
  gift_card_id: string | null;
  gift_card_cents: number;
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
  /** The saved card in words (ADR 068): brand and last four of `card_payment_method_id`, read from Stripe. */
  card_brand: string | null;
  card_last4: string | null;
  card_payment_method_id: string | null;
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
  /** The version every signed link of the order carries (ADR 080); raised to revoke them. */
  link_version: number;
  /** The link version under which the customer set the phone on /my-order (migration 620, ADR 161); null: the booking's phone. */
  phone_link_version: number | null;
  created_at: Date;
  updated_at: Date;
  /** SHA-256 of the order secret (ADR 021); null for orders made before it existed. */
  secret_hash: string | null;
  /** SHA-256 of the PaymentIntent's client secret (ADR 021). */
  payment_intent_secret_hash: string | null;
  /** Keyed hashes of the creating client's address and normalized e-mail, to cap unpaid holds (ADR 020). */
  hold_client_key: string | null;
  hold_email_key: string | null;
  /** The Idempotency-Key of the POST /api/orders that made it, and a hash of that request (ADR 310); null otherwise. */
  idempotency_key: string | null;
  request_hash: string | null;
  /** The quote this order was offered from (ADR 035); null for orders booked on the site. */
  quote_id: string | null;
  /** The household (migration 480): set by the database from the order's e-mail whenever its contact changes. */
  customer_id: string;
  /** The renewal offer this order pays for (ADR 111); its deposit paid accepts the offer. */
  renewal_offer_id: string | null;
  /** The day's visitor hash of the browser that made the order (ADR 112), for the insights' funnel; null for none. */
  visitor: string | null;
  /** The address the order was placed from (migration 855): evidence if the card's holder disputes the payment. */
  purchase_ip: string | null;
  /** The referral code the order was booked with and the household it names (migration 510, ADR 119); null for none. */
  referral_code: string | null;
  referrer_id: string | null;
  /** What the referral took off the price: its own line of the breakdown. */
  referral_discount_cents: number;
  /** Referral rewards taken off this order's balance (ADR 120): balance_cents is already lowered by it. */
  referral_credit_cents: number;
  /** What a neighbour week took off the price (migration 580, ADR 140): its own line of the breakdown. */
  neighbour_discount_cents: number;
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
  /** The text consent box of the quote form (docs/design.md §19): when it was ticked, or null. */
  text_consent_at: Date | null;
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
  /** The version the deposit link of the current offer carries (ADR 080); raised by each offer sent. */
  link_version: number;
  created_at: Date;
  updated_at: Date;
  /** The quote pipeline (ADR 035): the quoted amount, notes, follow-up date, owner, and the offer sent. */
  amount_cents: number | null;
  notes: string;
  follow_up_on: string | null;
  owner_id: string | null;
  offer: StoredOffer | null;
  offered_at: Date | null;
  /** The household (migration 480), set by the database from the quote's e-mail. */
  customer_id: string;
}

/** What a quote's deposit link orders (`custom_quotes.offer`): the offer staff made, priced by the server when it was made. */
export interface StoredOffer extends QuoteOffer {
  totalCents: number;
  depositCents: number;
  /** The parts of the total, so the deposit link charges this offer and nothing else (ADR 080); absent on offers sent before. */
  baseCents?: number;
  deliveryFeeCents?: number;
  /** When the deposit link stops opening (ADR 080); absent on offers sent before, which open until their delivery week. */
  expiresAt?: string;
  sentBy: string;
}

/** `season`: one row per year (ADR 036). server/src/season/season-rows.ts maps it to the season the pages and rules read. */
export interface SeasonTableRow {
  id: number;
  year: number;
  delivery_dates: string[];
  booking_deadline: string;
  booking_opens_at: Date | null;
  sale_starts_at: Date | null;
  sale_ends_at: Date;
  promo_banner_ends_at: Date;
  peak_season_at: Date;
  booking_opened_at: Date | null;
  free_change_days: number;
  refundable_deposit_percent: number;
  /** The crews and homes per crew day staff plan the season with (ADR 033). */
  crews: number;
  homes_per_crew_day: number;
  /** The promo code the season's sale is run with (ADR 073). */
  sale_promo_code: string | null;
  /** Renewals (docs/design.md §18, ADR 111): when offers go out (null: 1 July, 09:00 San Diego), how long spots are held, when sent. */
  renewal_offers_at: Date | null;
  renewal_hold_days: number;
  renewal_offers_sent_at: Date | null;
  /** The season's referral discount, also the referrer's reward (migration 510); 0 turns referrals off. */
  referral_discount_cents: number;
  /** The season's neighbour-week saving (migration 580, ADR 140); 0 turns neighbour weeks off. */
  neighbour_discount_cents: number;
  /** The season's pick-up days (migration 840, docs/design.md §26); null: December 1 of the year. */
  pickup_dates: string[] | null;
  updated_at: Date;
}

/** `renewal_offers`: last year's porch offered again with its week's spot held (docs/design.md §18, ADR 111). */
export interface RenewalOfferRow {
  id: string;
  season_year: number;
  customer_id: string;
  last_order_id: string;
  delivery_date: string;
  service_type: 'white-glove' | 'drop-off';
  status: 'held' | 'accepted' | 'declined' | 'expired';
  hold_until: Date;
  slot_held: boolean;
  order_id: string | null;
  link_version: number;
  offered_at: Date;
  decided_at: Date | null;
  resent_at: Date | null;
  extended_at: Date | null;
}

/** `packages`: the catalog's packages (price_cents is the white-glove price the single-price pages still read). */
export interface PackageRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  features: string[];
  service_level: ServiceLevel;
  price_cents: number;
  white_glove_price_cents: number;
  drop_off_price_cents: number;
  image_url: string | null;
  image_id: string | null;
  /** What the package takes off the truck (ADR 034). */
  load_list: LoadLine[];
  is_popular: boolean;
  sort_order: number;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

/** `add_on_services`. */
export interface AddOnServiceRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  price_cents: number;
  category: 'service' | 'quantity';
  max_quantity: number | null;
  sort_order: number;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

/** `delivery_zones` (min_miles and max_miles are numeric: postgres.js returns them as strings). */
export interface DeliveryZoneRow { id: string; slug: string; name: string; description: string; fee_cents: number; min_miles: string; max_miles: string | null; sort_order: number }

/** `service_areas`: the community pages (docs/design.md §14). */
export interface ServiceAreaRow { id: string; name: string; community: string; description: string; zip_codes: string[]; sort_order: number }

/** `gallery_items`: the home page's before/after pairs; each image is a committed path (url) or an upload (id). */
export interface GalleryItemRow {
  id: string;
  location: string;
  package_type: string;
  taken_on: string;
  description: string;
  before_image_url: string | null;
  before_image_id: string | null;
  after_image_url: string | null;
  after_image_id: string | null;
  sort_order: number;
  active: boolean;
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

/** One outbox event, its payload typed by its type: a switch on `type` narrows `payload`, so no reader casts it. */
export type OutboxEvent = { [T in OutboxEventType]: { id: string; type: T; payload: OutboxPayloads[T] } }[OutboxEventType];

/** `customers` (migration 480, docs/design.md §18): one household per normalized e-mail. */
export interface CustomerRow {
  id: string;
  email: string;
  name: string;
  phones: string[];
  addresses: { address: string; city: string; zipCode: string }[];
  marketing_consent: boolean;
  marketing_consent_at: Date | null;
  /** What a public form added to the household after it existed (migration 620): phone digits, porches as 'lower(address)|zip'. */
  public_form_phones: string[];
  public_form_porches: string[];
  porch_notes: string;
  merged_into: string | null;
  merged_at: Date | null;
  search_text: string;
  /** The household's referral code (migration 510): 'SDP-' and seven letters and digits. */
  referral_code: string;
  created_at: Date;
  updated_at: Date;
}

/** `referral_rewards` (migration 510, ADR 120): what a referrer earned for one new household, and where it went. */
export interface ReferralRewardRow {
  id: string;
  referrer_id: string;
  referred_id: string;
  order_id: string;
  amount_cents: number;
  state: 'waiting' | 'applied' | 'revoked';
  applied_order_id: string | null;
  earned_at: Date;
  applied_at: Date | null;
  revoked_at: Date | null;
}

type CamelKey<K extends string> = K extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelKey<Tail>>}` : K;
/** A row's columns under camelCase names, for a query that aliases them (`customer_name AS "customerName"`). */
export type Camel<Row> = { [K in keyof Row as K extends string ? CamelKey<K> : K]: Row[K] };

/** The one row-to-object mapping (docs/design.md §17): a row's columns under their camelCase names, values untouched. */
export function camelRow<Row extends object>(row: Row): Camel<Row> {
  const entries = Object.entries(row).map(([column, value]) => [column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), value]);
  // NOTE: the one cast of a row: Object.fromEntries cannot know that each key was renamed as CamelKey renames it.
  return Object.fromEntries(entries) as Camel<Row>;
}

/** Some fields of an object, typed as exactly those (a view of a row names what it shows). */
export function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = from[key];
  return picked;
}
