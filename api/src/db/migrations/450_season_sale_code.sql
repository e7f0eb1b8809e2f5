-- The sale's code belongs to its season (docs/design.md §16, ADR 073): the banner names it only while checkout accepts it, and a
-- rollover carries it to the next season with the sale's window. Until now the code's window stayed where the seed put it
-- (SPOOKY15 ended 2025-10-01) while rollovers moved only the sale, so the site sold a code that checkout refused.
ALTER TABLE season ADD COLUMN sale_promo_code text REFERENCES promo_codes (code) ON UPDATE CASCADE ON DELETE SET NULL;

-- Every existing season ran its sale with the seeded code.
UPDATE season SET sale_promo_code = 'SPOOKY15' WHERE EXISTS (SELECT 1 FROM promo_codes WHERE code = 'SPOOKY15');

-- A database already rolled over holds a stale code: move its window to the newest season's sale, the same rule a rollover now
-- applies (api/src/features/season/sale-code-window.ts). A code still running keeps its start.
UPDATE promo_codes p
SET starts_at = CASE WHEN p.ends_at > now() AND (p.starts_at IS NULL OR p.starts_at <= now()) THEN p.starts_at
                     ELSE COALESCE(s.sale_starts_at, s.booking_opens_at) END,
    ends_at = s.sale_ends_at,
    updated_at = now()
FROM (SELECT * FROM season ORDER BY year DESC LIMIT 1) s
WHERE p.code = s.sale_promo_code AND p.ends_at IS NOT NULL AND p.ends_at < s.sale_ends_at;
