-- First-party visits (docs/design.md §21, ADR 122): no cookie and no address is kept. A visitor is an HMAC of their address and
-- browser under the day's salt; each day's salt is made on the day's first event and the older ones are deleted then, so
-- yesterday's hashes can no longer be linked to anyone, nor to today's.
CREATE TABLE visit_salts (
  -- The San Diego calendar day the salt hashes visitors for.
  day date PRIMARY KEY,
  salt bytea NOT NULL
);

CREATE TABLE site_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL CHECK (kind IN ('page_view', 'order_dialog_opened', 'checkout_started')),
  path text NOT NULL,
  -- hex of the first 16 bytes of HMAC-SHA256(day's salt, address + user agent): counts visitors within a day, names no one.
  visitor text NOT NULL,
  -- utm_source, else the referring site's host (our own host and none are 'direct').
  source text NOT NULL,
  referrer_host text,
  utm_medium text,
  utm_campaign text
);
CREATE INDEX site_events_at_idx ON site_events (at);
