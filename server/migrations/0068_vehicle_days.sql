-- 数据报表's daily aggregates (docs/reports.md): one row per device per local day (the configured
-- zone, China time by default; day = yyyymmdd). The pipeline adds each fix's share as it commits the
-- fix; `chelian-server admin rebuild-days` recomputes rows from raw positions (back-filled data).
-- Durations in seconds; mileage in km (the stored total of positions).
CREATE TABLE vehicle_days (
  device_id BIGINT NOT NULL,
  day INTEGER NOT NULL,
  mileage_begin DOUBLE PRECISION NOT NULL DEFAULT 0,
  mileage_end DOUBLE PRECISION NOT NULL DEFAULT 0,
  driven_km DOUBLE PRECISION NOT NULL DEFAULT 0,
  driving_s BIGINT NOT NULL DEFAULT 0,
  acc_on_s BIGINT NOT NULL DEFAULT 0,
  online_s BIGINT NOT NULL DEFAULT 0,
  stops INTEGER NOT NULL DEFAULT 0,
  alarms INTEGER NOT NULL DEFAULT 0,
  first_time BIGINT NOT NULL DEFAULT 0,
  last_time BIGINT NOT NULL DEFAULT 0,
  last_lat DOUBLE PRECISION NOT NULL DEFAULT 0,
  last_lon DOUBLE PRECISION NOT NULL DEFAULT 0,
  PRIMARY KEY (device_id, day)
);
CREATE INDEX vehicle_days_day ON vehicle_days (day);
