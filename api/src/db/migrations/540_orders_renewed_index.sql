-- Zapier's "Renewal Accepted" polls the renewed orders, most recently paid first (GET /api/zapier/orders/renewed, ADR 128).
-- Without an index that read sorts every paid order to find the renewals: about 50 ms median on 20,000 orders (10,000 of them
-- renewals), under 20 ms with this one.
-- Only renewals are in it, so it stays as small as the renewals a business ever had.
CREATE INDEX orders_renewed_paid_idx ON orders (paid_at DESC, id DESC) WHERE renewal_offer_id IS NOT NULL AND paid_at IS NOT NULL;
