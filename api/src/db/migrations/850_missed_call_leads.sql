-- Issue 40 part 3, docs/design.md §26 "Missed calls" (ADRs 290-292): every call Twilio posts is kept once per CallSid, and a call
-- nobody took (busy, no answer, failed, cancelled, or outside 08:00-18:00 San Diego time) becomes a lead staff call back.

-- A caller's open lead: one per number while nobody has called it back or made a quote of it; further missed calls from the same
-- number count on it (a caller ringing five times is one lead with five calls, and one text).
CREATE TABLE leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  phone text NOT NULL,
  -- The first missed call and the newest (the business clock), and how many.
  at timestamptz NOT NULL,
  last_call_at timestamptz NOT NULL,
  calls integer NOT NULL DEFAULT 1 CHECK (calls > 0),
  -- Why the first call was missed: Twilio's DialCallStatus, or after_hours.
  reason text NOT NULL CHECK (reason IN ('busy', 'no-answer', 'failed', 'canceled', 'after_hours')),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'called', 'quoted')),
  -- The text back (text_messages; its sent_at is textedAt), or why none went ('replied STOP', 'texted in the last 24 hours').
  text_id uuid REFERENCES text_messages (id),
  no_text_reason text,
  called_at timestamptz,
  called_by uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  quote_id uuid REFERENCES custom_quotes (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX leads_one_open_per_number ON leads (phone) WHERE status = 'new';
CREATE INDEX leads_at_idx ON leads (at DESC);

-- Every call Twilio told us of, once per CallSid (Twilio retries its webhooks): what became of it and the lead it made.
CREATE TABLE voice_calls (
  call_sid text PRIMARY KEY,
  from_number text NOT NULL,
  to_number text NOT NULL,
  at timestamptz NOT NULL,
  -- null while the business phone rings; then Twilio's DialCallStatus, or after_hours when nobody was there to forward to.
  outcome text CHECK (outcome IN ('completed', 'busy', 'no-answer', 'failed', 'canceled', 'after_hours')),
  lead_id uuid REFERENCES leads (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX voice_calls_lead_idx ON voice_calls (lead_id) WHERE lead_id IS NOT NULL;

-- A caller's texts attach to the lead by number (server/src/leads/leads.ts): the inbound texts of a number, newest lead first.
CREATE INDEX text_messages_in_phone_idx ON text_messages (phone, created_at) WHERE direction = 'in';

-- /leads is a staff screen (shared/src/site-events.ts STAFF_PATHS says the same; a test holds the two equal).
CREATE OR REPLACE FUNCTION is_staff_path(path text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT path ~ '^/(dashboard|admin|zapier|login|orders|catalog|crew|run-sheet|pipeline|customers|insights|renewals|leads)(/|$)'
$$;
