-- Pick-up as crew work (docs/design.md §26, issue 40 part 1; ADR 280, 281). Seasonal Removal (and white-glove's teardown) was a
-- December 1 reminder e-mail; now every delivered order that includes it has a pick-up day the crew works like a delivery: on the
-- crew schedule, the run sheet, the calendar feed and the route, closed with a "porch cleared" photo and the pounds donated.

-- The season's pick-up days (ISO dates); null: December 1 of the season's year, the day the removal reminder always spoke of.
ALTER TABLE season ADD COLUMN pickup_dates date[];

-- One pick-up per order. The SQL lives in its owner, server/src/db/order-pickups.ts; the rules in server/src/pickups/.
CREATE TABLE order_pickups (
  order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  pickup_date date NOT NULL,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'picked_up')),
  -- Pumpkins the crew took to farms (animal feed, compost), as weighed at the farm gate.
  pounds_donated numeric(7, 1) CHECK (pounds_donated >= 0),
  picked_up_at timestamptz,
  picked_up_by uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  -- When the customer last chose the day on /my-order (null: the day the season gave).
  chosen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'picked_up') = (picked_up_at IS NOT NULL)),
  CHECK (status = 'picked_up' OR pounds_donated IS NULL)
);
CREATE INDEX order_pickups_day_idx ON order_pickups (pickup_date, status);

-- The crew's photo of the emptied porch goes through the after-photo path (ADR 134) and says which it is.
ALTER TABLE order_photos ADD COLUMN kind text NOT NULL DEFAULT 'after' CHECK (kind IN ('after', 'porch_cleared'));

-- Orders delivered before this: their pick-up is the day their reminder spoke of, December 1 of the delivery's year.
INSERT INTO order_pickups (order_id, pickup_date)
SELECT o.id, make_date(extract(year FROM o.delivery_date)::int, 12, 1) FROM orders o
WHERE o.status IN ('delivered', 'completed')
  AND (o.service_type = 'white-glove' OR EXISTS (SELECT 1 FROM order_add_ons a WHERE a.order_id = o.id AND a.name = 'Seasonal Removal'))
ON CONFLICT DO NOTHING;

-- "Picked up, thank you" by e-mail where it cannot go as a text.
ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification', 'deposit_notification', 'balance_link', 'balance_receipt',
  'refund_receipt', 'quote_deposit_link', 'booking_open', 'my_order_link', 'order_rescheduled', 'order_cancelled',
  'delivery_reminder', 'staff_call_list', 'balance_follow_up', 'removal_reminder', 'review_request',
  'duplicate_balance_refunded', 'waitlist_welcome', 'waitlist_rejoin', 'renewal_offer', 'waitlist_spots_opened',
  'weather_care', 'on_my_way', 'phone_changed', 'pickup_thank_you'));
