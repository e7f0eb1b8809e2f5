-- Staff lists show each quote's and order's last Zapier delivery: find an entity's outbox events by the id in their payload.
CREATE INDEX outbox_events_quote_idx ON outbox_events ((payload ->> 'quoteId')) WHERE payload ? 'quoteId';
CREATE INDEX outbox_events_order_idx ON outbox_events ((payload ->> 'orderId')) WHERE payload ? 'orderId';
-- API keys are listed newest first; sessions of a user are swept at each login (sessions_user_idx exists).
CREATE INDEX api_keys_created_idx ON api_keys (created_at DESC);
CREATE INDEX zapier_subscriptions_key_idx ON zapier_subscriptions (api_key_id) WHERE api_key_id IS NOT NULL;
