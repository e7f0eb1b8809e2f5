-- The e-mail kinds of the customer's own order page and the scheduled messages around delivery (docs/design.md §12), restated
-- with every earlier kind (375) so no later migration has to guess the list: the "e-mail me my link" message, the customer's
-- confirmations of a reschedule or a cancellation, and the scheduled reminders, follow-ups, review request and staff call list.
ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification',
  'deposit_notification', 'balance_link', 'balance_receipt', 'refund_receipt', 'quote_deposit_link', 'booking_open',
  'my_order_link', 'order_rescheduled', 'order_cancelled', 'delivery_reminder', 'staff_call_list', 'balance_follow_up',
  'removal_reminder', 'review_request'));
