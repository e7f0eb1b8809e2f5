-- Issue 39 (ADR 310): POST /api/orders takes an Idempotency-Key, a UUID the browser makes for one order attempt and sends again
-- on a retry. The order it made keeps it, with a hash of the request it came with: the same key and the same request answer
-- that order again; the same key with another request is refused. A key answers for 24 hours (then it is cleared when used
-- again). The unique index is what makes two requests with one key one order, even at the same instant on two API processes.
ALTER TABLE orders
  ADD COLUMN idempotency_key uuid,
  ADD COLUMN request_hash text;

CREATE UNIQUE INDEX orders_idempotency_key_idx ON orders (idempotency_key);
