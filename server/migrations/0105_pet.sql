-- 宠物守护 (pet sub-app, platformId 13, menu 9013; docs/pet.md): a pet is an asset of kind 3 (name in
-- plate, owner and phone in owner/phone) with its profile here; lost mode is a flag with the report
-- intervals sent to the tracker. Steps join the daily aggregates (the day's highest step counter).

CREATE TABLE pet_profiles (
  asset_id BIGINT PRIMARY KEY,
  breed TEXT,
  birthday TEXT,                                   -- yyyy-MM-dd
  weight_kg DOUBLE PRECISION NOT NULL DEFAULT 0,
  photo TEXT,                                      -- file under media.dir/pets, NULL without a photo
  lost INTEGER NOT NULL DEFAULT 0,                 -- 1 lost mode on
  lost_at BIGINT NOT NULL DEFAULT 0,
  lost_interval_s INTEGER NOT NULL DEFAULT 30,     -- report interval while lost
  normal_interval_s INTEGER NOT NULL DEFAULT 600   -- restored when found
);

ALTER TABLE vehicle_days ADD COLUMN steps BIGINT NOT NULL DEFAULT 0;

INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (901301, 9013, '我的宠物', 2, '/pet/pets', 'smile', 1),
  (901302, 9013, '实时定位', 2, '/pet/monitor', 'environment', 2),
  (901303, 9013, '轨迹回放', 2, '/pet/track', 'history', 3),
  (901304, 9013, '安全区域', 2, '/pet/zone', 'safety', 4),
  (901305, 9013, '活动统计', 2, '/pet/activity', 'barChart', 5),
  (901306, 9013, '报警', 2, '/pet/alarm', 'alert', 6);

INSERT INTO role_resources (role_id, resource_id)
  SELECT rr.role_id, r.id FROM role_resources rr JOIN resources r ON r.parent_id = 9013 WHERE rr.resource_id = 9013;
