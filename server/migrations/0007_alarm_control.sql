-- Alarm control per group (告警设置): which alarm types are on and the platform rules' thresholds.
-- A group without a row for a code inherits from its nearest ancestor, then from the defaults of
-- docs/alarms.md. value/duration mean different things per rule (see AlarmControlSpec in code).
CREATE TABLE alarm_control (
  group_id BIGINT NOT NULL,
  code TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  value DOUBLE PRECISION,
  duration INTEGER,
  updated_by BIGINT,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (group_id, code)
);
