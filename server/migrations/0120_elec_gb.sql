-- 新国标 (platformId 26, menu 9026; docs/elec-gb.md): the e-bike registry GB 17761-2024 asks for,
-- the log of Beidou switches, the daily compliance tallies the monthly report reads, and the
-- sub-app's pages and buttons for every role that holds the menu (普通用户 gets the menu, as for 数据中心).

-- One row per registered e-bike (assets.kind = 4). usage_class 1 个人, 2 物流, 3 租赁 (Beidou
-- mandatory for 2 and 3); beidou_on 1 on, 0 switched off by the owner where allowed.
CREATE TABLE gb_bikes (
  asset_id BIGINT PRIMARY KEY,
  make TEXT NOT NULL DEFAULT '',
  model TEXT NOT NULL DEFAULT '',
  frame_no TEXT NOT NULL,
  motor_no TEXT NOT NULL DEFAULT '',
  beidou_serial TEXT NOT NULL DEFAULT '',
  beidou_on INTEGER NOT NULL DEFAULT 1,
  usage_class INTEGER NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX gb_bikes_frame ON gb_bikes (frame_no);

-- Every change of gb_bikes.beidou_on: who, when, to what, why.
CREATE TABLE gb_beidou_switches (
  id {{ID}},
  asset_id BIGINT NOT NULL,
  beidou_on INTEGER NOT NULL,
  user_id BIGINT NOT NULL,
  user_name TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  at BIGINT NOT NULL
);
CREATE INDEX gb_beidou_switches_asset ON gb_beidou_switches (asset_id, at);

-- A device's compliance tally of one local day (reports/gb/gb_compliance.h), computed from its
-- stored fixes and alarms when a report first needs it; `computed_at` before the day's end plus a
-- margin means the day was still open and is computed again. interval_s: the requirement used.
CREATE TABLE gb_days (
  device_id BIGINT NOT NULL,
  day INTEGER NOT NULL,
  fixes INTEGER NOT NULL DEFAULT 0,
  gnss_known INTEGER NOT NULL DEFAULT 0,
  beidou INTEGER NOT NULL DEFAULT 0,
  gaps INTEGER NOT NULL DEFAULT 0,
  gaps_within INTEGER NOT NULL DEFAULT 0,
  max_gap_s BIGINT NOT NULL DEFAULT 0,
  offline_periods INTEGER NOT NULL DEFAULT 0,
  offline_s BIGINT NOT NULL DEFAULT 0,
  long_offline INTEGER NOT NULL DEFAULT 0,
  overspeed_events INTEGER NOT NULL DEFAULT 0,
  overspeed_longest_s BIGINT NOT NULL DEFAULT 0,
  overspeed_max_kmh DOUBLE PRECISION NOT NULL DEFAULT 0,
  tamper_events INTEGER NOT NULL DEFAULT 0,
  interval_s INTEGER NOT NULL DEFAULT 0,
  computed_at BIGINT NOT NULL,
  PRIMARY KEY (device_id, day)
);

INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (902601, 9026, '车辆备案', 2, '/elec-gb/registry', 'profile', 1),
  (902602, 9026, '合规检查', 2, '/elec-gb/check', 'safetyCertificate', 2),
  (902603, 9026, '合规月报', 2, '/elec-gb/monthly', 'barChart', 3),
  (902604, 9026, '北斗开关记录', 2, '/elec-gb/switches', 'history', 4),
  (902605, 9026, '实时定位', 2, '/elec-gb/live', 'environment', 5),
  (902611, 902601, '备案登记', 3, NULL, NULL, 1),
  (902612, 902601, '删除备案', 3, NULL, NULL, 2),
  (902613, 902601, '北斗开关', 3, NULL, NULL, 3),
  (902614, 902603, '导出月报', 3, NULL, NULL, 1);

INSERT INTO role_resources (role_id, resource_id)
  SELECT 2, 9026 WHERE NOT EXISTS (SELECT 1 FROM role_resources WHERE role_id = 2 AND resource_id = 9026);

INSERT INTO role_resources (role_id, resource_id)
  SELECT rr.role_id, r.id FROM role_resources rr JOIN resources r ON r.id BETWEEN 902601 AND 902614
  WHERE rr.resource_id = 9026;
