-- Consent belongs to its owner (docs/design.md §22, issue 35 item 4, ADR 160). Text consent was one flag on the household, set by
-- any form that named the household's e-mail, so a stranger's quote turned texts on for the household's own number. Now it is
-- recorded per phone number, only from a form that carried that number, with its words, time and source; STOP and START change
-- the sending number's record only. A public form that names an existing household no longer renames it or changes its
-- marketing choice; it may add a phone or a porch, marked for staff as added by a public form.

-- A phone as E.164 the way server/src/texts/phone.ts#toE164 writes a US number (a number written with + keeps its country).
-- NOTE: libphonenumber also checks the number is real; a record under a number it refuses is never read, since texts go only to
-- numbers toE164 accepts.
CREATE FUNCTION phone_e164(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN btrim(coalesce(phone, '')) LIKE '+%' THEN CASE WHEN d ~ '^[1-9][0-9]{6,14}$' THEN '+' || d END
    WHEN d ~ '^[2-9][0-9]{9}$' THEN '+1' || d
    WHEN d ~ '^1[2-9][0-9]{9}$' THEN '+' || d
  END FROM (SELECT regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') AS d) x
$$;

-- The one consent record of a number: whether it may be texted, in whose words, since when, and from where. STOP (text_opt_outs)
-- still silences a number whatever this says, until it sends START.
CREATE TABLE phone_text_consents (
  phone text PRIMARY KEY CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  consent boolean NOT NULL,
  words text NOT NULL,
  at timestamptz NOT NULL,
  -- order or quote: the box on the form that carried this number (source_id names the row); reply: STOP or START from the number.
  source text NOT NULL CHECK (source IN ('order', 'quote', 'reply')),
  source_id uuid,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The box ticked on a form records consent for the number that form carried, and for no other.
CREATE OR REPLACE FUNCTION carry_text_consent() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  number text := phone_e164(NEW.customer_phone);
BEGIN
  IF NEW.text_consent_at IS NOT NULL AND number IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.text_consent_at IS DISTINCT FROM NEW.text_consent_at) THEN
    INSERT INTO phone_text_consents (phone, consent, words, at, source, source_id)
    VALUES (number, true, coalesce(NEW.text_consent_words, ''), NEW.text_consent_at, CASE TG_TABLE_NAME WHEN 'orders' THEN 'order' ELSE 'quote' END, NEW.id)
    ON CONFLICT (phone) DO UPDATE SET consent = true, words = EXCLUDED.words, at = EXCLUDED.at, source = EXCLUDED.source,
      source_id = EXCLUDED.source_id, updated_at = now()
    WHERE phone_text_consents.at <= EXCLUDED.at;
  END IF;
  RETURN NEW;
END $$;

-- Backfill: the newest box ticked for each number, then the newest STOP or START the number sent after it.
INSERT INTO phone_text_consents (phone, consent, words, at, source, source_id)
SELECT DISTINCT ON (number) number, true, coalesce(words, ''), at, source, id FROM (
  SELECT phone_e164(customer_phone) AS number, text_consent_words AS words, text_consent_at AS at, 'order' AS source, id FROM orders WHERE text_consent_at IS NOT NULL
  UNION ALL
  SELECT phone_e164(customer_phone), text_consent_words, text_consent_at, 'quote', id FROM custom_quotes WHERE text_consent_at IS NOT NULL
) ticked WHERE number IS NOT NULL ORDER BY number, at DESC;
INSERT INTO phone_text_consents (phone, consent, words, at, source)
SELECT DISTINCT ON (phone) phone, kind = 'start', 'Replied ' || upper(regexp_replace(btrim(body), '[.!]+$', '')), created_at, 'reply'
FROM text_messages WHERE direction = 'in' AND kind IN ('stop', 'start') ORDER BY phone, created_at DESC
ON CONFLICT (phone) DO UPDATE SET consent = EXCLUDED.consent, words = EXCLUDED.words, at = EXCLUDED.at, source = 'reply', source_id = NULL
WHERE phone_text_consents.at < EXCLUDED.at;

ALTER TABLE customers DROP COLUMN text_consent, DROP COLUMN text_consent_at, DROP COLUMN text_consent_words;

-- What a public form added to a household that already existed (phone digits; porches as 'lower(address)|zip'), for staff to see.
ALTER TABLE customers ADD COLUMN public_form_phones text[] NOT NULL DEFAULT '{}',
  ADD COLUMN public_form_porches text[] NOT NULL DEFAULT '{}';

-- The household an e-mail belongs to, made when there is none (with the form's name). An existing household keeps its name (one
-- left empty is filled); a phone or porch new to it is added and marked as added by a public form. Consent is not touched here.
CREATE OR REPLACE FUNCTION customer_for(p_email citext, p_name text, p_phone text, p_address text, p_city text, p_zip text) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  cid uuid;
  made boolean := false;
  digits text := nullif(customer_phone_digits(p_phone), '');
  porch jsonb := CASE WHEN coalesce(btrim(p_address), '') = '' THEN NULL
    ELSE jsonb_build_object('address', btrim(p_address), 'city', coalesce(btrim(p_city), ''), 'zipCode', coalesce(p_zip, '')) END;
  porch_id text := CASE WHEN coalesce(btrim(p_address), '') = '' THEN NULL ELSE lower(btrim(p_address)) || '|' || coalesce(p_zip, '') END;
  new_phone boolean;
  new_porch boolean;
BEGIN
  p_email := btrim(p_email);
  SELECT coalesce(merged_into, id) INTO cid FROM customers WHERE email = p_email ORDER BY (merged_into IS NULL) DESC LIMIT 1;
  IF cid IS NULL THEN
    -- NOTE: two first writes of one address at once: the second meets the unique index and takes the first's row.
    INSERT INTO customers (email, name) VALUES (p_email, coalesce(btrim(p_name), ''))
    ON CONFLICT (email) WHERE merged_into IS NULL DO UPDATE SET updated_at = now()
    RETURNING id, (xmax = 0) INTO cid, made;
  END IF;
  -- NOTE: the row locked first, so two forms adding the same phone or porch at once add it once.
  SELECT digits IS NOT NULL AND NOT digits = ANY (phones),
    porch IS NOT NULL AND porch_id NOT IN (SELECT lower(a->>'address') || '|' || (a->>'zipCode') FROM jsonb_array_elements(addresses) a)
  INTO new_phone, new_porch FROM customers WHERE id = cid FOR UPDATE;
  UPDATE customers SET
    name = CASE WHEN name = '' AND coalesce(btrim(p_name), '') <> '' THEN btrim(p_name) ELSE name END,
    phones = CASE WHEN new_phone THEN phones || digits ELSE phones END,
    public_form_phones = CASE WHEN new_phone AND NOT made THEN public_form_phones || digits ELSE public_form_phones END,
    addresses = CASE WHEN new_porch THEN addresses || jsonb_build_array(porch) ELSE addresses END,
    public_form_porches = CASE WHEN new_porch AND NOT made THEN public_form_porches || porch_id ELSE public_form_porches END,
    updated_at = now()
  WHERE id = cid;
  RETURN cid;
END $$;

-- The waitlist's sign-up speaks for the marketing choice only of a household that has made none; after that only its owner's
-- links change it (unsubscribe, and the e-mailed confirmation of a re-join: ADR 083).
CREATE OR REPLACE FUNCTION waitlist_link_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.customer_id := customer_for(NEW.email, NEW.name, NULL, NULL, NULL, NULL);
  IF TG_OP = 'INSERT' THEN
    UPDATE customers SET marketing_consent = NEW.unsubscribed_at IS NULL, marketing_consent_at = coalesce(NEW.unsubscribed_at, now())
    WHERE id = NEW.customer_id AND marketing_consent_at IS NULL;
  ELSIF OLD.unsubscribed_at IS DISTINCT FROM NEW.unsubscribed_at THEN
    UPDATE customers SET marketing_consent = NEW.unsubscribed_at IS NULL, marketing_consent_at = coalesce(NEW.unsubscribed_at, now())
    WHERE id = NEW.customer_id AND marketing_consent IS DISTINCT FROM (NEW.unsubscribed_at IS NULL);
  END IF;
  RETURN NEW;
END $$;

-- Links and phones (issue 35 item 5, ADR 161): the link version under which the customer changed the order's phone on /my-order
-- (null: the phone the booking carried). Once the links are revoked past it, no text carries a link to that phone.
ALTER TABLE orders ADD COLUMN phone_link_version integer;

-- A text's bearer link (order page, pay-balance, renewal) is kept apart from its words until Twilio has it: the words stored, and
-- shown to staff in the conversation, carry the link masked.
ALTER TABLE text_messages ADD COLUMN link text;

-- "Your phone number was changed" to the order's e-mail.
ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification',
  'deposit_notification', 'balance_link', 'balance_receipt', 'refund_receipt', 'quote_deposit_link', 'booking_open',
  'my_order_link', 'order_rescheduled', 'order_cancelled', 'delivery_reminder', 'staff_call_list', 'balance_follow_up',
  'removal_reminder', 'review_request', 'duplicate_balance_refunded', 'waitlist_welcome', 'waitlist_rejoin',
  'renewal_offer', 'waitlist_spots_opened', 'weather_care', 'on_my_way', 'phone_changed'));
