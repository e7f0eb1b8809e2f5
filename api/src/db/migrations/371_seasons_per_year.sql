-- Seasons that turn (docs/design.md §13, ADR 036): one row per season year instead of the single settings row, so opening next
-- year's season leaves last year's row (and every order's delivery date, with its delivery_slots row) exactly as it was.
ALTER TABLE season DROP CONSTRAINT season_id_check;
CREATE SEQUENCE season_id_seq AS smallint OWNED BY season.id;
SELECT setval('season_id_seq', COALESCE(max(id), 0) + 1, false) FROM season;
ALTER TABLE season ALTER COLUMN id SET DEFAULT nextval('season_id_seq');
ALTER TABLE season ADD CONSTRAINT season_year_key UNIQUE (year);

-- When booking opens (null: open as soon as the season is the current one), and when the sale starts (null: with booking). The
-- sale runs from its start until sale_ends_at, and only while booking is open; with sale_ends_at at or before the start there is none.
ALTER TABLE season
  ADD COLUMN booking_opens_at timestamptz,
  ADD COLUMN sale_starts_at timestamptz,
  -- Set once, when staff open booking and the waitlist is told (the e-mails themselves are one per person: waitlist_notices).
  ADD COLUMN booking_opened_at timestamptz;

-- One "booking is open" e-mail per person and season, however often staff press the button (docs/design.md §13).
CREATE TABLE waitlist_notices (
  entry_id uuid NOT NULL REFERENCES waitlist_entries (id) ON DELETE CASCADE,
  season_year integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entry_id, season_year)
);

ALTER TABLE email_log ADD COLUMN waitlist_entry_id uuid REFERENCES waitlist_entries (id) ON DELETE CASCADE;
ALTER TABLE email_log DROP CONSTRAINT email_log_kind_check;
ALTER TABLE email_log ADD CONSTRAINT email_log_kind_check CHECK (kind IN ('order_recap', 'quote_confirmation', 'quote_notification',
  'deposit_notification', 'balance_link', 'balance_receipt', 'refund_receipt', 'booking_open'));
