-- "On my way" from the run sheet (docs/design.md §19, §20; ADR 133). One row per order per San Diego day: the tap that sent it,
-- the arrival window the server worked out from the run sheet, and how it went (a text, or an e-mail). A second tap that day
-- finds the row and sends nothing. The SQL lives in its owner, server/src/crew/on-my-way-notices.ts.
CREATE TABLE on_my_way_notices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id),
  day date NOT NULL,
  crew integer NOT NULL CHECK (crew > 0),
  -- San Diego "HH:MM", as the run sheet showed it.
  window_from text NOT NULL CHECK (window_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  window_to text NOT NULL CHECK (window_to ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  channel text NOT NULL CHECK (channel IN ('text', 'email')),
  -- Why it went by e-mail (no consent, STOP, quiet hours, texts off), for the timeline and the crew's answer.
  reason text,
  text_id uuid REFERENCES text_messages (id),
  sent_by uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, day)
);

-- The e-mail that says it when there is no text (and when a text fails).
ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification',
  'deposit_notification', 'balance_link', 'balance_receipt', 'refund_receipt', 'quote_deposit_link', 'booking_open',
  'my_order_link', 'order_rescheduled', 'order_cancelled', 'delivery_reminder', 'staff_call_list', 'balance_follow_up',
  'removal_reminder', 'review_request', 'duplicate_balance_refunded', 'waitlist_welcome', 'waitlist_rejoin',
  'renewal_offer', 'waitlist_spots_opened', 'weather_care', 'on_my_way'));
