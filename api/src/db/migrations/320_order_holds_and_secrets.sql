-- Order secret (ADR 021) and the unpaid-hold caps (ADR 020).
-- secret_hash: SHA-256 of the order secret the creating browser holds; the secret itself is never stored. Orders made before
-- this migration have none and are reachable only with a Stripe proof (checkout session id, PaymentIntent client secret).
-- payment_intent_secret_hash: SHA-256 of the PaymentIntent's client secret, so a Stripe return URL can be checked without Stripe.
-- hold_client_key / hold_email_key: a keyed hash of the creating client's address and the normalized e-mail, to count live
-- unpaid holds per client without keeping the address itself.
ALTER TABLE orders
  ADD COLUMN secret_hash text,
  ADD COLUMN payment_intent_secret_hash text,
  ADD COLUMN hold_client_key text,
  ADD COLUMN hold_email_key text;

CREATE INDEX orders_unpaid_client_idx ON orders (hold_client_key) WHERE status IN ('pending', 'payment_failed') AND NOT slot_released;
CREATE INDEX orders_unpaid_email_idx ON orders (hold_email_key) WHERE status IN ('pending', 'payment_failed') AND NOT slot_released;
-- The sweep looks for unpaid orders of both flows by age.
CREATE INDEX orders_unpaid_age_idx ON orders (created_at) WHERE status IN ('pending', 'payment_failed') AND NOT slot_released;
