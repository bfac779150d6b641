-- Commands to vehicles (docs/commands.md): every command is a record that moves pending → sent →
-- acknowledged / failed / timed out (or expired, refused, cancelled), matched to the device's reply;
-- device text uplinks that answer no command; the command resources' button permissions.

CREATE TABLE commands (
  id {{ID}},
  uuid TEXT NOT NULL UNIQUE,
  asset_id BIGINT NOT NULL,
  device_id BIGINT NOT NULL,
  group_id BIGINT NOT NULL,
  user_id BIGINT NOT NULL,
  user_name TEXT NOT NULL,
  batch_id TEXT,                         -- group and batch sends share one
  command_type TEXT NOT NULL,            -- the catalogue's commandType, e.g. LOCATE
  command_name TEXT NOT NULL,            -- 立即定位
  command_msg TEXT NOT NULL DEFAULT '',  -- parameters as sent by the console (passwords masked)
  protocol TEXT NOT NULL,
  payload TEXT NOT NULL,                 -- the encoded DeviceCommand (JSON), re-sent after a restart
  status INTEGER NOT NULL DEFAULT 0,     -- 0 pending, 1 sent, 2 acknowledged, 3 failed, 4 timed out, 5 expired, 6 refused, 7 cancelled
  result_msg TEXT NOT NULL DEFAULT '',
  reply_text TEXT NOT NULL DEFAULT '',
  match_key BIGINT,                      -- JT/T 808 platform serial, GT06 server flag
  msg_id INTEGER,                        -- the platform message sent
  media_ids TEXT NOT NULL DEFAULT '',    -- photos taken on this command (device multimedia ids)
  created_at BIGINT NOT NULL,
  sent_at BIGINT,
  replied_at BIGINT,
  expires_at BIGINT NOT NULL
);
CREATE INDEX commands_asset_time ON commands (asset_id, created_at);
CREATE INDEX commands_group_time ON commands (group_id, created_at);
CREATE INDEX commands_open ON commands (status, device_id);
CREATE INDEX commands_batch ON commands (batch_id);

CREATE TABLE device_texts (
  id {{ID}},
  device_id BIGINT NOT NULL,
  asset_id BIGINT NOT NULL,
  group_id BIGINT NOT NULL,
  time BIGINT NOT NULL,
  text TEXT NOT NULL
);
CREATE INDEX device_texts_group_time ON device_texts (group_id, time);

-- Button permissions of the monitor (v3-console-inventory §5.3 id scheme): 130113 断油电 (cut and
-- restore oil), 130112 指令下发 (every command). Both built-in roles may send commands; only the
-- administrator role may cut oil until an administrator grants it.
INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (130113, 900801, '断油电', 3, NULL, NULL, 6),
  (130112, 900801, '指令下发', 3, NULL, NULL, 7),
  (4004, 0, '命令下发报表', 2, '/commandReport', 'send', 80);
INSERT INTO role_resources (role_id, resource_id) VALUES
  (1, 130113), (1, 130112), (1, 4004),
  (2, 130112), (2, 4004);
