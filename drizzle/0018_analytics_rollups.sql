CREATE TABLE "analytics_application_days" (
	"day" date PRIMARY KEY NOT NULL,
	"applications" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_request_days" (
	"day" date NOT NULL,
	"service_type" text NOT NULL,
	"status" text NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "analytics_request_days_day_service_type_status_pk" PRIMARY KEY("day","service_type","status")
);
--> statement-breakpoint
CREATE TABLE "analytics_session_counts" (
	"day" date NOT NULL,
	"measure" text NOT NULL,
	"gap" integer NOT NULL,
	"shard" smallint NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_session_counts_day_measure_gap_shard_pk" PRIMARY KEY("day","measure","gap","shard"),
	CONSTRAINT "analytics_session_counts_measure_check" CHECK ("measure" in ('viewed', 'submitted', 'viewed_or_submitted', 'summarized'))
);
--> statement-breakpoint
CREATE TABLE "analytics_session_days" (
	"session_id" text NOT NULL,
	"day" date NOT NULL,
	"viewed" boolean DEFAULT false NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"summarized" boolean DEFAULT false NOT NULL,
	CONSTRAINT "analytics_session_days_session_id_day_pk" PRIMARY KEY("session_id","day")
);
--> statement-breakpoint
CREATE INDEX "analytics_session_days_day_idx" ON "analytics_session_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "interaction_events_form_complete_reference_idx" ON "interaction_events" USING btree ("service_request_reference") WHERE interaction_type = 'form_complete';--> statement-breakpoint

-- Analytics rollups (docs/decisions/051-analytics-rollups.md), kept current by triggers in the
-- transaction that writes the row, on PostgreSQL and on the embedded PGlite alike. Days are UTC.
-- The request-flow pages ('/', '/service-request') are REQUEST_FLOW_PAGES in
-- src/shared/interaction-types.ts; rollups.test.ts fails when the two differ.

-- Eight shards of session ids: writers of different shards never touch the same counter row.
CREATE OR REPLACE FUNCTION analytics_session_shard(p_session text) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT (hashtext(p_session) & 7)::smallint $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_add_session_count(p_day date, p_measure text, p_gap integer, p_shard smallint, p_sessions integer, p_seconds double precision) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO analytics_session_counts AS c (day, measure, gap, shard, sessions, seconds)
  VALUES (p_day, p_measure, p_gap, p_shard, p_sessions, p_seconds)
  ON CONFLICT (day, measure, gap, shard)
  DO UPDATE SET sessions = c.sessions + excluded.sessions, seconds = c.seconds + excluded.seconds
$$;
--> statement-breakpoint
-- A measure of a session-day became true: count the day with its gap, and re-point the session's
-- next day with that measure, whose previous day is now this one.
CREATE OR REPLACE FUNCTION analytics_count_session_day(p_session text, p_day date, p_measure text) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  shard smallint := analytics_session_shard(p_session);
  previous_day date;
  next_day date;
BEGIN
  SELECT max(d.day) FILTER (WHERE d.day < p_day), min(d.day) FILTER (WHERE d.day > p_day)
  INTO previous_day, next_day
  FROM analytics_session_days d
  WHERE d.session_id = p_session
    AND CASE p_measure WHEN 'viewed' THEN d.viewed WHEN 'submitted' THEN d.submitted
      WHEN 'viewed_or_submitted' THEN d.viewed OR d.submitted ELSE d.summarized END;
  PERFORM analytics_add_session_count(p_day, p_measure, coalesce(p_day - previous_day, 0), shard, 1, 0);
  IF next_day IS NOT NULL THEN
    PERFORM analytics_add_session_count(next_day, p_measure, coalesce(next_day - previous_day, 0), shard, -1, 0);
    PERFORM analytics_add_session_count(next_day, p_measure, next_day - p_day, shard, 1, 0);
  END IF;
END
$$;
--> statement-breakpoint
-- What one event tells about its session's day. Most events change nothing (the page was viewed
-- already that day) and return before taking any lock; the rest take their shard's transaction
-- lock, so one session's days are never counted by two writers at once and no two writers wait
-- for each other's counter rows in opposite orders (no deadlock).
CREATE OR REPLACE FUNCTION analytics_record_session_day(p_session text, p_day date, p_viewed boolean, p_submitted boolean, p_summarized boolean, p_seconds double precision) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  shard smallint := analytics_session_shard(p_session);
  was_viewed boolean;
  was_submitted boolean;
  was_summarized boolean;
BEGIN
  IF NOT (p_viewed OR p_submitted OR p_summarized) THEN RETURN; END IF;
  SELECT d.viewed, d.submitted INTO was_viewed, was_submitted FROM analytics_session_days d
  WHERE d.session_id = p_session AND d.day = p_day;
  IF FOUND AND NOT p_summarized AND (was_viewed OR NOT p_viewed) AND (was_submitted OR NOT p_submitted) THEN RETURN; END IF;

  PERFORM pg_advisory_xact_lock(51, shard);
  SELECT d.viewed, d.submitted, d.summarized INTO was_viewed, was_submitted, was_summarized FROM analytics_session_days d
  WHERE d.session_id = p_session AND d.day = p_day;
  IF NOT FOUND THEN
    INSERT INTO analytics_session_days (session_id, day) VALUES (p_session, p_day);
    was_viewed := false;
    was_submitted := false;
    was_summarized := false;
  END IF;
  UPDATE analytics_session_days d
  SET viewed = d.viewed OR p_viewed, submitted = d.submitted OR p_submitted, summarized = d.summarized OR p_summarized
  WHERE d.session_id = p_session AND d.day = p_day;

  IF p_viewed AND NOT was_viewed THEN PERFORM analytics_count_session_day(p_session, p_day, 'viewed'); END IF;
  IF p_submitted AND NOT was_submitted THEN PERFORM analytics_count_session_day(p_session, p_day, 'submitted'); END IF;
  IF (p_viewed OR p_submitted) AND NOT (was_viewed OR was_submitted) THEN
    PERFORM analytics_count_session_day(p_session, p_day, 'viewed_or_submitted');
  END IF;
  IF p_summarized AND NOT was_summarized THEN PERFORM analytics_count_session_day(p_session, p_day, 'summarized'); END IF;
  IF p_summarized THEN PERFORM analytics_add_session_count(p_day, 'summarized', 0, shard, 0, p_seconds); END IF;
END
$$;
--> statement-breakpoint
-- A summary longer than a day is a tab left open, not a visit: it counts as a day (86,400 s).
CREATE OR REPLACE FUNCTION analytics_count_interaction_event() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  event_day date := (NEW.created_at AT TIME ZONE 'UTC')::date;
BEGIN
  IF NEW.interaction_type = 'page_view' THEN
    PERFORM analytics_record_session_day(NEW.session_id, event_day, true, false, false, 0);
  ELSIF NEW.interaction_type = 'form_complete' THEN
    IF EXISTS (SELECT 1 FROM service_requests r WHERE r.reference_id = NEW.service_request_reference) THEN
      PERFORM analytics_record_session_day(NEW.session_id, event_day, false, true, false, 0);
    END IF;
  ELSIF jsonb_typeof(NEW.value -> 'durationSeconds') = 'number' THEN
    PERFORM analytics_record_session_day(NEW.session_id, event_day, false, false, true,
      greatest(0, least((NEW.value ->> 'durationSeconds')::double precision, 86400)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The WHEN clause keeps every other event (clicks, focus, other pages) free of any trigger call.
CREATE TRIGGER interaction_events_analytics AFTER INSERT ON interaction_events
  FOR EACH ROW
  WHEN ((NEW.interaction_type = 'page_view' AND NEW.page IN ('/', '/service-request'))
    OR NEW.interaction_type IN ('form_complete', 'session_summary'))
  EXECUTE FUNCTION analytics_count_interaction_event();
--> statement-breakpoint
-- Requests per day, type and status; a new request also converts the sessions whose form_complete
-- named it before it existed. The two changes of an update go in one ordered statement, so two
-- status changes never lock the same counter rows in opposite orders.
CREATE OR REPLACE FUNCTION analytics_count_service_request() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.service_type = OLD.service_type AND NEW.created_at = OLD.created_at THEN
    RETURN NULL;
  END IF;
  INSERT INTO analytics_request_days AS r (day, service_type, status, requests)
  SELECT change.day, change.service_type, change.status, sum(change.delta)::integer
  FROM (
    SELECT (OLD.created_at AT TIME ZONE 'UTC')::date AS day, OLD.service_type AS service_type, OLD.status AS status, -1 AS delta
    WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.service_type, NEW.status, 1
    WHERE TG_OP <> 'DELETE'
  ) change
  GROUP BY change.day, change.service_type, change.status
  ORDER BY change.day, change.service_type, change.status
  ON CONFLICT (day, service_type, status) DO UPDATE SET requests = r.requests + excluded.requests;
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_record_session_day(e.session_id, (e.created_at AT TIME ZONE 'UTC')::date, false, true, false, 0)
    FROM interaction_events e
    WHERE e.interaction_type = 'form_complete' AND e.service_request_reference = NEW.reference_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER service_requests_analytics AFTER INSERT OR UPDATE OR DELETE ON service_requests
  FOR EACH ROW EXECUTE FUNCTION analytics_count_service_request();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_count_driver_application() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.created_at = OLD.created_at THEN RETURN NULL; END IF;
  INSERT INTO analytics_application_days AS a (day, applications)
  SELECT change.day, sum(change.delta)::integer
  FROM (
    SELECT (OLD.created_at AT TIME ZONE 'UTC')::date AS day, -1 AS delta WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT (NEW.created_at AT TIME ZONE 'UTC')::date, 1 WHERE TG_OP <> 'DELETE'
  ) change
  GROUP BY change.day
  ORDER BY change.day
  ON CONFLICT (day) DO UPDATE SET applications = a.applications + excluded.applications;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER driver_applications_analytics AFTER INSERT OR UPDATE OR DELETE ON driver_applications
  FOR EACH ROW EXECUTE FUNCTION analytics_count_driver_application();
--> statement-breakpoint
-- TRUNCATE fires no row triggers: the counts of an emptied table are emptied with it.
CREATE OR REPLACE FUNCTION analytics_forget_truncated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'service_requests' THEN DELETE FROM analytics_request_days; END IF;
  IF TG_TABLE_NAME = 'driver_applications' THEN DELETE FROM analytics_application_days; END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER service_requests_analytics_truncate AFTER TRUNCATE ON service_requests
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_forget_truncated();
--> statement-breakpoint
CREATE TRIGGER driver_applications_analytics_truncate AFTER TRUNCATE ON driver_applications
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_forget_truncated();
--> statement-breakpoint
-- Every rollup from the raw rows, in a few set-based statements: what this upgrade runs once
-- below, and what bench/analytics-scale.ts times. Events already deleted by retention cannot be
-- counted again, so it is for an upgrade, not for a database that has pruned events.
CREATE OR REPLACE FUNCTION analytics_rebuild_rollups() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM analytics_request_days;
  INSERT INTO analytics_request_days (day, service_type, status, requests)
  SELECT (created_at AT TIME ZONE 'UTC')::date, service_type, status, count(*) FROM service_requests GROUP BY 1, 2, 3;

  DELETE FROM analytics_application_days;
  INSERT INTO analytics_application_days (day, applications)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM driver_applications GROUP BY 1;

  DELETE FROM analytics_session_days;
  INSERT INTO analytics_session_days (session_id, day, viewed, submitted, summarized)
  SELECT session_id, day, viewed, submitted, summarized
  FROM (
    SELECT e.session_id, (e.created_at AT TIME ZONE 'UTC')::date AS day,
      bool_or(e.interaction_type = 'page_view') AS viewed,
      bool_or(e.interaction_type = 'form_complete' AND r.reference_id IS NOT NULL) AS submitted,
      bool_or(e.interaction_type = 'session_summary' AND jsonb_typeof(e.value -> 'durationSeconds') = 'number') AS summarized
    FROM interaction_events e
    LEFT JOIN service_requests r ON e.interaction_type = 'form_complete' AND r.reference_id = e.service_request_reference
    WHERE (e.interaction_type = 'page_view' AND e.page IN ('/', '/service-request'))
      OR e.interaction_type IN ('form_complete', 'session_summary')
    GROUP BY 1, 2
  ) per_day
  WHERE viewed OR submitted OR summarized;

  DELETE FROM analytics_session_counts;
  INSERT INTO analytics_session_counts (day, measure, gap, shard, sessions)
  SELECT day, measure, gap, analytics_session_shard(session_id), count(*)
  FROM (
    SELECT session_id, day, 'viewed' AS measure, coalesce(day - lag(day) OVER (PARTITION BY session_id ORDER BY day), 0) AS gap
    FROM analytics_session_days WHERE viewed
    UNION ALL
    SELECT session_id, day, 'submitted', coalesce(day - lag(day) OVER (PARTITION BY session_id ORDER BY day), 0)
    FROM analytics_session_days WHERE submitted
    UNION ALL
    SELECT session_id, day, 'viewed_or_submitted', coalesce(day - lag(day) OVER (PARTITION BY session_id ORDER BY day), 0)
    FROM analytics_session_days WHERE viewed OR submitted
    UNION ALL
    SELECT session_id, day, 'summarized', coalesce(day - lag(day) OVER (PARTITION BY session_id ORDER BY day), 0)
    FROM analytics_session_days WHERE summarized
  ) session_day
  GROUP BY 1, 2, 3, 4;

  INSERT INTO analytics_session_counts AS c (day, measure, gap, shard, sessions, seconds)
  SELECT (created_at AT TIME ZONE 'UTC')::date, 'summarized', 0, analytics_session_shard(session_id), 0,
    sum(greatest(0, least((value ->> 'durationSeconds')::double precision, 86400)))
  FROM interaction_events
  WHERE interaction_type = 'session_summary' AND jsonb_typeof(value -> 'durationSeconds') = 'number'
  GROUP BY 1, 4
  ON CONFLICT (day, measure, gap, shard) DO UPDATE SET seconds = excluded.seconds;
END
$$;
--> statement-breakpoint
SELECT analytics_rebuild_rollups();
