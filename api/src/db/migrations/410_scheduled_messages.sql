-- Scheduled messages around the delivery (docs/design.md §12, ADR 050). A message is claimed here before its outbox event is
-- written, in the same statement: the primary key is the "at most once", so a scheduler firing twice, two workers processes or a
-- sweep re-run after a crash claim nothing the second time. The e-mail itself is then sent once per event (email_log, ADR 011).
CREATE TABLE scheduled_messages (
  kind text NOT NULL CHECK (kind IN ('delivery_reminder', 'staff_call_list', 'balance_follow_up', 'removal_reminder', 'review_request')),
  -- The order's id, or for the staff call list the San Diego day it is for (yyyy-MM-dd).
  subject text NOT NULL,
  -- Which one of its kind: 'once', or 'day-3' / 'day-7' for the balance follow-ups.
  occasion text NOT NULL,
  order_id uuid REFERENCES orders (id) ON DELETE CASCADE,
  -- The instant the message came due (by the scheduler's clock), for the board and for operators.
  due_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, subject, occasion)
);
CREATE INDEX scheduled_messages_order_idx ON scheduled_messages (order_id) WHERE order_id IS NOT NULL;
