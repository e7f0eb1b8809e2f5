-- Money after the deposit (docs/design.md §11, ADR 026): consent and saved card, delivery, the balance charge, refunds, cancellations,
-- a per-order timeline, and the season's policy numbers.

-- The season's balance and cancellation policy, shown on /terms and used by cancellations (editable with the season row).
ALTER TABLE season
  ADD COLUMN free_change_days integer NOT NULL DEFAULT 7 CHECK (free_change_days BETWEEN 0 AND 60),
  ADD COLUMN refundable_deposit_percent integer NOT NULL DEFAULT 50 CHECK (refundable_deposit_percent BETWEEN 0 AND 100);

ALTER TABLE orders
  ADD COLUMN balance_consent_version text,
  ADD COLUMN balance_consent_at timestamptz,
  ADD COLUMN stripe_customer_id text,
  ADD COLUMN stripe_payment_method_id text,
  ADD COLUMN balance_status text NOT NULL DEFAULT 'none'
    CHECK (balance_status IN ('none', 'scheduled', 'processing', 'paid', 'action_required', 'failed')),
  -- Each charge of the balance (off-session or on the pay link) is one attempt with its own Stripe idempotency key.
  ADD COLUMN balance_attempt integer NOT NULL DEFAULT 0,
  ADD COLUMN balance_payment_intent_id text,
  ADD COLUMN balance_error text,
  ADD COLUMN balance_paid_at timestamptz,
  ADD COLUMN delivered_at timestamptz,
  ADD COLUMN completed_at timestamptz,
  ADD CONSTRAINT orders_consent_pair CHECK ((balance_consent_version IS NULL) = (balance_consent_at IS NULL));

-- The ledger: deposit and balance charges and each refund (payments.kind grows 'balance').
ALTER TABLE payments DROP CONSTRAINT payments_kind_check;
ALTER TABLE payments ADD CONSTRAINT payments_kind_check CHECK (kind IN ('checkout_session', 'payment_intent', 'balance', 'refund'));
-- A refund row names the PaymentIntent it refunds (refund_of), why, and the staff member who issued it.
ALTER TABLE payments ADD COLUMN refund_of text, ADD COLUMN reason text, ADD COLUMN created_by uuid REFERENCES staff_users (id) ON DELETE SET NULL;

-- What Stripe says is refunded on each charge (cumulative, from charge.refunded or read after our own refund): the order's
-- refunded_cents is their sum, so the webhook and the API answer can both apply it, in any order, and count it once.
CREATE TABLE charge_refunds (
  charge_id text PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  refunded_cents integer NOT NULL CHECK (refunded_cents >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX charge_refunds_order_idx ON charge_refunds (order_id);

-- What happened to an order, newest last: status and balance changes (written by the trigger below, so no path can forget
-- them) and staff actions with who did them. E-mails are read from email_log.
CREATE TABLE order_timeline (
  id bigserial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('status', 'balance', 'staff_action')),
  detail jsonb NOT NULL DEFAULT '{}',
  actor_id uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  actor_name text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX order_timeline_order_idx ON order_timeline (order_id, id);

CREATE FUNCTION record_order_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO order_timeline (order_id, kind, detail) VALUES (NEW.id, 'status', jsonb_build_object('from', OLD.status, 'to', NEW.status));
  END IF;
  IF NEW.balance_status IS DISTINCT FROM OLD.balance_status THEN
    INSERT INTO order_timeline (order_id, kind, detail)
    VALUES (NEW.id, 'balance', jsonb_build_object('from', OLD.balance_status, 'to', NEW.balance_status, 'attempt', NEW.balance_attempt));
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER order_changes AFTER UPDATE OF status, balance_status ON orders FOR EACH ROW EXECUTE FUNCTION record_order_changes();

-- New e-mails and Zapier events.
ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification',
  'deposit_notification', 'balance_link', 'balance_receipt', 'refund_receipt'));
ALTER TABLE zapier_subscriptions DROP CONSTRAINT zapier_subscriptions_event_check;
ALTER TABLE zapier_subscriptions ADD CONSTRAINT zapier_subscriptions_event_check
  CHECK (event IN ('quote.created', 'order.deposit_paid', 'order.delivered', 'order.completed', 'order.cancelled'));
