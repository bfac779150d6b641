-- Append-only positions, one row per fix, indexed by device and fix time; the latest state of each
-- device is kept in memory by the pipeline and snapshotted in device_state.
-- flags bits: 1 valid, 2 acc on, 4 back-filled (blind-area), 8 acc known.

CREATE TABLE positions (
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
CREATE INDEX positions_device_time ON positions (device_id, fix_time);
