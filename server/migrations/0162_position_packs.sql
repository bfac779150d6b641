-- Packed vehicle-days (issue 28, D168): once a month has ended, SQLite moves each device's fixes of
-- each China day out of positions and position_keys into one row here (store/position_pack.h), about
-- a sixth of their size. The views read them back through the packed_positions virtual table
-- (store/packed_positions.h), so every reader sees packed and unpacked fixes alike.

-- {{sqlite}}
CREATE TABLE position_packs (
  device_id BIGINT NOT NULL,
  day_start BIGINT NOT NULL,  -- epoch ms of the China day's start (UTC+8)
  fixes INTEGER NOT NULL,
  last_fix BIGINT NOT NULL,   -- epoch ms of its last fix
  track BLOB NOT NULL,        -- fix_time, lat, lon, speed, course, flags, mileage, battery
  rest BLOB NOT NULL,         -- recv_time, altitude, satellites, alarms, attributes (deflated)
  PRIMARY KEY (device_id, day_start)
);
CREATE INDEX position_packs_day ON position_packs (day_start);  -- retention drops the oldest days
-- Every row the packer packed lies below this rowid: its sweep of positions stops there, instead of
-- reading the month being written.
ALTER TABLE position_fold ADD COLUMN packed_below BIGINT NOT NULL DEFAULT 0;
DROP VIEW stored_positions;
DROP VIEW stored_track;
CREATE VIEW stored_positions AS
  SELECT k.device_id, k.fix_time, p.recv_time, p.lat, p.lon, p.altitude, p.speed, p.course, p.satellites, p.flags,
         p.mileage, p.alarms, p.attributes
    FROM position_keys k JOIN positions p ON p.rowid = k.pos
  UNION ALL
  SELECT device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, alarms,
         attributes FROM positions
   WHERE rowid > (SELECT keyed_upto FROM position_fold)
     AND NOT (rowid <= (SELECT upto_rowid FROM position_fold) AND device_id < (SELECT moved_below FROM position_fold))
  UNION ALL
  SELECT device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, alarms,
         attributes FROM packed_positions;
CREATE VIEW stored_track AS
  SELECT device_id, fix_time, lat, lon, speed, course, flags, mileage, battery FROM position_keys
  UNION ALL
  SELECT device_id, fix_time, lat, lon, speed, course, flags, mileage, battery FROM positions
   WHERE rowid > (SELECT keyed_upto FROM position_fold)
     AND NOT (rowid <= (SELECT upto_rowid FROM position_fold) AND device_id < (SELECT moved_below FROM position_fold))
  UNION ALL
  SELECT device_id, fix_time, lat, lon, speed, course, flags, mileage, battery FROM packed_positions;
-- {{end}}
