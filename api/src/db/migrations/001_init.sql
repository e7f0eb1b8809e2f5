-- Catalog, season, orders, payments, quotes, staff, Zapier, outbox, Stripe events and e-mail log (docs/product-spec.md §3, docs/design.md §4-§7).
-- Money is integer cents. Ids are UUIDs (gen_random_uuid, built into PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS citext;

CREATE TABLE packages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL,
  service_level text NOT NULL CHECK (service_level IN ('white-glove', 'drop-off')),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  white_glove_price_cents integer NOT NULL CHECK (white_glove_price_cents >= 0),
  drop_off_price_cents integer NOT NULL CHECK (drop_off_price_cents >= 0),
  features jsonb NOT NULL DEFAULT '[]',
  image_url text,
  is_popular boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE add_on_services (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  category text NOT NULL CHECK (category IN ('service', 'quantity')),
  max_quantity integer CHECK (max_quantity IS NULL OR max_quantity >= 1),
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE delivery_zones (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL,
  fee_cents integer NOT NULL CHECK (fee_cents >= 0),
  min_miles numeric(6, 1) NOT NULL,
  max_miles numeric(6, 1),
  sort_order integer NOT NULL DEFAULT 0
);

-- The 116 served county zips, each in exactly one zone; distance from Mira Mesa (92126) kept for auditing the partition.
CREATE TABLE zone_zip_codes (
  zip_code char(5) PRIMARY KEY CHECK (zip_code ~ '^[0-9]{5}$'),
  zone_id uuid NOT NULL REFERENCES delivery_zones (id) ON DELETE CASCADE,
  place text NOT NULL,
  distance_miles numeric(6, 1) NOT NULL
);
CREATE INDEX zone_zip_codes_zone_idx ON zone_zip_codes (zone_id);

-- The 12 community cards of /service-areas.
CREATE TABLE service_areas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  community text NOT NULL,
  description text NOT NULL,
  zip_codes text[] NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

-- The 21 communities listed in the home page's service-area section.
CREATE TABLE home_communities (
  name text PRIMARY KEY,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE promo_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE CHECK (code = upper(btrim(code)) AND code <> ''),
  discount_type text NOT NULL CHECK (discount_type IN ('percentage', 'fixed')),
  -- percent (15.00 = 15 %) for percentage codes, cents for fixed codes
  discount_value numeric(10, 2) NOT NULL CHECK (discount_value > 0),
  starts_at timestamptz,
  ends_at timestamptz,
  active boolean NOT NULL DEFAULT true,
  max_redemptions integer CHECK (max_redemptions IS NULL OR max_redemptions > 0),
  redemptions integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (discount_type <> 'percentage' OR discount_value <= 100)
);

-- One settings row: next year's season needs no deploy (docs/design.md §4).
CREATE TABLE season (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  year integer NOT NULL,
  delivery_dates date[] NOT NULL,
  sale_ends_at timestamptz NOT NULL,
  promo_banner_ends_at timestamptz NOT NULL,
  booking_deadline date NOT NULL,
  peak_season_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Capacity per delivery week and service level, taken in the order's transaction (booked < capacity).
CREATE TABLE delivery_slots (
  delivery_date date NOT NULL,
  service_level text NOT NULL CHECK (service_level IN ('white-glove', 'drop-off')),
  capacity integer NOT NULL CHECK (capacity >= 0),
  booked integer NOT NULL DEFAULT 0 CHECK (booked >= 0),
  PRIMARY KEY (delivery_date, service_level)
);

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'deposit_paid', 'delivered', 'completed', 'cancelled', 'refunded', 'payment_failed')),
  flow text NOT NULL CHECK (flow IN ('hosted', 'embedded')),
  service_type text NOT NULL CHECK (service_type IN ('white-glove', 'drop-off')),
  package_id uuid NOT NULL REFERENCES packages (id),
  package_name text NOT NULL,
  customer_name text NOT NULL,
  customer_email citext NOT NULL,
  customer_phone text NOT NULL,
  address text NOT NULL,
  city text NOT NULL,
  zip_code char(5) NOT NULL,
  zone_id uuid REFERENCES delivery_zones (id),
  delivery_date date NOT NULL,
  slot_released boolean NOT NULL DEFAULT false,
  photo_permission boolean NOT NULL DEFAULT true,
  special_instructions text NOT NULL DEFAULT '',
  promo_code text,
  base_cents integer NOT NULL,
  add_on_total_cents integer NOT NULL,
  subtotal_cents integer NOT NULL,
  discount_cents integer NOT NULL DEFAULT 0,
  delivery_fee_cents integer NOT NULL DEFAULT 0,
  total_cents integer NOT NULL,
  deposit_cents integer NOT NULL,
  balance_cents integer NOT NULL,
  stripe_checkout_session_id text UNIQUE,
  stripe_payment_intent_id text UNIQUE,
  paid_at timestamptz,
  cancelled_at timestamptz,
  refunded_cents integer NOT NULL DEFAULT 0,
  crm_provider text,
  crm_contact_id text,
  crm_synced_at timestamptz,
  crm_error text,
  email_recap_sent boolean NOT NULL DEFAULT false,
  email_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC);
CREATE INDEX orders_delivery_idx ON orders (delivery_date);

CREATE TABLE order_add_ons (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  add_on_id uuid NOT NULL REFERENCES add_on_services (id),
  name text NOT NULL,
  category text NOT NULL,
  unit_price_cents integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  line_total_cents integer NOT NULL,
  PRIMARY KEY (order_id, add_on_id)
);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider text NOT NULL DEFAULT 'stripe',
  kind text NOT NULL CHECK (kind IN ('checkout_session', 'payment_intent', 'refund')),
  provider_ref text NOT NULL UNIQUE,
  amount_cents integer NOT NULL,
  currency text NOT NULL DEFAULT 'usd',
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_order_idx ON payments (order_id);

CREATE TABLE custom_quotes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_name text NOT NULL,
  customer_email citext NOT NULL,
  customer_phone text NOT NULL DEFAULT '',
  project_type text NOT NULL,
  project_description text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'contacted', 'quoted', 'closed')),
  crm_provider text,
  crm_contact_id text,
  crm_synced_at timestamptz,
  crm_error text,
  email_confirmation_sent boolean NOT NULL DEFAULT false,
  email_notification_sent boolean NOT NULL DEFAULT false,
  email_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX custom_quotes_created_idx ON custom_quotes (created_at DESC, id DESC);

CREATE TABLE staff_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email citext NOT NULL UNIQUE,
  name text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'staff' CHECK (role IN ('staff', 'admin')),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The cookie holds a random token; only its SHA-256 is stored, so a database leak yields no live session.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  key_prefix text NOT NULL,
  created_by uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

CREATE TABLE zapier_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  target_url text NOT NULL,
  event text NOT NULL CHECK (event IN ('quote.created', 'order.deposit_paid')),
  active boolean NOT NULL DEFAULT true,
  api_key_id uuid REFERENCES api_keys (id) ON DELETE SET NULL,
  created_by uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deactivated_at timestamptz,
  deactivated_reason text
);

CREATE TABLE outbox_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  dispatched_at timestamptz
);
CREATE INDEX outbox_undispatched_idx ON outbox_events (created_at) WHERE dispatched_at IS NULL;

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id uuid NOT NULL REFERENCES zapier_subscriptions (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES outbox_events (id),
  event_type text NOT NULL,
  attempt integer NOT NULL,
  status text NOT NULL CHECK (status IN ('delivered', 'failed', 'gone')),
  response_status integer,
  error text,
  duration_ms integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_sub_idx ON webhook_deliveries (subscription_id, created_at DESC);
CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id);

CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  object_id text,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz
);

-- One row per attempt; a row with status 'sent' and an idempotency key means "never send this again".
CREATE TABLE email_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification')),
  idempotency_key text NOT NULL,
  order_id uuid REFERENCES orders (id) ON DELETE CASCADE,
  quote_id uuid REFERENCES custom_quotes (id) ON DELETE CASCADE,
  to_address text NOT NULL,
  subject text NOT NULL,
  status text NOT NULL CHECK (status IN ('sending', 'sent', 'failed')),
  message_id text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX email_log_sent_once_idx ON email_log (idempotency_key) WHERE status = 'sent';
CREATE INDEX email_log_order_idx ON email_log (order_id);
CREATE INDEX email_log_quote_idx ON email_log (quote_id);
