-- Voice messages of watches and badges, both ways (docs/card.md § Voice messages, D133–D135): the
-- media rows of AMR files say which way they went, how long they play and, for a message sent from
-- the console, the command that carries it; the card app's 语音消息 page (1111), given to every role
-- holding the app's menu (发送语音 needs 指令下发, as every command).
ALTER TABLE media ADD COLUMN direction INTEGER NOT NULL DEFAULT 0;  -- 0 from the device, 1 to it
ALTER TABLE media ADD COLUMN duration_ms BIGINT;                    -- audio: how long it plays
ALTER TABLE media ADD COLUMN command_id BIGINT;                     -- direction 1: commands.id

INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (1111, 9011, '语音消息', 2, '/card/voice', 'sound', 10);

INSERT INTO role_resources (role_id, resource_id)
  SELECT rr.role_id, r.id FROM role_resources rr JOIN resources r ON r.id = 1111
  WHERE rr.resource_id = 9011;
