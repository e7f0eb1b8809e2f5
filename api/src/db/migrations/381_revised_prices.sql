-- The revised seed prices of docs/design.md §4 (ADR 039): each price moves only while it still holds its first seed value, so a price staff
-- edited stays as they set it. Golden Harvest and Autumn Glow keep theirs.
UPDATE packages SET white_glove_price_cents = 152500, updated_at = now()
  WHERE slug = 'harvest-bounty' AND white_glove_price_cents = 122500;
UPDATE packages SET drop_off_price_cents = 45000, updated_at = now()
  WHERE slug = 'harvest-bounty' AND drop_off_price_cents = 39500;
UPDATE packages SET white_glove_price_cents = 137500, updated_at = now()
  WHERE slug = 'autumn-embrace' AND white_glove_price_cents = 152500;
UPDATE packages SET drop_off_price_cents = 39500, updated_at = now()
  WHERE slug = 'autumn-embrace' AND drop_off_price_cents = 55000;
-- price_cents is the price at the package's own level.
UPDATE packages SET price_cents = CASE service_level WHEN 'white-glove' THEN white_glove_price_cents ELSE drop_off_price_cents END
  WHERE slug IN ('harvest-bounty', 'autumn-embrace');
