-- Issue 31: a due delivery wakes the delivery workers at its commit (LISTEN notification_deliveries,
-- services/notify/worker.ts) instead of waiting for their next poll. NOTIFY is sent at commit only
-- (never for a rolled-back write) and the same payload is sent once per transaction. Rows due later
-- (quiet hours, back-off) do not signal: the workers' poll finds them.
CREATE FUNCTION notify_delivery_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_deliveries', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notification_deliveries_due AFTER INSERT OR UPDATE OF status, not_before ON notification_deliveries
  FOR EACH ROW WHEN (NEW.status = 'pending' AND NEW.not_before <= now())
  EXECUTE FUNCTION notify_delivery_due();
