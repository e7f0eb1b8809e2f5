-- Disputes (docs/design.md §27, issue 41 item 1; ADRs 295-297). A cardholder's bank disputes a charge: Stripe withdraws the amount
-- and its fee, and the order has until the evidence deadline to answer. One row per Stripe dispute, owned by
-- server/src/db/disputes.ts; the ledger (payments) carries the disputed amount, the fee and the outcome as lines of
-- their own, and the order_ledger view counts a lost dispute against what the order kept.
CREATE TABLE disputes (
  id text PRIMARY KEY, -- Stripe's dispute id (dp_…)
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  charge_id text NOT NULL,
  payment_intent_id text,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  fee_cents integer NOT NULL CHECK (fee_cents >= 0),
  reason text NOT NULL,
  -- Stripe's status: needs_response, under_review, won, lost (warning_* for inquiries).
  status text NOT NULL,
  evidence_due_by timestamptz,
  -- The evidence staff submitted (as sent to Stripe), when, and by whom.
  evidence jsonb,
  submitted_at timestamptz,
  submitted_by uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  reminder_sent_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX disputes_order_idx ON disputes (order_id);
-- The reminder's sweep reads the open ones by deadline.
CREATE INDEX disputes_open_due_idx ON disputes (evidence_due_by) WHERE closed_at IS NULL AND submitted_at IS NULL;

-- Where the order was placed from: the purchase's IP address is evidence a bank weighs (customer_purchase_ip).
ALTER TABLE orders ADD COLUMN purchase_ip text;

-- The ledger's dispute lines: the amount withdrawn (status follows the dispute), Stripe's fee, and the outcome (won or lost).
ALTER TABLE payments DROP CONSTRAINT payments_kind_check;
ALTER TABLE payments ADD CONSTRAINT payments_kind_check
  CHECK (kind IN ('checkout_session', 'payment_intent', 'balance', 'refund', 'dispute', 'dispute_fee', 'dispute_outcome'));

-- Staff hear of a dispute at once, and again 3 days before its deadline.
ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification', 'deposit_notification', 'balance_link', 'balance_receipt',
  'refund_receipt', 'quote_deposit_link', 'booking_open', 'my_order_link', 'order_rescheduled', 'order_cancelled',
  'delivery_reminder', 'staff_call_list', 'balance_follow_up', 'removal_reminder', 'review_request',
  'duplicate_balance_refunded', 'waitlist_welcome', 'waitlist_rejoin', 'renewal_offer', 'waitlist_spots_opened',
  'weather_care', 'on_my_way', 'phone_changed', 'pickup_thank_you', 'day_moved', 'day_move_undone', 'dispute_opened',
  'dispute_reminder'));

-- The ledger view of migration 711, with two columns added at the end: what lost disputes took back, and the disputes' fees.
CREATE OR REPLACE VIEW order_ledger AS
WITH lines AS (
  SELECT p.order_id, p.kind, p.status, p.amount_cents, p.goodwill, src.kind AS refund_of_kind
  FROM payments p
  LEFT JOIN payments src ON p.kind = 'refund' AND src.provider_ref = p.refund_of
  -- NOTE: a duplicate balance payment and its automatic refund cancel out and are not the order's money (migration 440, ADR 067).
  WHERE NOT p.duplicate
)
SELECT o.id AS order_id,
  GREATEST(
    coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'payment_intent' AND l.status = 'succeeded'), 0),
    coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'checkout_session' AND l.status = 'succeeded'), 0)
  )::bigint AS deposit_cents,
  coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'balance' AND l.status = 'succeeded'), 0)::bigint AS balance_cents,
  -- NOTE: a refund made in Stripe's own dashboard reaches orders.refunded_cents by its webhook but has no ledger line: the larger counts.
  GREATEST(coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'refund' AND l.status NOT IN ('failed', 'canceled')), 0), o.refunded_cents)::bigint
    AS refunded_cents,
  coalesce(sum(l.amount_cents) FILTER (
    WHERE l.kind = 'refund' AND l.status NOT IN ('failed', 'canceled') AND coalesce(l.refund_of_kind, '') <> 'balance' AND NOT l.goodwill
  ), 0)::bigint AS deposit_refunded_cents,
  coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'refund' AND l.status NOT IN ('failed', 'canceled') AND l.goodwill), 0)::bigint
    AS goodwill_refunded_cents,
  coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'dispute_outcome' AND l.status = 'lost'), 0)::bigint AS dispute_lost_cents,
  coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'dispute_fee'), 0)::bigint AS dispute_fee_cents
FROM orders o
LEFT JOIN lines l ON l.order_id = o.id
GROUP BY o.id;
