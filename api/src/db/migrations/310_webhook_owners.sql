-- A Zapier webhook receives every new quote or paid order, so it lives only as long as its owner (ADR 018): the API key that
-- subscribed it, or the admin who added it on the Zapier page. Enforced here so every path that revokes a key or removes,
-- disables or demotes a staff user (the API, `npm run staff:create -- --update`, an operator's SQL) stops the hooks at once.

-- Hooks whose owner is already gone, disabled, revoked or not an admin stop now.
UPDATE zapier_subscriptions s
SET active = false, deactivated_at = now(), deactivated_reason = 'owner no longer allowed'
WHERE s.active AND NOT (
  EXISTS (SELECT 1 FROM api_keys k WHERE k.id = s.api_key_id AND k.revoked_at IS NULL)
  OR (s.api_key_id IS NULL AND EXISTS (SELECT 1 FROM staff_users u WHERE u.id = s.created_by AND u.active AND u.role = 'admin'))
);

-- A live hook always has an owner (the foreign keys' ON DELETE SET NULL runs after the triggers below have stopped it).
ALTER TABLE zapier_subscriptions
  ADD CONSTRAINT zapier_subscriptions_live_owner CHECK (NOT active OR api_key_id IS NOT NULL OR created_by IS NOT NULL);

CREATE INDEX zapier_subscriptions_creator_idx ON zapier_subscriptions (created_by) WHERE created_by IS NOT NULL;

CREATE FUNCTION stop_webhooks_of_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE zapier_subscriptions
  SET active = false, deactivated_at = now(), deactivated_reason = 'api key revoked'
  WHERE api_key_id = OLD.id AND active;
  RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;

CREATE TRIGGER api_key_revoked AFTER UPDATE OF revoked_at ON api_keys
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION stop_webhooks_of_key();
CREATE TRIGGER api_key_deleted BEFORE DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION stop_webhooks_of_key();

CREATE FUNCTION stop_webhooks_of_staff_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE zapier_subscriptions
  SET active = false, deactivated_at = now(),
      deactivated_reason = CASE WHEN TG_OP = 'DELETE' THEN 'owner removed'
                                WHEN NOT NEW.active THEN 'owner disabled'
                                ELSE 'owner is no longer an admin' END
  WHERE created_by = OLD.id AND api_key_id IS NULL AND active;
  RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;

CREATE TRIGGER staff_user_disabled AFTER UPDATE OF active, role ON staff_users
  FOR EACH ROW WHEN (NOT NEW.active OR NEW.role <> 'admin') EXECUTE FUNCTION stop_webhooks_of_staff_user();
CREATE TRIGGER staff_user_removed BEFORE DELETE ON staff_users FOR EACH ROW EXECUTE FUNCTION stop_webhooks_of_staff_user();
