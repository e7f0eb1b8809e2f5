-- Neighbour weeks (docs/design.md §20, ADRs 140-142): a delivery week in which a paid stop is already within about a mile and a
-- half of the porch being booked (zip centres, straight line) takes the season's neighbour saving off the price, as its own line.

-- The saving in cents; 0 (the default, so no season's prices change under anyone until the owner sets it) turns it off.
ALTER TABLE season ADD COLUMN neighbour_discount_cents integer NOT NULL DEFAULT 0
  CHECK (neighbour_discount_cents BETWEEN 0 AND 100000);

-- What the neighbour week took off this order's price (its own line of the breakdown, after any promo or referral line).
ALTER TABLE orders ADD COLUMN neighbour_discount_cents integer NOT NULL DEFAULT 0 CHECK (neighbour_discount_cents >= 0);

