-- A vehicle's track is read from its day index alone (D160): the index carries the columns a track
-- needs, so a day is ~130 neighbouring index pages instead of ~8,640 row pages in arrival order.
-- positions gets the battery level as its own column (the pipeline's row step fills it from the
-- decoded attributes; SQLite: rows keyed before 0161 have it in position_keys only).
ALTER TABLE positions ADD COLUMN battery INTEGER;  -- % (the attributes' batteryPct), NULL when none reported

-- {{sqlite}}
-- position_keys is rebuilt with the track's columns; rows not keyed yet get their battery here,
-- later rows from the writer. stored_track is what LoadTrackFixes reads.
DROP VIEW stored_positions;
UPDATE positions
   SET battery = CASE WHEN json_valid(attributes) AND json_type(attributes, '$.batteryPct') IN ('integer', 'real')
                      THEN CAST(json_extract(attributes, '$.batteryPct') AS INTEGER) END
 WHERE id > (SELECT keyed_upto FROM position_fold) AND attributes LIKE '%"batteryPct"%';
CREATE TABLE position_track (
  device_id BIGINT NOT NULL,
  fix_time BIGINT NOT NULL,
  pos BIGINT NOT NULL,  -- id in positions
  lat DOUBLE PRECISION NOT NULL,
  lon DOUBLE PRECISION NOT NULL,
  speed DOUBLE PRECISION NOT NULL,
  course INTEGER NOT NULL,
  flags INTEGER NOT NULL,
  mileage DOUBLE PRECISION NOT NULL,
  battery INTEGER,
  PRIMARY KEY (device_id, fix_time, pos)
) WITHOUT ROWID;
INSERT INTO position_track (device_id, fix_time, pos, lat, lon, speed, course, flags, mileage, battery)
  SELECT k.device_id, k.fix_time, k.pos, p.lat, p.lon, p.speed, p.course, p.flags, p.mileage,
         CASE WHEN p.attributes LIKE '%"batteryPct"%' AND json_valid(p.attributes)
                   AND json_type(p.attributes, '$.batteryPct') IN ('integer', 'real')
              THEN CAST(json_extract(p.attributes, '$.batteryPct') AS INTEGER) END
    FROM position_keys k JOIN positions p ON p.id = k.pos
   ORDER BY k.device_id, k.fix_time, k.pos;
DROP TABLE position_keys;
ALTER TABLE position_track RENAME TO position_keys;
CREATE VIEW stored_positions AS
  SELECT k.device_id, k.fix_time, p.recv_time, p.lat, p.lon, p.altitude, p.speed, p.course, p.satellites, p.flags,
         p.mileage, p.alarms, p.attributes
    FROM position_keys k JOIN positions p ON p.rowid = k.pos
  UNION ALL
  SELECT device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, alarms,
         attributes FROM positions
   WHERE rowid > (SELECT keyed_upto FROM position_fold)
     AND NOT (rowid <= (SELECT upto_rowid FROM position_fold) AND device_id < (SELECT moved_below FROM position_fold));
CREATE VIEW stored_track AS
  SELECT device_id, fix_time, lat, lon, speed, course, flags, mileage, battery FROM position_keys
  UNION ALL
  SELECT device_id, fix_time, lat, lon, speed, course, flags, mileage, battery FROM positions
   WHERE rowid > (SELECT keyed_upto FROM position_fold)
     AND NOT (rowid <= (SELECT upto_rowid FROM position_fold) AND device_id < (SELECT moved_below FROM position_fold));
-- {{end}}

-- {{postgres}}
-- The day index INCLUDEs the track's columns, so a track is an index-only scan once a month's
-- pages are all-visible (autovacuum of an insert-only table).
UPDATE positions SET battery = CAST(substring(attributes FROM '"batteryPct":(-?[0-9]+)') AS INTEGER)
 WHERE attributes LIKE '%"batteryPct"%';
DROP INDEX positions_device_time;
CREATE INDEX positions_device_time ON positions (device_id, fix_time)
  INCLUDE (lat, lon, speed, course, flags, mileage, battery);
CREATE VIEW stored_track AS
  SELECT device_id, fix_time, lat, lon, speed, course, flags, mileage, battery FROM positions;
-- The months whose day index was rebuilt once they ended (store/position_months.h
-- PackEndedPositionMonths): written in key order it is about half the size the writer's interleaved
-- inserts leave.
CREATE TABLE positions_month_packs (
  partition TEXT PRIMARY KEY,  -- positions_YYYYMM
  packed_at BIGINT NOT NULL    -- epoch ms
);
-- {{end}}
