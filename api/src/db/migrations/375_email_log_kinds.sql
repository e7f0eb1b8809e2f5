-- Every e-mail kind the workers send (server/src/queues.ts EMAIL_KINDS): 371 rewrote this CHECK without 361's quote_deposit_link,
-- so the quote pipeline's deposit link could not be logged (and so not sent). One list, restated after both.
ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification',
  'deposit_notification', 'balance_link', 'balance_receipt', 'refund_receipt', 'quote_deposit_link', 'booking_open'));
