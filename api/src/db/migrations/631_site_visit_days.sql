-- Visit events are not kept forever (issue 35, item 8; ADR 122 amended): the raw events of a San Diego day older than 13 months
-- are rolled up into the funnel's own figures for that day and deleted (workers: `roll-up-visits`). The insights read both, so an
-- old season's funnel reads the same numbers after its events are gone; no visitor hash is kept.
CREATE TABLE site_visit_days (
  -- The San Diego calendar day the visitors came (a visitor hash names one browser on one day).
  day date NOT NULL,
  -- The funnel's keys: the first page viewed (null: no page view) and the first event's source.
  landing text,
  source text NOT NULL,
  -- Visitor-days with these keys; of them, those that opened the order dialog or began a checkout; those with a paid deposit.
  visits integer NOT NULL CHECK (visits > 0),
  started integer NOT NULL CHECK (started BETWEEN 0 AND visits),
  paid integer NOT NULL CHECK (paid BETWEEN 0 AND visits)
);
CREATE INDEX site_visit_days_day_idx ON site_visit_days (day);
