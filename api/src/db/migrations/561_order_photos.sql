-- After photos at the porch (docs/design.md §20; ADR 134, ADR 135). The crew's photos of a delivered porch, stored through the image
-- pipeline (images: AVIF and WebP renditions, no EXIF or GPS), one row per photo on its order. The SQL lives in its owner,
-- server/src/db/order-photos.ts.
CREATE TABLE order_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id),
  image_id uuid NOT NULL REFERENCES images (id),
  -- The id the phone made for this upload: a retry (a lost answer, a queue replayed) adds nothing.
  client_id uuid UNIQUE,
  -- What the phone sent, after resizing it (the figure the README gives).
  uploaded_bytes integer NOT NULL CHECK (uploaded_bytes > 0),
  taken_by uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  -- The gallery pair made from it (ADR 135), at most one.
  gallery_item_id uuid REFERENCES gallery_items (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, image_id)
);
CREATE INDEX order_photos_order_idx ON order_photos (order_id, created_at);

-- A porch photo moved to the gallery starts as a hidden pair with its after photo only (ADR 135): staff add the before photo in
-- the gallery editor before it can be shown. A shown pair still needs both.
ALTER TABLE gallery_items DROP CONSTRAINT gallery_items_check;
ALTER TABLE gallery_items ADD CONSTRAINT gallery_items_check CHECK (before_image_url IS NOT NULL OR before_image_id IS NOT NULL OR NOT active);
