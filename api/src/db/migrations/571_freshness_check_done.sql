-- A freshness check ticked done on the crew schedule (ADR 138): when, and by whom (the staff member's name as it was, kept if the
-- account goes). The first tick stands; ticking again changes nothing.
ALTER TABLE weather_care
  ADD COLUMN checked_at timestamptz,
  ADD COLUMN checked_by uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  ADD COLUMN checked_by_name text,
  ADD CONSTRAINT weather_care_checked_by_when CHECK ((checked_at IS NULL) = (checked_by_name IS NULL));
