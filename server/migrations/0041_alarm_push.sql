-- Alarm push (推送设置): per group and alarm code, which channels carry a new alarm — console popup,
-- voice, e-mail, SMS, webhook — inherited from the nearest ancestor like alarm_control; the
-- group's recipients (e-mail addresses, phones, webhook URL and signing secret); every delivery
-- attempt in alarm_push_log; every alarm handling in alarm_operation_log.

CREATE TABLE alarm_push_config (
  group_id BIGINT NOT NULL,
  code TEXT NOT NULL,
  popup INTEGER NOT NULL DEFAULT 1,
  voice INTEGER NOT NULL DEFAULT 1,
  email INTEGER NOT NULL DEFAULT 0,
  sms INTEGER NOT NULL DEFAULT 0,
  webhook INTEGER NOT NULL DEFAULT 0,
  updated_by BIGINT,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (group_id, code)
);

CREATE TABLE alarm_push_targets (
  group_id BIGINT PRIMARY KEY,
  emails TEXT NOT NULL DEFAULT '',         -- comma-separated
  phones TEXT NOT NULL DEFAULT '',         -- comma-separated
  webhook_url TEXT NOT NULL DEFAULT '',
  webhook_secret TEXT NOT NULL DEFAULT '',
  updated_by BIGINT,
  updated_at BIGINT NOT NULL
);

CREATE TABLE alarm_push_log (
  id {{ID}},
  alarm_id BIGINT NOT NULL,
  group_id BIGINT NOT NULL,
  channel TEXT NOT NULL,                   -- email, sms, webhook
  target TEXT NOT NULL,
  status INTEGER NOT NULL,                 -- 1 sent, 2 failed
  attempts INTEGER NOT NULL DEFAULT 1,
  error TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE INDEX alarm_push_log_group ON alarm_push_log (group_id, created_at);

CREATE TABLE alarm_operation_log (
  id {{ID}},
  alarm_id BIGINT NOT NULL,
  asset_id BIGINT NOT NULL,
  group_id BIGINT NOT NULL,
  user_id BIGINT NOT NULL,
  action TEXT NOT NULL,                    -- handle
  result INTEGER,
  remark TEXT NOT NULL DEFAULT '',
  contact TEXT NOT NULL DEFAULT '',
  contact_phone TEXT NOT NULL DEFAULT '',
  ip TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE INDEX alarm_operation_log_alarm ON alarm_operation_log (alarm_id);
CREATE INDEX alarm_operation_log_group ON alarm_operation_log (group_id, created_at);
