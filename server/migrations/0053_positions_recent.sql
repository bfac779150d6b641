-- Positions the writer committed last: appended here without an index (no index page written per
-- row) and moved in bulk, in (device_id, fix_time) order, into positions (docs/pipeline.md).
-- A move goes a slice of device ids per transaction; position_fold says which recent rows are
-- already in positions (rowid <= upto_rowid and device_id < moved_below), so stored_positions, which
-- readers use, holds each position exactly once.
-- {{sqlite}}  (PostgreSQL: positions are partitioned by month instead, 0090_positions_by_month.sql)
CREATE TABLE positions_recent (
  device_id BIGINT NOT NULL,
  fix_time BIGINT NOT NULL,
  recv_time BIGINT NOT NULL,
  lat DOUBLE PRECISION NOT NULL,
  lon DOUBLE PRECISION NOT NULL,
  altitude INTEGER NOT NULL DEFAULT 0,
  speed DOUBLE PRECISION NOT NULL DEFAULT 0,
  course INTEGER NOT NULL DEFAULT 0,
  satellites INTEGER NOT NULL DEFAULT 0,
  flags INTEGER NOT NULL DEFAULT 0,
  mileage DOUBLE PRECISION NOT NULL DEFAULT 0,
  alarms TEXT,
  attributes TEXT
);
CREATE TABLE position_fold (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  upto_rowid INTEGER NOT NULL,
  moved_below INTEGER NOT NULL
);
INSERT INTO position_fold (id, upto_rowid, moved_below) VALUES (1, 0, 0);
CREATE VIEW stored_positions AS
  SELECT device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, alarms,
         attributes FROM positions
  UNION ALL
  SELECT device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, alarms,
         attributes FROM positions_recent
   WHERE NOT (rowid <= (SELECT upto_rowid FROM position_fold) AND device_id < (SELECT moved_below FROM position_fold));
-- {{end}}
