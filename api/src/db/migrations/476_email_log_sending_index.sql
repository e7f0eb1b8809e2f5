-- Each e-mail first marks a 'sending' attempt of its key left by a dead worker as failed (workers/src/jobs/send-email.ts). No
-- index covered that lookup, so every e-mail scanned the whole log, which grows by every e-mail the site ever sent (ADR 087).
-- Only attempts in flight are 'sending': this index stays a few rows long.
CREATE INDEX email_log_sending_idx ON email_log (idempotency_key) WHERE status = 'sending';
