-- One definition of an order's money, read from the payments ledger (docs/design.md §16, ADR 071): the order's page and the
-- dashboard's cards both select from this view, so the dashboard is always the sum of the order pages.
-- * deposit: the hosted flow records one deposit twice (its Checkout Session and its PaymentIntent): the larger of the two sums counts.
-- * balance: every succeeded balance payment but a duplicate (a second one that slipped through, refunded automatically: ADR 067).
-- * refunds: every refund Stripe has not failed or cancelled (or what Stripe reported for the order, if more); one of a balance payment is a balance refund, any other a deposit refund.
CREATE VIEW order_ledger AS
WITH lines AS (
  SELECT p.order_id, p.kind, p.status, p.amount_cents, src.kind AS refund_of_kind
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
    WHERE l.kind = 'refund' AND l.status NOT IN ('failed', 'canceled') AND coalesce(l.refund_of_kind, '') <> 'balance'
  ), 0)::bigint AS deposit_refunded_cents
FROM orders o
LEFT JOIN lines l ON l.order_id = o.id
GROUP BY o.id;
