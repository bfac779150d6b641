-- Health thresholds per user group and wearer type (1 智能工牌 badge, 2 智能手表 watch). A group
-- without its own row inherits its nearest ancestor's; with none, the built-in defaults apply.
-- Temperatures in 0.1 °C.

CREATE TABLE health_thresholds (
  group_id BIGINT NOT NULL,
  wearer_type INTEGER NOT NULL,
  heart_rate_min INTEGER NOT NULL,
  heart_rate_max INTEGER NOT NULL,
  systolic_min INTEGER NOT NULL,
  systolic_max INTEGER NOT NULL,
  diastolic_min INTEGER NOT NULL,
  diastolic_max INTEGER NOT NULL,
  temperature_min INTEGER NOT NULL,
  temperature_max INTEGER NOT NULL,
  spo2_min INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  updated_by TEXT,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (group_id, wearer_type)
);
