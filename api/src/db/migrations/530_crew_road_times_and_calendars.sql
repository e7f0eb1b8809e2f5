-- The crew's road times and calendars (docs/design.md §20, ADR 125-127).

-- How a crew's day is timed (ADR 126): when the truck leaves the Mira Mesa base, and how long the crew stays at a stop of each
-- service level. One row; the run sheet's arrival windows and the calendar feeds are worked out from it.
CREATE TABLE crew_day_times (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- Wall time in San Diego, "HH:MM".
  start_time text NOT NULL DEFAULT '08:00' CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  drop_off_minutes integer NOT NULL DEFAULT 20 CHECK (drop_off_minutes BETWEEN 5 AND 240),
  white_glove_minutes integer NOT NULL DEFAULT 45 CHECK (white_glove_minutes BETWEEN 5 AND 240),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO crew_day_times DEFAULT VALUES;

-- Each crew's calendar feed (ADR 127): the secret in its address. Issuing a new one replaces the row, so the old address stops
-- working at once. Made the first time staff look at the feeds.
CREATE TABLE crew_calendar_feeds (
  crew integer PRIMARY KEY CHECK (crew > 0),
  secret text NOT NULL UNIQUE CHECK (secret ~ '^[A-Za-z0-9_-]{32,}$'),
  issued_at timestamptz NOT NULL DEFAULT now(),
  issued_by uuid REFERENCES staff_users (id) ON DELETE SET NULL
);
