-- Texts through Twilio (docs/design.md §19, ADR 115-117). One row per text, out or in, on the order it is about; the SQL lives in
-- its owner, server/src/texts/text-messages.ts.
CREATE TABLE text_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  direction text NOT NULL CHECK (direction IN ('out', 'in')),
  order_id uuid REFERENCES orders (id),
  customer_id uuid REFERENCES customers (id),
  -- The customer's number in E.164 (libphonenumber-js), whichever way the text went.
  phone text NOT NULL CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 1600),
  -- out: delivery_reminder, balance_follow_up, opted_out, opted_in, help, change_week, confirmed, staff_reply;
  -- in: reply, confirm, change_week, stop, start, help.
  kind text NOT NULL,
  -- out: `${eventId}:${kind}` (once per outbox event); in: Twilio's MessageSid. A second insert of either adds nothing.
  idempotency_key text NOT NULL UNIQUE,
  twilio_sid text UNIQUE,
  -- out: waiting (for quiet hours to end, or the worker) -> sending -> queued | sent | delivered | undelivered | failed,
  -- or cancelled (consent withdrawn before it went); in: received.
  status text NOT NULL CHECK (status IN ('waiting', 'sending', 'queued', 'sent', 'delivered', 'undelivered', 'failed', 'cancelled', 'received')),
  -- Every status Twilio reported, in the order they came: [{ "status", "at", "errorCode"? }].
  status_history jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(status_history) = 'array'),
  error_code int,
  error text,
  -- Quiet hours: not before this instant (08:00-21:00 San Diego time).
  send_after timestamptz NOT NULL DEFAULT now(),
  sending_at timestamptz,
  -- The e-mail took over (the text failed, was undelivered or could not be sent).
  fell_back_at timestamptz,
  -- Staff read an inbound reply (the order page).
  read_at timestamptz,
  -- NOTE: clock_timestamp(): an inbound text and our answer, written in one transaction, keep their order.
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  sent_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX text_messages_order_idx ON text_messages (order_id, created_at);
CREATE INDEX text_messages_phone_idx ON text_messages (phone, created_at DESC);

-- STOP (and its synonyms) from a number: nothing more to it until it sends START. Kept by number, not by customer, as carriers do.
CREATE TABLE text_opt_outs (
  phone text PRIMARY KEY CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  word text NOT NULL,
  opted_out_at timestamptz NOT NULL DEFAULT now()
);

-- The consent box on the forms that book: its words and when it was ticked, on the booking and carried to the household.
ALTER TABLE orders ADD COLUMN text_consent_words text, ADD COLUMN text_consent_at timestamptz;
ALTER TABLE custom_quotes ADD COLUMN text_consent_words text, ADD COLUMN text_consent_at timestamptz;
ALTER TABLE customers ADD COLUMN text_consent_words text;

CREATE FUNCTION carry_text_consent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.text_consent_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.text_consent_at IS DISTINCT FROM NEW.text_consent_at) THEN
    UPDATE customers SET text_consent = true, text_consent_at = NEW.text_consent_at, text_consent_words = NEW.text_consent_words, updated_at = now()
    WHERE id = NEW.customer_id AND (text_consent_at IS NULL OR text_consent_at <= NEW.text_consent_at);
  END IF;
  RETURN NEW;
END $$;
-- NOTE: named after *_link_customer, so it runs after it (BEFORE triggers fire by name) and NEW.customer_id is set.
CREATE TRIGGER orders_text_consent BEFORE INSERT OR UPDATE OF text_consent_at ON orders FOR EACH ROW EXECUTE FUNCTION carry_text_consent();
CREATE TRIGGER custom_quotes_text_consent BEFORE INSERT OR UPDATE OF text_consent_at ON custom_quotes FOR EACH ROW EXECUTE FUNCTION carry_text_consent();
