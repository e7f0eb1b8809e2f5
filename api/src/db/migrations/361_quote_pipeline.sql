-- The quote pipeline (issue 16, ADR 035): an amount, notes, a follow-up date and an owner on each quote; the offer staff send
-- (a custom package at the quoted amount, paid with the same deposit flow through a signed link); the order it becomes.
ALTER TABLE custom_quotes
  ADD COLUMN amount_cents integer CHECK (amount_cents IS NULL OR amount_cents BETWEEN 100 AND 100000000),
  ADD COLUMN notes text NOT NULL DEFAULT '',
  ADD COLUMN follow_up_on date,
  ADD COLUMN owner_id uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  -- { serviceType, deliveryDate, address, city, zipCode, photoPermission, specialInstructions }: what the deposit link orders.
  ADD COLUMN offer jsonb,
  ADD COLUMN offered_at timestamptz;
CREATE INDEX custom_quotes_follow_up_idx ON custom_quotes (follow_up_on) WHERE follow_up_on IS NOT NULL;

-- An order made from a quote; at most one that still stands per quote.
ALTER TABLE orders ADD COLUMN quote_id uuid REFERENCES custom_quotes (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX orders_one_live_per_quote ON orders (quote_id)
  WHERE quote_id IS NOT NULL AND status IN ('pending', 'deposit_paid', 'delivered', 'completed') AND NOT (status = 'pending' AND slot_released);

-- The deposit-link e-mail.
ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification',
  'deposit_notification', 'balance_link', 'balance_receipt', 'refund_receipt', 'quote_deposit_link'));
