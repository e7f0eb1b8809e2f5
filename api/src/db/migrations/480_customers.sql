-- The household record (docs/design.md §18, ADR 110): one row per normalized e-mail, made or matched automatically whenever an
-- order, a quote or a waitlist entry is written, by triggers, so no path that writes those tables (the site, a quote's deposit
-- link, staff tools, seeds) can leave one unlinked. Staff merge two records: the merged one keeps its row with `merged_into`
-- set, so its e-mail still finds the household it became.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The identity: the address as the person typed it, compared without case or surrounding spaces (citext, trimmed).
  email citext NOT NULL CHECK (email = btrim(email) AND email <> ''),
  name text NOT NULL,
  -- Digits only (a US number without its leading 1), newest last; shown as people write them.
  phones text[] NOT NULL DEFAULT '{}',
  -- [{ "address", "city", "zipCode" }], each porch once, newest last.
  addresses jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(addresses) = 'array'),
  -- On the waitlist and not unsubscribed: agreed to hear about next season. Texts need their own consent (§19).
  marketing_consent boolean NOT NULL DEFAULT false,
  marketing_consent_at timestamptz,
  text_consent boolean NOT NULL DEFAULT false,
  text_consent_at timestamptz,
  -- For the crew: gate codes, the dog, where the pumpkins went last year.
  porch_notes text NOT NULL DEFAULT '' CHECK (length(porch_notes) <= 4000),
  merged_into uuid REFERENCES customers (id),
  merged_at timestamptz,
  -- What staff search: name, e-mails, phone digits and addresses, lower case (kept by customers_search_text below).
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (merged_into IS NULL OR merged_into <> id)
);
CREATE UNIQUE INDEX customers_email_key ON customers (email) WHERE merged_into IS NULL;
CREATE INDEX customers_email_idx ON customers (email);
CREATE INDEX customers_search_idx ON customers USING gin (search_text gin_trgm_ops) WHERE merged_into IS NULL;
CREATE INDEX customers_updated_idx ON customers (updated_at DESC, id DESC) WHERE merged_into IS NULL;

CREATE FUNCTION customer_phone_digits(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN d ~ '^1[0-9]{10}$' THEN substr(d, 2) ELSE d END FROM (SELECT regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') AS d) x
$$;

CREATE FUNCTION customers_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.name, NEW.email::text, array_to_string(NEW.phones, ' '),
    (SELECT string_agg(concat_ws(' ', a->>'address', a->>'city', a->>'zipCode'), ' ') FROM jsonb_array_elements(NEW.addresses) a),
    -- The addresses of records merged into this one still find it.
    (SELECT string_agg(m.email::text, ' ') FROM customers m WHERE m.merged_into = NEW.id)));
  RETURN NEW;
END $$;
CREATE TRIGGER customers_search_text BEFORE INSERT OR UPDATE OF name, email, phones, addresses ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_search_text();

-- The household an e-mail belongs to, made when there is none; the contact's name (newest wins), phone and porch are added to it.
CREATE FUNCTION customer_for(p_email citext, p_name text, p_phone text, p_address text, p_city text, p_zip text) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  cid uuid;
  digits text := nullif(customer_phone_digits(p_phone), '');
  porch jsonb := CASE WHEN coalesce(btrim(p_address), '') = '' THEN NULL
    ELSE jsonb_build_object('address', btrim(p_address), 'city', coalesce(btrim(p_city), ''), 'zipCode', coalesce(p_zip, '')) END;
BEGIN
  p_email := btrim(p_email);
  SELECT coalesce(merged_into, id) INTO cid FROM customers WHERE email = p_email ORDER BY (merged_into IS NULL) DESC LIMIT 1;
  IF cid IS NULL THEN
    -- NOTE: two first writes of one address at once: the second meets the unique index and takes the first's row.
    INSERT INTO customers (email, name) VALUES (p_email, coalesce(btrim(p_name), ''))
    ON CONFLICT (email) WHERE merged_into IS NULL DO UPDATE SET updated_at = now()
    RETURNING id INTO cid;
  END IF;
  UPDATE customers SET
    name = CASE WHEN coalesce(btrim(p_name), '') = '' THEN name ELSE btrim(p_name) END,
    phones = CASE WHEN digits IS NULL OR digits = ANY (phones) THEN phones ELSE phones || digits END,
    addresses = CASE WHEN porch IS NULL OR EXISTS (
        SELECT 1 FROM jsonb_array_elements(addresses) a
        WHERE lower(a->>'address') = lower(porch->>'address') AND a->>'zipCode' = porch->>'zipCode')
      THEN addresses ELSE addresses || jsonb_build_array(porch) END,
    updated_at = now()
  WHERE id = cid;
  RETURN cid;
END $$;

ALTER TABLE orders ADD COLUMN customer_id uuid REFERENCES customers (id);
ALTER TABLE custom_quotes ADD COLUMN customer_id uuid REFERENCES customers (id);
ALTER TABLE waitlist_entries ADD COLUMN customer_id uuid REFERENCES customers (id);
CREATE INDEX orders_customer_idx ON orders (customer_id);
CREATE INDEX custom_quotes_customer_idx ON custom_quotes (customer_id);
CREATE INDEX waitlist_entries_customer_idx ON waitlist_entries (customer_id);

CREATE FUNCTION orders_link_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.customer_id := customer_for(NEW.customer_email, NEW.customer_name, NEW.customer_phone, NEW.address, NEW.city, NEW.zip_code);
  RETURN NEW;
END $$;
CREATE TRIGGER orders_link_customer BEFORE INSERT OR UPDATE OF customer_email, customer_name, customer_phone, address, city, zip_code
  ON orders FOR EACH ROW EXECUTE FUNCTION orders_link_customer();

CREATE FUNCTION custom_quotes_link_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.customer_id := customer_for(NEW.customer_email, NEW.customer_name, NEW.customer_phone, NULL, NULL, NULL);
  RETURN NEW;
END $$;
CREATE TRIGGER custom_quotes_link_customer BEFORE INSERT OR UPDATE OF customer_email, customer_name, customer_phone
  ON custom_quotes FOR EACH ROW EXECUTE FUNCTION custom_quotes_link_customer();

-- The waitlist also carries the consent to hear about next season: joining gives it, unsubscribing takes it back.
CREATE FUNCTION waitlist_link_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.customer_id := customer_for(NEW.email, NEW.name, NULL, NULL, NULL, NULL);
  UPDATE customers SET marketing_consent = NEW.unsubscribed_at IS NULL, marketing_consent_at = coalesce(NEW.unsubscribed_at, now())
  WHERE id = NEW.customer_id AND marketing_consent IS DISTINCT FROM (NEW.unsubscribed_at IS NULL);
  RETURN NEW;
END $$;
CREATE TRIGGER waitlist_link_customer BEFORE INSERT OR UPDATE OF email, name, unsubscribed_at
  ON waitlist_entries FOR EACH ROW EXECUTE FUNCTION waitlist_link_customer();

-- Backfill: every existing order, quote and waitlist entry, oldest first, so each household's newest name and porch win.
DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT 'o' AS t, id, created_at FROM orders UNION ALL
    SELECT 'q', id, created_at FROM custom_quotes UNION ALL
    SELECT 'w', id, created_at FROM waitlist_entries
    ORDER BY created_at, id
  LOOP
    IF r.t = 'o' THEN
      UPDATE orders SET customer_id = customer_for(customer_email, customer_name, customer_phone, address, city, zip_code) WHERE id = r.id;
    ELSIF r.t = 'q' THEN
      UPDATE custom_quotes SET customer_id = customer_for(customer_email, customer_name, customer_phone, NULL, NULL, NULL) WHERE id = r.id;
    ELSE
      UPDATE waitlist_entries SET customer_id = customer_for(email, name, NULL, NULL, NULL, NULL) WHERE id = r.id;
    END IF;
  END LOOP;
END $$;
UPDATE customers c SET marketing_consent = true, marketing_consent_at = w.created_at
FROM waitlist_entries w WHERE w.customer_id = c.id AND w.unsubscribed_at IS NULL;

ALTER TABLE orders ALTER COLUMN customer_id SET NOT NULL;
ALTER TABLE custom_quotes ALTER COLUMN customer_id SET NOT NULL;
ALTER TABLE waitlist_entries ALTER COLUMN customer_id SET NOT NULL;
