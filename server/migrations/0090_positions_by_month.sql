-- PostgreSQL keeps positions in monthly partitions by fix time (declarative partitioning, D98): each
-- month's heap is in arrival order and its B-tree on (device_id, fix_time) is the day index that
-- SQLite keeps in position_keys; a day's track reads one partition's index. Partitions are made
-- ahead by the writer (chelian_add_position_months) and retention drops whole months
-- (chelian_drop_position_months). Fix times outside every month land in positions_other.
-- SQLite: nothing changes (0053, 0054, 0078).
-- {{postgres}}
CREATE TABLE positions_by_month (
  device_id BIGINT NOT NULL,
  fix_time BIGINT NOT NULL,        -- epoch ms UTC
  recv_time BIGINT NOT NULL,       -- epoch ms UTC
  lat DOUBLE PRECISION NOT NULL,   -- WGS-84 degrees
  lon DOUBLE PRECISION NOT NULL,
  altitude INTEGER NOT NULL DEFAULT 0,
  speed DOUBLE PRECISION NOT NULL DEFAULT 0,  -- km/h
  course INTEGER NOT NULL DEFAULT 0,
  satellites INTEGER NOT NULL DEFAULT 0,
  flags INTEGER NOT NULL DEFAULT 0,
  mileage DOUBLE PRECISION NOT NULL DEFAULT 0, -- km, odometer after this fix
  alarms TEXT,                     -- comma-separated alarm codes active at this fix
  attributes TEXT                  -- JSON object of the remaining decoded attributes
) PARTITION BY RANGE (fix_time);
CREATE TABLE positions_other PARTITION OF positions_by_month DEFAULT;
INSERT INTO positions_by_month SELECT device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites,
  flags, mileage, alarms, attributes FROM positions;
DROP TABLE positions;
ALTER TABLE positions_by_month RENAME TO positions;
CREATE INDEX positions_device_time ON positions (device_id, fix_time);
CREATE VIEW stored_positions AS
  SELECT device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, alarms,
         attributes FROM positions;

-- Makes the partitions of the `months` months from the one holding `from_ms` (UTC) that do not exist
-- yet, named positions_YYYYMM; rows of such a month already in positions_other move into it.
-- Returns how many it made.
CREATE FUNCTION chelian_add_position_months(from_ms BIGINT, months INT) RETURNS INT LANGUAGE plpgsql AS $$
DECLARE
  first_day DATE := date_trunc('month', to_timestamp(from_ms / 1000.0) AT TIME ZONE 'UTC')::date;
  made INT := 0;
  lo BIGINT;
  hi BIGINT;
  part TEXT;
BEGIN
  FOR i IN 0 .. months - 1 LOOP
    part := 'positions_' || to_char(first_day + make_interval(months => i), 'YYYYMM');
    CONTINUE WHEN to_regclass(part) IS NOT NULL;
    lo := (extract(epoch FROM (first_day + make_interval(months => i))::timestamp AT TIME ZONE 'UTC') * 1000)::BIGINT;
    hi := (extract(epoch FROM (first_day + make_interval(months => i + 1))::timestamp AT TIME ZONE 'UTC') * 1000)::BIGINT;
    EXECUTE format('CREATE TABLE %I (LIKE positions INCLUDING DEFAULTS)', part);
    EXECUTE format('WITH moved AS (DELETE FROM positions_other WHERE fix_time >= %s AND fix_time < %s RETURNING *) '
                   'INSERT INTO %I SELECT * FROM moved', lo, hi, part);
    EXECUTE format('ALTER TABLE positions ATTACH PARTITION %I FOR VALUES FROM (%s) TO (%s)', part, lo, hi);
    made := made + 1;
  END LOOP;
  RETURN made;
END $$;

-- Drops the monthly partitions that end at or before `before_ms` and deletes the older rows of
-- positions_other. Returns how many rows went.
CREATE FUNCTION chelian_drop_position_months(before_ms BIGINT) RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE
  p RECORD;
  gone BIGINT := 0;
  n BIGINT;
BEGIN
  FOR p IN
    SELECT c.relname, (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \(''?(-?\d+)''?\)'))[1]::BIGINT AS hi
      FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'positions'::regclass AND c.relname <> 'positions_other'
  LOOP
    CONTINUE WHEN p.hi > before_ms;
    EXECUTE format('SELECT COUNT(*) FROM %I', p.relname) INTO n;
    EXECUTE format('DROP TABLE %I', p.relname);
    gone := gone + n;
  END LOOP;
  DELETE FROM positions_other WHERE fix_time < before_ms;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN gone + n;
END $$;
-- {{end}}
