-- The quote form counts an address's confirmations of the last day on every request (ADR 022). The old index held every quote
-- of the address, so the count read all of them (the benchmark's one address: thousands, slower with each quote, ADR 087);
-- this one holds only the confirmed ones, at most three a day per address, so the count reads a handful of rows whatever
-- the address has sent.
CREATE INDEX custom_quotes_confirmed_email_created_idx ON custom_quotes (customer_email, created_at DESC) WHERE NOT confirmation_withheld;
DROP INDEX custom_quotes_email_created_idx;
