-- Reviews (docs/design.md §21, ADR 124): every customer is asked for a Google review and may leave us a private note. A note is
-- staff's to read; its words go on the site as a testimonial only when the customer ticked permission on that note.
CREATE TABLE review_notes (
  order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  note text NOT NULL CHECK (length(note) BETWEEN 1 AND 2000),
  -- How the customer wants to be named beside their words ("Ana R., La Jolla").
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 80),
  share_permission boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  published_by uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  -- NOTE: the database keeps the rule too: nothing is published without the customer's permission.
  CONSTRAINT review_notes_published_with_permission CHECK (published_at IS NULL OR share_permission)
);
CREATE INDEX review_notes_published_idx ON review_notes (published_at) WHERE published_at IS NOT NULL;
