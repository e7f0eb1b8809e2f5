-- Weather care (docs/design.md §19, ADR 130-131): before heat (95 F and up) or strong wind (gusts of 30 mph and up) forecast by
-- the National Weather Service for a decorated home's zip, its household gets one care tip (a text with consent, else an e-mail)
-- and the crew a freshness check the day after. One row per order, kind and event day; the SQL lives in its owner,
-- server/src/weather/weather-care.ts.
CREATE TABLE weather_care (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id),
  kind text NOT NULL CHECK (kind IN ('heat', 'wind')),
  -- The first San Diego day of the event in the forecast.
  event_date date NOT NULL,
  -- The forecast's worst that day: the high in F (heat) or the strongest gust in mph (wind).
  forecast_value integer NOT NULL,
  -- The crew's freshness check: the morning after the event.
  check_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, kind, event_date)
);
CREATE INDEX weather_care_check_idx ON weather_care (check_date);

ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification',
  'deposit_notification', 'balance_link', 'balance_receipt', 'refund_receipt', 'quote_deposit_link', 'booking_open',
  'my_order_link', 'order_rescheduled', 'order_cancelled', 'delivery_reminder', 'staff_call_list', 'balance_follow_up',
  'removal_reminder', 'review_request', 'duplicate_balance_refunded', 'waitlist_welcome', 'waitlist_rejoin',
  'renewal_offer', 'waitlist_spots_opened', 'weather_care'));
