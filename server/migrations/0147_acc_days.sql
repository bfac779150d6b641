-- 行车统计 on the daily aggregates (issue 22, D139): per device and local day and per ignition state
-- (acc_on_ / acc_off_): time in ms, intervals touching the day, 1 when the first is carried over
-- midnight, km driven, first moment and end of the last. Kept by the pipeline and `admin rebuild-days`;
-- existing days keep zeros until rebuilt.
ALTER TABLE vehicle_days ADD COLUMN acc_on_ms BIGINT NOT NULL DEFAULT 0;
ALTER TABLE vehicle_days ADD COLUMN acc_on_num INTEGER NOT NULL DEFAULT 0;
ALTER TABLE vehicle_days ADD COLUMN acc_on_carried INTEGER NOT NULL DEFAULT 0;
ALTER TABLE vehicle_days ADD COLUMN acc_on_km DOUBLE PRECISION NOT NULL DEFAULT 0;
ALTER TABLE vehicle_days ADD COLUMN acc_on_first BIGINT NOT NULL DEFAULT 0;
ALTER TABLE vehicle_days ADD COLUMN acc_on_last BIGINT NOT NULL DEFAULT 0;
ALTER TABLE vehicle_days ADD COLUMN acc_off_ms BIGINT NOT NULL DEFAULT 0;
ALTER TABLE vehicle_days ADD COLUMN acc_off_num INTEGER NOT NULL DEFAULT 0;
ALTER TABLE vehicle_days ADD COLUMN acc_off_carried INTEGER NOT NULL DEFAULT 0;
ALTER TABLE vehicle_days ADD COLUMN acc_off_km DOUBLE PRECISION NOT NULL DEFAULT 0;
ALTER TABLE vehicle_days ADD COLUMN acc_off_first BIGINT NOT NULL DEFAULT 0;
ALTER TABLE vehicle_days ADD COLUMN acc_off_last BIGINT NOT NULL DEFAULT 0;
