-- 风控中心 (v3-console-inventory §2.5, §3.8; docs/risk.md): the risk vehicles the periodic risk job
-- finds (one row per vehicle and rule, with its evidence), each user's 超长停车 range, and the car
-- app's 风控中心 page (menu 900804) for every role that holds 监控中心.

-- A vehicle matching a combination of the rule table (risk/risk_rules.cc). Rewritten by every run
-- of the job; `evidence` is a JSON array of the facts: [{fact, alarmId, alarmName, alarmTime, lat, lon, pathName}].
CREATE TABLE risk_vehicles (
  asset_id BIGINT NOT NULL,
  rule_id TEXT NOT NULL,                   -- e.g. remove+twoCharge
  category INTEGER NOT NULL,               -- 1 设备拆除风险, 2 生活轨迹异常, 3 安全区外异常
  alarm_name TEXT NOT NULL,                -- e.g. 拆除+二押点报警
  alarm_time BIGINT NOT NULL,              -- the newest evidence (epoch ms UTC)
  lat DOUBLE PRECISION NOT NULL DEFAULT 0, -- where the newest placed evidence happened
  lon DOUBLE PRECISION NOT NULL DEFAULT 0,
  path_name TEXT NOT NULL DEFAULT '',
  evidence TEXT NOT NULL,
  evaluated_at BIGINT NOT NULL,
  PRIMARY KEY (asset_id, rule_id)
);
CREATE INDEX risk_vehicles_category ON risk_vehicles (category, alarm_time);

-- 超长停车: each user's range of days (停留超长范围 a 天 ~ b 天); no row = 7 ~ 30 days.
CREATE TABLE stop_time_settings (
  user_id BIGINT PRIMARY KEY,
  start_day INTEGER NOT NULL,
  end_day INTEGER NOT NULL,
  updated_at BIGINT NOT NULL
);

INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (900804, 9008, '风控中心', 2, '/car/risk', 'safety', 4);
INSERT INTO role_resources (role_id, resource_id)
  SELECT rr.role_id, 900804 FROM role_resources rr WHERE rr.resource_id = 900801;
