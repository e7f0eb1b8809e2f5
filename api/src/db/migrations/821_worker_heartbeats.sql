-- Issue 39, item 4 (docs/design.md §25, ADR 262): the last worker heartbeat, a scheduled no-op job the workers complete about
-- every 30 s. /api/ready fails when none completed within 2 minutes. One row: the cluster's heartbeat, not one per process.
CREATE TABLE worker_heartbeats (
  id text PRIMARY KEY CHECK (id = 'workers'),
  beat_at timestamptz NOT NULL,
  -- which workers process ran it (host:pid), for whoever reads the row
  beaten_by text NOT NULL
);
