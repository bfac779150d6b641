-- Gateway bookkeeping: devices that connected without being registered (an admin adds them from
-- this list), the last known state of every device, and alarm episodes (begin/end, handling).

CREATE TABLE unregistered_devices (
  terminal_no TEXT NOT NULL,
  protocol TEXT NOT NULL,
  first_seen BIGINT NOT NULL,
  last_seen BIGINT NOT NULL,
  remote TEXT,
  frames BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (terminal_no, protocol)
);

CREATE TABLE device_state (
  device_id BIGINT PRIMARY KEY,
  fix_time BIGINT NOT NULL,
  recv_time BIGINT NOT NULL,
  lat DOUBLE PRECISION NOT NULL,
  lon DOUBLE PRECISION NOT NULL,
  speed DOUBLE PRECISION NOT NULL DEFAULT 0,
  course INTEGER NOT NULL DEFAULT 0,
  flags INTEGER NOT NULL DEFAULT 0,
  mileage DOUBLE PRECISION NOT NULL DEFAULT 0,
  motion INTEGER NOT NULL DEFAULT 0,      -- 0 never online, 1 driving, 2 parked, 3 offline
  motion_since BIGINT NOT NULL DEFAULT 0,
  attributes TEXT
);

CREATE TABLE alarms (
  id {{ID}},
  device_id BIGINT NOT NULL,
  asset_id BIGINT NOT NULL,
  group_id BIGINT NOT NULL,
  code TEXT NOT NULL,                      -- e.g. emergencyAlarm (api-contract §3)
  label TEXT NOT NULL,                     -- e.g. 紧急报警
  source INTEGER NOT NULL DEFAULT 1,       -- 1 device, 2 platform
  begin_time BIGINT NOT NULL,
  begin_lat DOUBLE PRECISION, begin_lon DOUBLE PRECISION, begin_speed DOUBLE PRECISION,
  begin_course INTEGER, begin_mileage DOUBLE PRECISION,
  end_time BIGINT,                         -- NULL while the alarm is active
  end_lat DOUBLE PRECISION, end_lon DOUBLE PRECISION, end_speed DOUBLE PRECISION,
  end_course INTEGER, end_mileage DOUBLE PRECISION,
  alarm_count INTEGER NOT NULL DEFAULT 1,
  data TEXT,                               -- extension bits / details as JSON
  handled INTEGER NOT NULL DEFAULT 0,
  result INTEGER,
  remark TEXT,
  contact TEXT,
  contact_phone TEXT,
  handled_by BIGINT,
  handled_at BIGINT,
  insert_time BIGINT NOT NULL,
  update_time BIGINT NOT NULL
);
CREATE INDEX alarms_asset_time ON alarms (asset_id, begin_time);
CREATE INDEX alarms_group_time ON alarms (group_id, begin_time);
CREATE INDEX alarms_open ON alarms (device_id, end_time);
