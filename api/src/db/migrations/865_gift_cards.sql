-- Gift cards (issue 41 part 3, docs/design.md §27, ADR 305-307), under California Civil Code 1749.5: no expiry date (no column for
-- one), no fees (nothing ever takes from a balance but a payment or a staff action with its reason), cash back under $10 on request.
-- A card row is made 'pending' when its Checkout Session is opened and issued ('active', with its code and balance) only when that
-- session completes; the code is its bearer credential, 80 random bits (ADR 305).
CREATE TABLE gift_cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'void', 'refunded', 'expired_unpaid')),
  amount_cents integer NOT NULL CHECK (amount_cents BETWEEN 2500 AND 250000),
  balance_cents integer NOT NULL DEFAULT 0 CHECK (balance_cents >= 0 AND balance_cents <= amount_cents),
  buyer_name text NOT NULL,
  buyer_email citext NOT NULL,
  recipient_name text,
  recipient_email citext,
  message text,
  send_on date,
  checkout_session_id text UNIQUE,
  payment_intent_id text,
  issued_at timestamptz,
  sent_at timestamptz,
  voided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'pending' OR status = 'expired_unpaid') = (code IS NULL))
);
CREATE INDEX gift_cards_to_send_idx ON gift_cards (send_on) WHERE sent_at IS NULL AND status = 'active';

-- Every change of a card's balance, with the balance after it: the card's own ledger (issue, a payment held for an order, that
-- payment released when the order closed unpaid, money refunded back onto it, voided, refunded to the buyer, cash back).
CREATE TABLE gift_card_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  gift_card_id uuid NOT NULL REFERENCES gift_cards (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('issued', 'redeemed', 'released', 'refunded_to_card', 'voided', 'refunded', 'cash_back')),
  amount_cents integer NOT NULL,
  balance_after_cents integer NOT NULL CHECK (balance_after_cents >= 0),
  order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
  payment_ref text,
  reason text,
  created_by uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gift_card_entries_card_idx ON gift_card_entries (gift_card_id, created_at);

-- The part of an order's deposit a gift card pays (held while the order is unpaid); Stripe is asked for the rest only.
ALTER TABLE orders ADD COLUMN gift_card_id uuid REFERENCES gift_cards (id);
ALTER TABLE orders ADD COLUMN gift_card_cents integer NOT NULL DEFAULT 0 CHECK (gift_card_cents >= 0);

-- A gift card's payment on an order is a row of the order's payments ledger ('pending' while held, 'succeeded' once the deposit is
-- paid, 'released' when the order closed unpaid); a refund of it is a 'refund' row whose refund_of names it.
ALTER TABLE payments DROP CONSTRAINT payments_kind_check;
ALTER TABLE payments ADD CONSTRAINT payments_kind_check
  CHECK (kind IN ('checkout_session', 'payment_intent', 'balance', 'refund', 'dispute', 'dispute_fee', 'dispute_outcome', 'tip', 'gift_card'));

-- The ledger view of migration 860, with a gift card's payment counted in the deposit (collected, as docs/design.md §27 asks).
CREATE OR REPLACE VIEW order_ledger AS
WITH lines AS (
  SELECT p.order_id, p.kind, p.status, p.amount_cents, p.goodwill, p.tip_cents, src.kind AS refund_of_kind
  FROM payments p
  LEFT JOIN payments src ON p.kind = 'refund' AND src.provider_ref = p.refund_of
  -- NOTE: a duplicate balance payment and its automatic refund cancel out and are not the order's money (migration 440, ADR 067).
  WHERE NOT p.duplicate
)
SELECT o.id AS order_id,
  (GREATEST(
    coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'payment_intent' AND l.status = 'succeeded'), 0),
    coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'checkout_session' AND l.status = 'succeeded'), 0)
  ) + coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'gift_card' AND l.status = 'succeeded'), 0))::bigint AS deposit_cents,
  coalesce(sum(l.amount_cents - l.tip_cents) FILTER (WHERE l.kind = 'balance' AND l.status = 'succeeded'), 0)::bigint AS balance_cents,
  -- NOTE: a refund made in Stripe's own dashboard reaches orders.refunded_cents by its webhook but has no ledger line: the larger counts.
  GREATEST(coalesce(sum(l.amount_cents - l.tip_cents) FILTER (WHERE l.kind = 'refund' AND l.status NOT IN ('failed', 'canceled')), 0), o.refunded_cents)::bigint
    AS refunded_cents,
  coalesce(sum(l.amount_cents - l.tip_cents) FILTER (
    WHERE l.kind = 'refund' AND l.status NOT IN ('failed', 'canceled') AND coalesce(l.refund_of_kind, '') <> 'balance' AND NOT l.goodwill
  ), 0)::bigint AS deposit_refunded_cents,
  coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'refund' AND l.status NOT IN ('failed', 'canceled') AND l.goodwill), 0)::bigint
    AS goodwill_refunded_cents,
  coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'dispute_outcome' AND l.status = 'lost'), 0)::bigint AS dispute_lost_cents,
  coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'dispute_fee'), 0)::bigint AS dispute_fee_cents,
  coalesce(sum(l.tip_cents) FILTER (WHERE l.kind IN ('balance', 'tip') AND l.status = 'succeeded'), 0)::bigint AS tips_cents,
  coalesce(sum(l.tip_cents) FILTER (WHERE l.kind = 'refund' AND l.status NOT IN ('failed', 'canceled')), 0)::bigint AS tips_refunded_cents
FROM orders o
LEFT JOIN lines l ON l.order_id = o.id
GROUP BY o.id;

-- A gift card's e-mail (its code and printable card) in the e-mail log: the kinds of migration 620 and 'gift_card'.
ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification', 'deposit_notification', 'balance_link', 'balance_receipt',
  'refund_receipt', 'quote_deposit_link', 'booking_open', 'my_order_link', 'order_rescheduled', 'order_cancelled',
  'delivery_reminder', 'staff_call_list', 'balance_follow_up', 'removal_reminder', 'review_request',
  'duplicate_balance_refunded', 'waitlist_welcome', 'waitlist_rejoin', 'renewal_offer', 'waitlist_spots_opened',
  'weather_care', 'on_my_way', 'phone_changed', 'pickup_thank_you', 'day_moved', 'day_move_undone', 'dispute_opened',
  'dispute_reminder', 'gift_card'));
