-- The customer's own order page (docs/design.md §12, ADR 046): what the customer changes there (reschedule, phone and
-- instructions, cancel) shows in the order's timeline as "by the customer", beside status, balance and staff actions.
ALTER TABLE order_timeline DROP CONSTRAINT order_timeline_kind_check;
ALTER TABLE order_timeline ADD CONSTRAINT order_timeline_kind_check
  CHECK (kind IN ('status', 'balance', 'staff_action', 'customer_action'));
