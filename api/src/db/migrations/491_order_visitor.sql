-- The funnel of docs/design.md §21 (ADR 112): an order made on the site carries the day's visitor hash of the browser that made it
-- (server/src/visits/record-visit.ts: HMAC of address and browser under that San Diego day's salt, never the address itself), so
-- "deposits paid" joins that day's visit events without a cookie. Null for bots, staff-made orders and orders before this column.
ALTER TABLE orders ADD COLUMN visitor text;
CREATE INDEX orders_visitor_idx ON orders (visitor) WHERE visitor IS NOT NULL;
