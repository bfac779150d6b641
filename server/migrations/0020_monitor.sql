-- Monitoring centre: the vehicles a user follows (关注) with a level and a remark. Following is
-- per user: two users of one company keep their own lists (v3-console-inventory §2.3 关注).

CREATE TABLE vehicle_concerns (
  user_id BIGINT NOT NULL,
  asset_id BIGINT NOT NULL,
  level INTEGER NOT NULL,                  -- 1 高, 2 中, 3 低
  remark TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (user_id, asset_id)
);
CREATE INDEX vehicle_concerns_asset ON vehicle_concerns (asset_id);
CREATE INDEX alarms_recent ON alarms (begin_time);

-- The car sub-app's pages and buttons under its menu (9008): 监控中心 and 轨迹回放 pages; the
-- monitor's buttons keep the previous console's ids (v3-console-inventory §5.3): 130105 关注度设置,
-- 130107 车辆资料. Both built-in roles get them.
INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (900801, 9008, '监控中心', 2, '/car/monitor', 'environment', 1),
  (900802, 9008, '轨迹回放', 2, '/car/playback', 'history', 2),
  (130105, 900801, '关注度设置', 3, NULL, NULL, 1),
  (130107, 900801, '车辆资料', 3, NULL, NULL, 2),
  (130110, 900801, '报警处理', 3, NULL, NULL, 3);
INSERT INTO role_resources (role_id, resource_id) VALUES
  (1, 900801), (1, 900802), (1, 130105), (1, 130107), (1, 130110),
  (2, 900801), (2, 900802), (2, 130105), (2, 130107), (2, 130110);
