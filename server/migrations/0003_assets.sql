-- Assets (vehicles, people, pets, e-bikes: one table with a kind) and the tracking devices
-- fitted to them. Field names follow the assets/add.json contract (api-contract.md §2.4).

CREATE TABLE assets (
  id {{ID}},
  group_id BIGINT NOT NULL,
  kind INTEGER NOT NULL DEFAULT 1,         -- 1 vehicle, 2 person, 3 pet, 4 e-bike
  plate TEXT NOT NULL,
  icon_type INTEGER NOT NULL DEFAULT 0,
  vehicle_type TEXT,
  engine_no TEXT,
  frame_no TEXT,
  owner TEXT,
  license TEXT,
  phone TEXT,
  address TEXT,
  remark TEXT,
  service_code TEXT,
  display_year TEXT,
  created_at BIGINT NOT NULL
);
CREATE INDEX assets_group ON assets (group_id);
CREATE INDEX assets_plate ON assets (plate);

CREATE TABLE devices (
  id {{ID}},
  asset_id BIGINT,                         -- NULL while not fitted to an asset
  terminal_no TEXT NOT NULL UNIQUE,
  terminal_type TEXT NOT NULL DEFAULT 'GPRS-部标',
  protocol TEXT NOT NULL DEFAULT 'jt808',
  terminal_status INTEGER NOT NULL DEFAULT 0,
  sim TEXT,
  iccid TEXT,
  imei TEXT,
  total_flow BIGINT NOT NULL DEFAULT 0,
  flow_type INTEGER NOT NULL DEFAULT 2,
  long_standby INTEGER NOT NULL DEFAULT 0, -- 1 wireless long-standby device, 0 wired
  activated_at BIGINT,
  expires_at BIGINT,
  install_place TEXT,
  install_person TEXT,
  install_remark TEXT,
  install_date TEXT,
  created_at BIGINT NOT NULL
);
CREATE INDEX devices_asset ON devices (asset_id);
