-- A form from a household the database already knows costs a read, not a write (issue 36 item 27, ADR 196). customer_for (the
-- trigger behind every order, quote and waitlist insert, 620) took the household's row FOR UPDATE and rewrote it on every
-- insert, only to set updated_at when nothing else changed; the lock was held to the commit, so a burst of quotes from one
-- address queued on that row (ADR 087 had removed the same queue from the confirmation count), and each rewrite re-ran the
-- search-text trigger and its scan of every household for the records merged into this one.

-- The search text's "records merged into this one" looked up by index, not by reading every household.
CREATE INDEX customers_merged_into_idx ON customers (merged_into) WHERE merged_into IS NOT NULL;

-- The household an e-mail belongs to, made when there is none (with the form's name). An existing household keeps its name (one
-- left empty is filled); a phone or porch new to it is added and marked as added by a public form. Consent is not touched here.
-- Its last activity (updated_at, the order of the staff's list) is kept to the minute.
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
  new_name boolean;
  stale boolean;
BEGIN
  p_email := btrim(p_email);
  SELECT coalesce(merged_into, id) INTO cid FROM customers WHERE email = p_email ORDER BY (merged_into IS NULL) DESC LIMIT 1;
  IF cid IS NULL THEN
    -- NOTE: two first writes of one address at once: the second meets the unique index and takes the first's row.
    INSERT INTO customers (email, name) VALUES (p_email, coalesce(btrim(p_name), ''))
    ON CONFLICT (email) WHERE merged_into IS NULL DO UPDATE SET updated_at = now()
    RETURNING id, (xmax = 0) INTO cid, made;
  END IF;
  -- NOTE: looked at without a lock first: a household with nothing to add, active in the last minute already, is not written,
  -- so forms from one address never wait for each other. What is to change is looked at again under the row's lock, so two
  -- forms adding the same phone or porch at once add it once; NO KEY, as the UPDATE's own lock, so the foreign-key checks of
  -- other forms of the household (KEY SHARE) do not wait for it.
  SELECT digits IS NOT NULL AND NOT digits = ANY (phones),
    porch IS NOT NULL AND porch_id NOT IN (SELECT lower(a->>'address') || '|' || (a->>'zipCode') FROM jsonb_array_elements(addresses) a),
    name = '' AND coalesce(btrim(p_name), '') <> '', updated_at < now() - interval '1 minute'
  INTO new_phone, new_porch, new_name, stale FROM customers WHERE id = cid;
  IF NOT (new_phone OR new_porch OR new_name OR stale) THEN
    RETURN cid;
  END IF;
  SELECT digits IS NOT NULL AND NOT digits = ANY (phones),
    porch IS NOT NULL AND porch_id NOT IN (SELECT lower(a->>'address') || '|' || (a->>'zipCode') FROM jsonb_array_elements(addresses) a)
  INTO new_phone, new_porch FROM customers WHERE id = cid FOR NO KEY UPDATE;
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
