-- Issue 36 items 2 and 5 (ADRs 175, 176).
--
-- A delayed text is checked against its reason when it would go (ADR 176): one whose reason no longer holds (a renewal offer
-- renewed or declined overnight, an order cancelled) ends 'skipped', saying why, and nothing goes: no text, no e-mail instead.
ALTER TABLE text_messages DROP CONSTRAINT text_messages_status_check;
ALTER TABLE text_messages ADD CONSTRAINT text_messages_status_check
  CHECK (status IN ('waiting', 'sending', 'queued', 'sent', 'delivered', 'undelivered', 'failed', 'cancelled', 'skipped', 'received'));
ALTER TABLE text_messages ADD COLUMN skipped_reason text;

-- Every customer's text lands in staff's inbox (ADR 175): a text from a number with no open order is matched to the household
-- that has the number (customers.phones holds digits), and the unread ones are listed whatever order they are on, if any.
CREATE INDEX customers_phones_idx ON customers USING gin (phones) WHERE merged_into IS NULL;
CREATE INDEX text_messages_unread_idx ON text_messages (created_at DESC) WHERE direction = 'in' AND read_at IS NULL;
CREATE INDEX text_messages_customer_idx ON text_messages (customer_id, created_at) WHERE customer_id IS NOT NULL;
