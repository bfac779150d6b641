-- Multimedia a device uploaded (JT/T 808 0x0801: photos on alarms or on command). The bytes live
-- on disk under media.dir; the row says where, whose, when and where the vehicle was.
CREATE TABLE media (
  id {{ID}},
  device_id BIGINT NOT NULL,
  asset_id BIGINT NOT NULL,
  group_id BIGINT NOT NULL,
  media_id BIGINT NOT NULL,        -- the device's multimedia id
  type INTEGER NOT NULL,           -- 0 image, 1 audio, 2 video
  format INTEGER NOT NULL,         -- 0 JPEG, 1 TIF, 2 MP3, 3 WAV, 4 WMV
  event INTEGER NOT NULL,          -- 0 platform command, 1 timed, 2 robbery alarm, 3 collision …
  channel INTEGER NOT NULL,
  path TEXT NOT NULL,              -- relative to media.dir
  bytes BIGINT NOT NULL,
  time BIGINT NOT NULL,            -- fix time of the attached location (else receive time)
  lat DOUBLE PRECISION, lon DOUBLE PRECISION,
  created_at BIGINT NOT NULL
);
CREATE INDEX media_asset_time ON media (asset_id, time);
