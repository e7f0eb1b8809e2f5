-- One open balance payment per order (docs/design.md §16, ADR 067). A balance PaymentIntent that still succeeds after the balance
-- was paid is a duplicate: it and its automatic refund stay in the ledger (staff see both) but count in neither the order's
-- collected nor its refunded figures, since they cancel out.
ALTER TABLE payments ADD COLUMN duplicate boolean NOT NULL DEFAULT false;

-- The staff alert that a duplicate balance was refunded automatically, restated with every earlier kind (390).
ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification',
  'deposit_notification', 'balance_link', 'balance_receipt', 'refund_receipt', 'quote_deposit_link', 'booking_open',
  'my_order_link', 'order_rescheduled', 'order_cancelled', 'delivery_reminder', 'staff_call_list', 'balance_follow_up',
  'removal_reminder', 'review_request', 'duplicate_balance_refunded'));
