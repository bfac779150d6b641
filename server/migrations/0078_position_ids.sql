-- positions' rowid becomes a declared column, id INTEGER PRIMARY KEY (an alias of the rowid, so
-- nothing that reads or writes positions changes): VACUUM keeps such a column, where it may
-- renumber an undeclared rowid, and does once retention (store.keep_days) has deleted the head of
-- the table — position_keys would then name the wrong rows (decisions D84). Copies the table once.
-- {{sqlite}}  (PostgreSQL: positions are partitioned by month instead, 0090_positions_by_month.sql)
CREATE TABLE positions_with_id (
  id INTEGER PRIMARY KEY,
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
);
INSERT INTO positions_with_id (id, device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags,
                               mileage, alarms, attributes)
  SELECT rowid, device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, alarms,
         attributes FROM positions ORDER BY rowid;
DROP VIEW stored_positions;
DROP TABLE positions;
ALTER TABLE positions_with_id RENAME TO positions;
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
