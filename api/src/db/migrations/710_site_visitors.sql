-- The funnel's visitor-days kept as the events arrive (issue 36 items 16 and 26, ADR 184). /insights grouped every raw event of a
-- year by visitor on each read (200,000 events: a sort spilled to disk, twice per read); it now reads one row per visitor-day.
-- A statement trigger on site_events keeps the rows, so every way an event is stored (the beacon's group insert, a script, a
-- test) keeps them. Staff screens are marked here and left out of every count; the roll-up of old days reads these rows.

-- The screens behind a staff login (web/src/routes; shared/src/site-events.ts STAFF_PATHS says the same, and a test holds them equal).
CREATE FUNCTION is_staff_path(path text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT path ~ '^/(dashboard|admin|zapier|login|orders|catalog|crew|run-sheet|pipeline|customers|insights|renewals)(/|$)'
$$;

CREATE TABLE site_visitors (
  -- The day's visitor hash (one browser on one San Diego day: the salt changes at midnight).
  visitor text PRIMARY KEY,
  -- The San Diego day and instant of its first event, and that event's source.
  day date NOT NULL,
  first_at timestamptz NOT NULL,
  source text NOT NULL,
  -- Its first page view: the landing page (null while it has none).
  landing_at timestamptz,
  landing text,
  -- Opened the order dialog or began a checkout.
  started boolean NOT NULL,
  -- Viewed a staff screen: a member of staff, never counted as a visit.
  staff boolean NOT NULL
);
CREATE INDEX site_visitors_day_idx ON site_visitors (day);

-- One statement's events folded into their visitors: the first event (by time, then id) names the source and the first page view
-- the landing page, whichever statement stored it.
CREATE FUNCTION site_visitors_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO site_visitors AS v (visitor, day, first_at, source, landing_at, landing, started, staff)
  SELECT visitor,
    (min(at) AT TIME ZONE 'America/Los_Angeles')::date,
    min(at),
    (array_agg(source ORDER BY at, id))[1],
    min(at) FILTER (WHERE kind = 'page_view'),
    (array_agg(path ORDER BY at, id) FILTER (WHERE kind = 'page_view'))[1],
    bool_or(kind IN ('order_dialog_opened', 'checkout_started')),
    bool_or(is_staff_path(path))
  FROM added GROUP BY visitor
  ON CONFLICT (visitor) DO UPDATE SET
    day = CASE WHEN EXCLUDED.first_at < v.first_at THEN EXCLUDED.day ELSE v.day END,
    source = CASE WHEN EXCLUDED.first_at < v.first_at THEN EXCLUDED.source ELSE v.source END,
    first_at = least(v.first_at, EXCLUDED.first_at),
    landing = CASE WHEN EXCLUDED.landing_at < v.landing_at OR v.landing_at IS NULL THEN coalesce(EXCLUDED.landing, v.landing) ELSE v.landing END,
    landing_at = least(v.landing_at, EXCLUDED.landing_at),
    started = v.started OR EXCLUDED.started,
    staff = v.staff OR EXCLUDED.staff;
  RETURN NULL;
END
$$;

CREATE TRIGGER site_visitors_add AFTER INSERT ON site_events REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION site_visitors_add();

-- The events already stored.
INSERT INTO site_visitors (visitor, day, first_at, source, landing_at, landing, started, staff)
SELECT visitor, (min(at) AT TIME ZONE 'America/Los_Angeles')::date, min(at), (array_agg(source ORDER BY at, id))[1],
  min(at) FILTER (WHERE kind = 'page_view'), (array_agg(path ORDER BY at, id) FILTER (WHERE kind = 'page_view'))[1],
  bool_or(kind IN ('order_dialog_opened', 'checkout_started')), bool_or(is_staff_path(path))
FROM site_events GROUP BY visitor;

-- A rolled-up day's visits by the season their deposit booked (null: no deposit, or rolled up before this column), so a season's
-- funnel counts a deposit taken the calendar year before (issue 36 item 16).
ALTER TABLE site_visit_days ADD COLUMN season integer;

-- The funnel's join from a visitor to its paid orders' seasons.
CREATE INDEX orders_paid_visitor_idx ON orders (visitor, delivery_date) WHERE visitor IS NOT NULL AND paid_at IS NOT NULL;
