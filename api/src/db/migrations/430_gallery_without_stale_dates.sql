-- The seeded before/after pairs are illustrations, not dated photographs: they said "October 2024" / "September 2024", which a
-- visitor in a later year reads as a stale site (issue 17). Clear the label only where it still holds the seed's words and the
-- pair still shows its committed illustrations; a label or photograph staff set is theirs and stays.
UPDATE gallery_items SET taken_on = '', updated_at = now()
WHERE id IN ('7a3e1c9d-4b2f-4e8a-9c61-0d2b7f5e0001', '7a3e1c9d-4b2f-4e8a-9c61-0d2b7f5e0002', '7a3e1c9d-4b2f-4e8a-9c61-0d2b7f5e0003')
  AND taken_on IN ('October 2024', 'September 2024')
  AND before_image_id IS NULL AND after_image_id IS NULL;
