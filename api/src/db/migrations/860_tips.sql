-- Tips for the crew (issue 41 item 2, docs/design.md §27, ADR 300): a tip is the crew's money, never the business's revenue.
-- * kind 'tip': a PaymentIntent that carries only a tip (the balance already paid, or none due).
-- * tip_cents: the part of a row's amount that is a tip. A balance PaymentIntent may carry a tip beside the balance (one charge
--   for both, the split recorded here); a tip row is a tip in full; a refund of a tip is a tip refund in full (the one refund path
--   never mixes the two in one refund).
ALTER TABLE payments DROP CONSTRAINT payments_kind_check;
ALTER TABLE payments ADD CONSTRAINT payments_kind_check
  CHECK (kind IN ('checkout_session', 'payment_intent', 'balance', 'refund', 'dispute', 'dispute_fee', 'dispute_outcome', 'tip'));
ALTER TABLE payments ADD COLUMN tip_cents integer NOT NULL DEFAULT 0 CHECK (tip_cents >= 0 AND tip_cents <= amount_cents);

-- The ledger view of migration 855, with the tips taken out of the balance and the refunds, and on columns of their own at the end.
CREATE OR REPLACE VIEW order_ledger AS
WITH lines AS (
  SELECT p.order_id, p.kind, p.status, p.amount_cents, p.goodwill, p.tip_cents, src.kind AS refund_of_kind
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
