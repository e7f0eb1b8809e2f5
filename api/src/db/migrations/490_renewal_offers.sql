-- Renewals, "the same porch next year" (docs/design.md §18, ADR 111). Each household with a completed order last season is
-- offered last year's porch at this year's prices with one delivery spot held for it: the hold is a spot taken in
-- delivery_slots.booked, so public booking can never take it and GET /api/season shows what is left for everyone else.
-- While the household pays, the spot moves to its new order (slot_held false, order_id set); an unpaid order that is closed
-- gives the spot back to the offer while the offer is still held (server/src/orders/order-moves.ts), so it is never lost.

-- When offers go out (null: 1 July, 09:00 San Diego time, of the season's year) and how long each spot is held.
ALTER TABLE season ADD COLUMN renewal_offers_at timestamptz,
  ADD COLUMN renewal_hold_days integer NOT NULL DEFAULT 21 CHECK (renewal_hold_days BETWEEN 1 AND 90),
  -- Set once by whichever sends first, the scheduler or the staff button; both take the season table's lock.
  ADD COLUMN renewal_offers_sent_at timestamptz;

CREATE TABLE renewal_offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  season_year integer NOT NULL,
  customer_id uuid NOT NULL REFERENCES customers (id),
  -- Last year's order: its package, add-ons, porch and card are what is offered again.
  last_order_id uuid NOT NULL REFERENCES orders (id),
  delivery_date date NOT NULL,
  service_type text NOT NULL CHECK (service_type IN ('white-glove', 'drop-off')),
  status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'accepted', 'declined', 'expired')),
  hold_until timestamptz NOT NULL,
  -- Whether this offer itself holds its week's spot now (false once an order took the spot over, or the hold ended).
  slot_held boolean NOT NULL DEFAULT true,
  -- The order the household is paying or paid with; the newest one when a first attempt was abandoned.
  order_id uuid REFERENCES orders (id),
  link_version integer NOT NULL DEFAULT 1,
  offered_at timestamptz NOT NULL,
  decided_at timestamptz,
  -- Staff resends and extensions, for the renewals screen.
  resent_at timestamptz,
  extended_at timestamptz,
  CHECK (NOT slot_held OR status = 'held'),
  UNIQUE (season_year, customer_id)
);
CREATE INDEX renewal_offers_hold_idx ON renewal_offers (hold_until) WHERE status = 'held';
CREATE INDEX renewal_offers_order_idx ON renewal_offers (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX renewal_offers_last_order_idx ON renewal_offers (last_order_id);

-- The renewal an order pays for; the deposit paid accepts the offer.
ALTER TABLE orders ADD COLUMN renewal_offer_id uuid REFERENCES renewal_offers (id);

-- "Spots opened" told to the waitlist when held spots lapse: once per person per season and day of lapse.
CREATE TABLE waitlist_spot_notices (
  entry_id uuid NOT NULL REFERENCES waitlist_entries (id) ON DELETE CASCADE,
  season_year integer NOT NULL,
  opened_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entry_id, season_year, opened_on)
);

-- Every kind of the latest restatement (465), plus the renewal offer and the waitlist's "spots opened".
ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification',
  'deposit_notification', 'balance_link', 'balance_receipt', 'refund_receipt', 'quote_deposit_link', 'booking_open',
  'my_order_link', 'order_rescheduled', 'order_cancelled', 'delivery_reminder', 'staff_call_list', 'balance_follow_up',
  'removal_reminder', 'review_request', 'duplicate_balance_refunded', 'waitlist_welcome', 'waitlist_rejoin',
  'renewal_offer', 'waitlist_spots_opened'));

-- Zapier's "Renewal accepted" trigger.
ALTER TABLE zapier_subscriptions DROP CONSTRAINT zapier_subscriptions_event_check;
ALTER TABLE zapier_subscriptions ADD CONSTRAINT zapier_subscriptions_event_check
  CHECK (event IN ('quote.created', 'order.deposit_paid', 'order.delivered', 'order.completed', 'order.cancelled', 'waitlist.joined',
    'renewal.accepted'));
