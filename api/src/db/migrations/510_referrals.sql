-- Referrals (docs/design.md §18, ADRs 119-121): every household has a code; a new household that books with it gets the season's
-- referral discount as its own line of its price, and once its deposit is paid the household that referred it earns the same amount
-- off its next balance (a reward row here, applied as a credit line on that order).

-- 'SDP-' and seven characters from an alphabet without look-alikes (no 0/O, 1/I/L, U): 30^7 codes, read aloud without spelling.
-- The characters come from the random bytes of a v4 uuid, leaving out the bytes that carry its version and variant bits.
CREATE FUNCTION new_referral_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'SDP-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(r.b, i) % 30 + 1, 1), '' ORDER BY n)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b) r, unnest(ARRAY[0, 1, 2, 3, 4, 5, 10]) WITH ORDINALITY AS pick(i, n)
$$;

-- Existing households get theirs here (a volatile default is computed for each row); new ones by the default.
ALTER TABLE customers ADD COLUMN referral_code text NOT NULL DEFAULT new_referral_code();
CREATE UNIQUE INDEX customers_referral_code_key ON customers (referral_code);

-- What the new household gets off (and the referrer off their next balance), in cents; 0 turns referrals off for the season.
ALTER TABLE season ADD COLUMN referral_discount_cents integer NOT NULL DEFAULT 2500
  CHECK (referral_discount_cents BETWEEN 0 AND 100000);

ALTER TABLE orders
  -- The code the order was booked with, the household it names and what it took off the price (its own line of the breakdown).
  ADD COLUMN referral_code text,
  ADD COLUMN referrer_id uuid REFERENCES customers (id),
  ADD COLUMN referral_discount_cents integer NOT NULL DEFAULT 0 CHECK (referral_discount_cents >= 0),
  -- Referral rewards applied to this order's balance: balance_cents is already lowered by it (total = deposit + balance + credit).
  ADD COLUMN referral_credit_cents integer NOT NULL DEFAULT 0 CHECK (referral_credit_cents >= 0),
  ADD CONSTRAINT orders_referral_pair CHECK ((referral_code IS NULL) = (referrer_id IS NULL));
CREATE INDEX orders_referrer_idx ON orders (referrer_id) WHERE referrer_id IS NOT NULL;

-- One row per new household whose deposit was paid with a code: what its referrer earned and where that went.
--   waiting: on the referrer's record until an order of theirs has a balance to take it;
--   applied: taken off `applied_order_id`'s balance; revoked: the referred order was cancelled and fully refunded before delivery.
CREATE TABLE referral_rewards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  referrer_id uuid NOT NULL REFERENCES customers (id),
  referred_id uuid NOT NULL REFERENCES customers (id),
  -- The referred household's order whose paid deposit earned the reward.
  order_id uuid NOT NULL UNIQUE REFERENCES orders (id),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'applied', 'revoked')),
  applied_order_id uuid REFERENCES orders (id),
  earned_at timestamptz NOT NULL DEFAULT now(),
  applied_at timestamptz,
  revoked_at timestamptz,
  CHECK ((state = 'applied') = (applied_order_id IS NOT NULL)),
  CHECK (referrer_id <> referred_id)
);
-- One reward per new household, ever: its second order, or a second code, earns nothing more.
CREATE UNIQUE INDEX referral_rewards_referred_key ON referral_rewards (referred_id);
CREATE INDEX referral_rewards_referrer_idx ON referral_rewards (referrer_id, earned_at);
CREATE INDEX referral_rewards_applied_idx ON referral_rewards (applied_order_id) WHERE applied_order_id IS NOT NULL;
