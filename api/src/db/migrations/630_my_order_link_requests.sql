-- "E-mail me my link" off the request path (issue 35, item 15; ADR 165): the request stores what the form named and answers at
-- once, the same statements for a match and a miss; the workers match it later. A request that matched nothing is deleted when
-- matched; one that sent a link keeps only its order and time (the e-mail and number are cleared) for the per-order limit
-- (3 links an hour), and is deleted an hour later.
CREATE TABLE my_order_link_requests (
  id bigserial PRIMARY KEY,
  -- When the form was sent (the API's clock): the season and the per-order hour are judged at this time.
  asked_at timestamptz NOT NULL,
  -- What the form named, kept only until the request is matched.
  email text,
  order_number text,
  -- Set when matched; order_id is the order a link was sent to.
  matched_at timestamptz,
  order_id uuid REFERENCES orders (id) ON DELETE CASCADE,
  CHECK ((matched_at IS NULL) = (email IS NOT NULL AND order_number IS NOT NULL))
);
CREATE INDEX my_order_link_requests_waiting_idx ON my_order_link_requests (id) WHERE matched_at IS NULL;
CREATE INDEX my_order_link_requests_sent_idx ON my_order_link_requests (order_id, asked_at) WHERE order_id IS NOT NULL;
