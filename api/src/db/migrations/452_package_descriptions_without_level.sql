-- Package descriptions began "White-Glove Service:" or "Drop-Off Service:" next to cards that show both prices (issue 25 item 14,
-- docs/design.md §16). Replace the seeded wording (api/src/db/seed/catalog.ts) only where staff have not edited it; an edited
-- description keeps its words, and the public catalog drops a leading level label (api/src/features/catalog/catalog.service.ts).
UPDATE packages p
SET description = fixed.description
FROM (VALUES
  ('0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c0001'::uuid,
   'White-Glove Service: our grandest estate display, designed, installed and kept photo-ready all season.',
   'Our grandest estate display: heirloom pumpkins, lanterns and botanicals in abundance, kept photo-ready all season.'),
  ('0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c0002'::uuid,
   'White-Glove Service: a full porch transformation, professionally styled and maintained.',
   'A full porch transformation in layered heirloom tones, generous from the steps to the door.'),
  ('0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c0003'::uuid,
   'Drop-Off Service: a curated collection delivered to your door, ready for you to style.',
   'A curated collection in warm autumn tones, sized for a welcoming front porch.'),
  ('0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c0004'::uuid,
   'Drop-Off Service: a petite collection scaled for condos, apartments and cottage porches.',
   'A petite collection scaled for condos, apartments and cottage porches.')
) AS fixed (id, seeded, description)
WHERE p.id = fixed.id AND p.description = fixed.seeded;
