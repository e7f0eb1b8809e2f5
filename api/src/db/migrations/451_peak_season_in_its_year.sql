-- The spec's 2025 season was seeded with its peak season on 2024-10-15 (a year early), so the Season tab read "Peak season starts
-- 10/15/2024" for fall 2025 and the blog counted down to a past day (docs/design.md §16, ADR 074). A peak before its own season's
-- year moves to that year's October 15, end of day in San Diego (the pattern of api/src/db/seed/season-dates.ts).
UPDATE season
SET peak_season_at = make_timestamptz(year, 10, 15, 23, 59, 59, 'America/Los_Angeles'), updated_at = now()
WHERE extract(year FROM peak_season_at AT TIME ZONE 'America/Los_Angeles') < year;
