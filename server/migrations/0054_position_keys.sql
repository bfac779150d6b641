-- positions is appended to directly and has no SQLite index: position_keys, filled by the fold a
-- slice of devices per transaction, is its index by device and fix time (docs/pipeline.md), so a
-- fold writes short keys instead of copying whole rows. Rows are never deleted from positions, so
-- its rowids only grow: keys exist for every rowid <= keyed_upto, and during a fold cycle also for
-- rowid <= upto_rowid with device_id < moved_below; stored_positions holds each position once.
-- {{sqlite}}  (PostgreSQL: positions are partitioned by month instead, 0090_positions_by_month.sql)

-- The rows the previous fold had not moved yet join positions, in the order they came.
INSERT INTO positions (device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, alarms, attributes)
  SELECT device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, alarms, attributes
    FROM positions_recent
   WHERE NOT (rowid <= (SELECT upto_rowid FROM position_fold) AND device_id < (SELECT moved_below FROM position_fold))
   ORDER BY rowid;
DROP VIEW stored_positions;
DROP TABLE positions_recent;
DROP TABLE position_fold;

CREATE TABLE position_keys (
  device_id BIGINT NOT NULL,
  fix_time BIGINT NOT NULL,
  pos BIGINT NOT NULL,  -- rowid in positions
  PRIMARY KEY (device_id, fix_time, pos)
) WITHOUT ROWID;
INSERT INTO position_keys (device_id, fix_time, pos) SELECT device_id, fix_time, rowid FROM positions ORDER BY 1, 2, 3;
DROP INDEX positions_device_time;

CREATE TABLE position_fold (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  keyed_upto INTEGER NOT NULL,  -- every position up to this rowid has its key
  upto_rowid INTEGER NOT NULL,  -- the cycle under way: its last rowid (0: none) ...
  moved_below INTEGER NOT NULL  -- ... and the devices below this one already keyed
);
INSERT INTO position_fold (id, keyed_upto, upto_rowid, moved_below) VALUES (1, (SELECT COALESCE(MAX(rowid), 0) FROM positions), 0, 0);

CREATE VIEW stored_positions AS
  SELECT k.device_id, k.fix_time, p.recv_time, p.lat, p.lon, p.altitude, p.speed, p.course, p.satellites, p.flags,
         p.mileage, p.alarms, p.attributes
    FROM position_keys k JOIN positions p ON p.rowid = k.pos
  UNION ALL
  SELECT device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, alarms,
         attributes FROM positions
   WHERE rowid > (SELECT keyed_upto FROM position_fold)
     AND NOT (rowid <= (SELECT upto_rowid FROM position_fold) AND device_id < (SELECT moved_below FROM position_fold));
-- {{end}}
