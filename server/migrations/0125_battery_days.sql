-- 剩余电量's trend (issue 22): the lowest and the last battery level a device reported on each local
-- day, kept with the daily aggregates by the pipeline and `admin rebuild-days` (-1: none reported).
ALTER TABLE vehicle_days ADD COLUMN battery_min INTEGER NOT NULL DEFAULT -1;
ALTER TABLE vehicle_days ADD COLUMN battery_last INTEGER NOT NULL DEFAULT -1;
