-- The crew's week (docs/design.md §12a, ADR 033): crews and homes per crew per day on the season row, each paid order's crew and day,
-- zip centroids for the route order and the map, and what each package puts on the truck (the pick list).

-- The spec's 2 crews x 3 homes a day as defaults, edited with the season settings.
ALTER TABLE season
  ADD COLUMN crews integer NOT NULL DEFAULT 2 CHECK (crews BETWEEN 1 AND 20),
  ADD COLUMN homes_per_crew_day integer NOT NULL DEFAULT 3 CHECK (homes_per_crew_day BETWEEN 1 AND 50);

-- A paid order's crew and day within its delivery week. The schedule reads the orders themselves, so a cancellation or a
-- reschedule shows at once; capacity is checked under a per-crew-day advisory lock in the assigning transaction.
ALTER TABLE orders
  ADD COLUMN crew integer CHECK (crew BETWEEN 1 AND 20),
  ADD COLUMN crew_day date,
  ADD COLUMN crew_assigned_at timestamptz,
  ADD CONSTRAINT orders_crew_pair CHECK ((crew IS NULL) = (crew_day IS NULL)),
  ADD CONSTRAINT orders_crew_day_in_week CHECK (crew_day IS NULL OR (crew_day >= delivery_date AND crew_day < delivery_date + 7));
CREATE INDEX orders_crew_day_idx ON orders (crew_day, crew) WHERE crew_day IS NOT NULL;

-- A rescheduled order leaves its old crew day: it goes back to "to assign" in its new week (no path can forget it).
CREATE FUNCTION clear_crew_on_reschedule() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.delivery_date IS DISTINCT FROM OLD.delivery_date THEN
    NEW.crew := NULL;
    NEW.crew_day := NULL;
    NEW.crew_assigned_at := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER orders_clear_crew BEFORE UPDATE OF delivery_date ON orders FOR EACH ROW EXECUTE FUNCTION clear_crew_on_reschedule();

-- Zip centroids (ADR 003's generator keeps them now); filled by the seed.
ALTER TABLE zone_zip_codes ADD COLUMN latitude double precision, ADD COLUMN longitude double precision;

-- What one order of a package puts on the truck: [{ "item": "Heirloom pumpkins", "quantity": 30 }, ...] (ADR 034).
ALTER TABLE packages ADD COLUMN load_list jsonb NOT NULL DEFAULT '[]'
  CHECK (jsonb_typeof(load_list) = 'array');
