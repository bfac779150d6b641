-- 智能工牌 health readings and alarms (docs/card.md, D121): every reading a badge or watch sends
-- (heart rate, blood pressure, SpO2, body temperature), kept per person and time, gone after
-- store.alarm_keep_days like the alarms; the fall-down alarm's dictionary row; the app's 健康数据
-- (1108) and SOS/跌倒 (1109) pages.

CREATE TABLE health_readings (
  id {{ID}},
  asset_id BIGINT NOT NULL,     -- the person (assets.id)
  device_id BIGINT NOT NULL,    -- the badge that measured
  measured_at BIGINT NOT NULL,  -- epoch ms (the devices send no time: when it arrived)
  heart_rate INTEGER,           -- bpm; NULL: not in this message
  systolic INTEGER,             -- mmHg
  diastolic INTEGER,            -- mmHg
  spo2 INTEGER,                 -- %
  temperature INTEGER,          -- 0.1 °C
  alarms TEXT                   -- health alarm codes the reading raised, comma-separated
);
CREATE INDEX health_readings_asset_time ON health_readings (asset_id, measured_at);

INSERT INTO dictionary (dict_type, code, label, sort) VALUES ('alarmType', 'fallDownAlarm', '跌倒报警', 34);

INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (1108, 9011, '健康数据', 2, '/card/health', 'heart', 8),
  (1109, 9011, 'SOS/跌倒', 2, '/card/alarm', 'alert', 9),
  (110901, 1109, '处理报警', 3, NULL, NULL, 1);

INSERT INTO role_resources (role_id, resource_id)
  SELECT rr.role_id, r.id FROM role_resources rr JOIN resources r ON r.id IN (1108, 1109, 110901)
  WHERE rr.resource_id = 9011;
