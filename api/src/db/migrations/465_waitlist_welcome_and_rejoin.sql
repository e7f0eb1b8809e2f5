-- The waitlist's own e-mails (issue 25, items 14 and 21; ADR 083): a one-time "you're on the list" to a new sign-up, and to an
-- address that unsubscribed and signs up again, a signed link that puts it back only when its owner confirms.
-- rejoin_link_version signs the newest confirmation link (server/src/waitlist/rejoin-link.ts): a new request revokes older links;
-- rejoin_requested_at spaces the confirmations out (one a day per address) and bounds how long a link is good for.
ALTER TABLE waitlist_entries ADD COLUMN rejoin_link_version integer NOT NULL DEFAULT 0,
  ADD COLUMN rejoin_requested_at timestamptz;

-- Every kind of the latest restatement (440 on main: 'duplicate_balance_refunded'), plus the two waitlist e-mails.
ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification',
  'deposit_notification', 'balance_link', 'balance_receipt', 'refund_receipt', 'quote_deposit_link', 'booking_open',
  'my_order_link', 'order_rescheduled', 'order_cancelled', 'delivery_reminder', 'staff_call_list', 'balance_follow_up',
  'removal_reminder', 'review_request', 'duplicate_balance_refunded', 'waitlist_welcome', 'waitlist_rejoin'));
