-- Places of the platform alarms (v3-console-inventory §2.3, §3.5, §4.5): fences (polygon or circle,
-- 禁止驶出 / 禁止驶入 / 限速 with a stay time) bound to vehicles or groups, position points, home and
-- company stay points per vehicle, second-mortgage points (二押点) and the vehicles they apply to,
-- and allowed administrative areas (出省) per vehicle or group. Coordinates are WGS-84.

CREATE TABLE fences (
  id {{ID}},
  group_id BIGINT NOT NULL,                -- owner: the creator's group; seen in its subtree
  created_by BIGINT NOT NULL,
  name TEXT NOT NULL,
  shape INTEGER NOT NULL,                  -- 3 polygon, 1 circle
  kind INTEGER NOT NULL,                   -- 0 禁止驶出, 1 禁止驶入, 2 蓝牙物流锁区域, 3 限速
  points TEXT,                             -- polygon: "lon,lat;lon,lat;…"
  center_lat DOUBLE PRECISION, center_lon DOUBLE PRECISION, radius DOUBLE PRECISION,  -- circle
  speed_limit DOUBLE PRECISION NOT NULL DEFAULT 0,
  stay_minutes INTEGER NOT NULL DEFAULT 0,
  owner_asset BIGINT NOT NULL DEFAULT 0,   -- a vehicle's own circle (V3 round fence), else 0
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX fences_group ON fences (group_id);
CREATE INDEX fences_owner_asset ON fences (owner_asset);

-- target_type 1 vehicle (asset id), 2 group (its own vehicles, not those of sub-groups).
CREATE TABLE fence_bindings (
  fence_id BIGINT NOT NULL,
  target_type INTEGER NOT NULL,
  target_id BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (fence_id, target_type, target_id)
);
CREATE INDEX fence_bindings_target ON fence_bindings (target_type, target_id);

CREATE TABLE location_points (
  id {{ID}},
  group_id BIGINT NOT NULL,
  created_by BIGINT NOT NULL,
  name TEXT NOT NULL,
  type INTEGER NOT NULL,                   -- 1 写字楼, 2 工厂, 3 停车场, 4 住宅, 5 维修厂, 6 租赁公司
  lat DOUBLE PRECISION NOT NULL,
  lon DOUBLE PRECISION NOT NULL,
  color INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL
);
CREATE INDEX location_points_group ON location_points (group_id);

CREATE TABLE stay_points (
  asset_id BIGINT PRIMARY KEY,
  home_lat DOUBLE PRECISION, home_lon DOUBLE PRECISION, home_radius DOUBLE PRECISION,
  company_lat DOUBLE PRECISION, company_lon DOUBLE PRECISION, company_radius DOUBLE PRECISION,
  enabled INTEGER NOT NULL DEFAULT 1,
  set_at BIGINT NOT NULL,                  -- the count of days not visited starts here
  last_visit BIGINT NOT NULL DEFAULT 0,    -- written by the pipeline
  updated_by BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE TABLE two_charge_points (
  id {{ID}},
  group_id BIGINT NOT NULL,                -- applies to bound vehicles of this group's subtree
  created_by BIGINT NOT NULL,
  name TEXT NOT NULL,
  lat DOUBLE PRECISION NOT NULL,
  lon DOUBLE PRECISION NOT NULL,
  radius DOUBLE PRECISION NOT NULL DEFAULT 50,
  stop_minutes INTEGER NOT NULL DEFAULT 60,
  created_at BIGINT NOT NULL
);
CREATE INDEX two_charge_points_group ON two_charge_points (group_id);

CREATE TABLE two_charge_vehicles (
  asset_id BIGINT PRIMARY KEY,
  created_by BIGINT NOT NULL,
  created_at BIGINT NOT NULL
);

-- target_type 1 vehicle, 2 group; address as V3 sends it ("广东省_440000|深圳市_440300").
-- A group's binding reaches sub-groups' vehicles with is_all = 1 and replaces vehicles' own
-- bindings with is_cover = 1.
CREATE TABLE admin_area_bindings (
  target_type INTEGER NOT NULL,
  target_id BIGINT NOT NULL,
  address TEXT NOT NULL,
  is_all INTEGER NOT NULL DEFAULT 0,
  is_cover INTEGER NOT NULL DEFAULT 0,
  updated_by BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (target_type, target_id)
);

-- Monitor buttons: 130109 绑定省市区 (the previous console's id) and 130111 围栏设置 (fences and
-- points: draw, edit, bind). Both built-in roles get them.
INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (130109, 900801, '绑定省市区', 3, NULL, NULL, 4),
  (130111, 900801, '围栏设置', 3, NULL, NULL, 5);
INSERT INTO role_resources (role_id, resource_id) VALUES
  (1, 130109), (1, 130111), (2, 130109), (2, 130111);
