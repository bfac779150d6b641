-- The device's own odometer as the mileage handler last read it: its reading, the total stored with
-- it and its fix time. Later readings count from it, so a counter that goes back, resets or jumps
-- does not move the total (docs/pipeline.md). 0: no reading yet.
ALTER TABLE device_state ADD COLUMN odometer DOUBLE PRECISION NOT NULL DEFAULT 0;
ALTER TABLE device_state ADD COLUMN odometer_total DOUBLE PRECISION NOT NULL DEFAULT 0;
ALTER TABLE device_state ADD COLUMN odometer_time BIGINT NOT NULL DEFAULT 0;
