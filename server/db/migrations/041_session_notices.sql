-- Each server process answers the heartbeat, the most frequent call, from the sessions and maintenance switch it has
-- seen (domain/session-cache.ts). A session that ends (revoked, its expiry moved, deleted) or a change of the switch
-- must reach every process at once, whoever made it: a call, the admin command, another process. These triggers tell
-- them by NOTIFY, delivered when the change commits. Bodies stay on one line: the migration runner splits at ";\n".
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('session_ended', OLD.id::text); RETURN NULL; END $$;
CREATE TRIGGER sessions_ended AFTER UPDATE OF revoked_at, expires_at ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION notify_session_ended();
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
CREATE FUNCTION notify_maintenance_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('maintenance_changed', ''); RETURN NULL; END $$;
CREATE TRIGGER app_config_maintenance AFTER INSERT OR UPDATE ON app_config FOR EACH ROW WHEN (NEW.key = 'maintenance')
  EXECUTE FUNCTION notify_maintenance_changed();
CREATE TRIGGER app_config_maintenance_deleted AFTER DELETE ON app_config FOR EACH ROW WHEN (OLD.key = 'maintenance')
  EXECUTE FUNCTION notify_maintenance_changed();
