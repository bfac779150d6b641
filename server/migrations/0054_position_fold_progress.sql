-- Folds of positions_recent into positions go a slice of device ids per transaction (short write
-- locks): the one row here says which recent rows are already in positions — rowid <= upto_rowid
-- and device_id < moved_below — so stored_positions still holds each position exactly once.
CREATE TABLE position_fold (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  upto_rowid INTEGER NOT NULL,
  moved_below INTEGER NOT NULL
);
INSERT INTO position_fold (id, upto_rowid, moved_below) VALUES (1, 0, 0);
DROP VIEW stored_positions;
CREATE VIEW stored_positions AS
  SELECT device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, alarms,
         attributes FROM positions
  UNION ALL
  SELECT device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, alarms,
         attributes FROM positions_recent
   WHERE NOT (rowid <= (SELECT upto_rowid FROM position_fold) AND device_id < (SELECT moved_below FROM position_fold));
