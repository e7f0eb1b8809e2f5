-- The day a payment or refund counts on, for the bookkeeping CSV (docs/design.md §21, ADR 123): when it first reached a status
-- the ledger counts (a payment 'succeeded'; a refund anything but 'failed' or 'canceled'), stamped once by the trigger below.
-- created_at is when the attempt began (a balance may wait days for the customer) and updated_at moves with every redelivered
-- webhook, so neither is the day the money moved.
ALTER TABLE payments ADD COLUMN settled_at timestamptz;

CREATE FUNCTION payments_stamp_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.settled_at IS NULL AND (
    (NEW.kind <> 'refund' AND NEW.status = 'succeeded') OR (NEW.kind = 'refund' AND NEW.status NOT IN ('failed', 'canceled'))
  ) THEN
    NEW.settled_at := now();
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER payments_settled BEFORE INSERT OR UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION payments_stamp_settled();

-- NOTE: rows from before this migration: the last change is the best evidence left of when a payment succeeded; a refund counts
-- from when it was asked for.
UPDATE payments SET settled_at = CASE WHEN kind = 'refund' THEN created_at ELSE updated_at END
WHERE (kind <> 'refund' AND status = 'succeeded') OR (kind = 'refund' AND status NOT IN ('failed', 'canceled'));

CREATE INDEX payments_settled_idx ON payments (settled_at) WHERE settled_at IS NOT NULL;
