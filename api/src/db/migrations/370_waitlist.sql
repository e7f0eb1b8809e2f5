-- The waitlist (docs/design.md §13): people who want to hear when booking opens, asked off season and when their zip is not
-- served yet. One row per address (citext), so a second sign-up of the same address adds nothing and tells the caller nothing.
CREATE TABLE waitlist_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email citext NOT NULL UNIQUE,
  zip_code text CHECK (zip_code ~ '^[0-9]{5}$'),
  -- Set by the unsubscribe link; a later sign-up of the same address clears it (the person asked again).
  unsubscribed_at timestamptz,
  crm_provider text,
  crm_contact_id text,
  crm_synced_at timestamptz,
  crm_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Zapier polls newest first (GET /api/zapier/waitlist).
CREATE INDEX waitlist_entries_created_idx ON waitlist_entries (created_at DESC, id DESC);

-- Zapier can subscribe to new waitlist sign-ups.
ALTER TABLE zapier_subscriptions DROP CONSTRAINT zapier_subscriptions_event_check;
ALTER TABLE zapier_subscriptions ADD CONSTRAINT zapier_subscriptions_event_check
  CHECK (event IN ('quote.created', 'order.deposit_paid', 'order.delivered', 'order.completed', 'order.cancelled', 'waitlist.joined'));
