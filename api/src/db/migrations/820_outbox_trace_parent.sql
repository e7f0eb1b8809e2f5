-- Issue 39, item 1 (docs/design.md §25, ADR 260): the W3C traceparent of the request (or job) that emitted the event, so the
-- relay and every job the event causes continue its trace. NULL when tracing is off or the event was emitted outside a trace.
ALTER TABLE outbox_events ADD COLUMN trace_parent text;
