-- Gift card pages in the visit figures (issue 41). /gift-card-lookup is a staff screen (shared/src/site-events.ts STAFF_PATHS says the
-- same; a test holds the two equal): a visitor who opened it is staff at work, never a site visit.
CREATE OR REPLACE FUNCTION is_staff_path(path text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT path ~ '^/(dashboard|admin|zapier|login|orders|catalog|crew|run-sheet|pipeline|customers|insights|renewals|leads|gift-card-lookup)(/|$)'
$$;

UPDATE site_visitors v SET staff = true
WHERE NOT v.staff AND EXISTS (SELECT 1 FROM site_events e WHERE e.visitor = v.visitor AND is_staff_path(e.path));

-- A printable gift card's address holds its code, which spends its balance: the site now sends it as /gift-cards/card/:token
-- (web/src/lib/signed-link-path.ts), and any code a visit already stored is replaced the same way.
UPDATE site_events SET path = '/gift-cards/card/:token' WHERE path ~ '^/gift-cards/card/[^/]+$' AND path <> '/gift-cards/card/:token';
UPDATE site_visitors SET landing = '/gift-cards/card/:token' WHERE landing ~ '^/gift-cards/card/[^/]+$' AND landing <> '/gift-cards/card/:token';
