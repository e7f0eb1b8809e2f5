-- Move a day (docs/design.md §26, ADR 285-287): staff move a crew's day (or one crew of it) to another day in one action with a
-- reason. One row per action, one per order it moved: where each order was and where it went, and the arrival window its
-- customer was told. Undo (within 10 minutes) puts each order back from these rows. The SQL lives in its owner,
-- server/src/crew/crew-day-moves.ts.
CREATE TABLE crew_day_moves (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  from_day date NOT NULL,
  to_day date NOT NULL CHECK (to_day <> from_day),
  -- One crew's stops only, or (null) every crew's that day.
  crew integer CHECK (crew BETWEEN 1 AND 20),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  moved_by uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  moved_by_name text NOT NULL,
  moved_at timestamptz NOT NULL,
  undone_at timestamptz,
  undone_by_name text
);
CREATE INDEX crew_day_moves_moved_at_idx ON crew_day_moves (moved_at DESC);

CREATE TABLE crew_day_move_stops (
  move_id uuid NOT NULL REFERENCES crew_day_moves (id),
  order_id uuid NOT NULL REFERENCES orders (id),
  crew integer NOT NULL CHECK (crew BETWEEN 1 AND 20),
  from_week date NOT NULL,
  to_week date NOT NULL,
  -- San Diego "HH:MM" of the window the customer was told for the new day (null: the stop's zip has no centre).
  window_from text CHECK (window_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  window_to text CHECK (window_to ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  PRIMARY KEY (move_id, order_id)
);
CREATE INDEX crew_day_move_stops_order_idx ON crew_day_move_stops (order_id);

-- The two messages: the new day (with the link to choose another week), and "sorry, your original day stands".
ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification', 'deposit_notification', 'balance_link', 'balance_receipt',
  'refund_receipt', 'quote_deposit_link', 'booking_open', 'my_order_link', 'order_rescheduled', 'order_cancelled',
  'delivery_reminder', 'staff_call_list', 'balance_follow_up', 'removal_reminder', 'review_request',
  'duplicate_balance_refunded', 'waitlist_welcome', 'waitlist_rejoin', 'renewal_offer', 'waitlist_spots_opened',
  'weather_care', 'on_my_way', 'phone_changed', 'pickup_thank_you', 'day_moved', 'day_move_undone'));
