-- Catalog managed by staff (docs/design.md §13, ADR 039): uploaded images, gallery pairs, and an audit trail.

-- Uploaded photographs: the files live under UPLOADS_DIR/<hash>/<width>.<avif|webp>; the row says which widths exist.
CREATE TABLE images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hash text NOT NULL UNIQUE CHECK (hash ~ '^[0-9a-f]{16,64}$'),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  widths integer[] NOT NULL,
  original_format text NOT NULL,
  original_bytes integer NOT NULL,
  uploaded_by uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE packages ADD COLUMN image_id uuid REFERENCES images (id);

-- The home page's before/after pairs; an image is either a committed illustration (path) or an upload (id).
CREATE TABLE gallery_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  location text NOT NULL CHECK (btrim(location) <> ''),
  package_type text NOT NULL DEFAULT '',
  taken_on text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  before_image_url text,
  before_image_id uuid REFERENCES images (id),
  after_image_url text,
  after_image_id uuid REFERENCES images (id),
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (before_image_url IS NOT NULL OR before_image_id IS NOT NULL),
  CHECK (after_image_url IS NOT NULL OR after_image_id IS NOT NULL)
);
CREATE TRIGGER gallery_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gallery_items FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

-- Who changed what in the catalog, with the row before and after (shown in the admin dashboard).
CREATE TABLE catalog_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  staff_user_id uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  staff_name text NOT NULL,
  entity text NOT NULL CHECK (entity IN ('package', 'add-on', 'promo-code', 'gallery', 'image')),
  entity_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  summary text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX catalog_audit_at ON catalog_audit (at DESC);

ALTER TABLE promo_codes ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
