-- Goodwill refunds (issue 36 item 18, ADR 185): money an admin gives back on an order that still stands (a bruised pumpkin, a late
-- porch) is neither a deposit refund nor a balance refund: the order keeps its deposit. The bookkeeping CSV books it as its own
-- kind, the dashboard shows it on its own card, and "Deposits collected" is no longer reduced by it.
ALTER TABLE payments ADD COLUMN goodwill boolean NOT NULL DEFAULT false;

-- The refunds made before: an admin's refund (not a cancellation's, whose reasons are fixed words) of an order that still stands.
UPDATE payments p SET goodwill = true
FROM orders o
WHERE o.id = p.order_id AND p.kind = 'refund' AND NOT p.duplicate AND p.created_by IS NOT NULL
  AND coalesce(p.reason, '') NOT IN ('Order cancelled', 'Cancelled by the customer')
  AND o.status IN ('deposit_paid', 'delivered', 'completed');

-- The ledger view of migration 445, with a deposit's refunds no longer counting goodwill ones, and those on a column of their own.
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
    AS goodwill_refunded_cents
FROM orders o
LEFT JOIN lines l ON l.order_id = o.id
GROUP BY o.id;
