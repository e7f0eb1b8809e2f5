-- The quote form mails whatever address it is given: past a few confirmations a day per address the quote is still stored and
-- staff still notified, but no further confirmation goes out (ADR 022). Counted per address over the last day.
ALTER TABLE custom_quotes ADD COLUMN confirmation_withheld boolean NOT NULL DEFAULT false;
CREATE INDEX custom_quotes_email_created_idx ON custom_quotes (customer_email, created_at DESC);
