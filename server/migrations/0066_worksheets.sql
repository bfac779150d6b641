-- 工单管理 and 安装人员管理 (v3-console-inventory §2.7 1606/1607, §3.9 /car/v1/worksheet/…;
-- docs/worksheets.md): installers, work orders and the vehicles of an order. Both belong to the
-- group of the account that made them and are seen in that group's subtree.

-- An installer: 姓名, 联系方式, a login account and its password (argon2id hash, never answered), 备注;
-- flag 1 在职, 2 已离职 (deleting an installer marks it 离职: its orders keep its name).
CREATE TABLE install_workers (
  id {{ID}},
  group_id BIGINT NOT NULL,
  created_by BIGINT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  flag INTEGER NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX install_workers_group ON install_workers (group_id);
CREATE INDEX install_workers_username ON install_workers (username);

-- A work order: 车主, 联系电话, the installer, 预安装时间, 安装地址, 备注, whether it installs devices
-- (vehicle_flag 0 with vehicles, 1 without) and its status: 1 待确认, 2 待安装, 3 已安装, 4 已完成,
-- 5 已取消, 6 其他, with the time each was reached (0: not yet).
CREATE TABLE work_sheets (
  id {{ID}},
  group_id BIGINT NOT NULL,
  admin_id BIGINT NOT NULL,
  car_owner TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL,
  install_worker BIGINT NOT NULL,
  install_time BIGINT NOT NULL,
  address TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  vehicle_flag INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  confirm_time BIGINT NOT NULL DEFAULT 0,
  installed_time BIGINT NOT NULL DEFAULT 0,
  finish_time BIGINT NOT NULL DEFAULT 0,
  cancel_time BIGINT NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX work_sheets_group ON work_sheets (group_id, created_at);
CREATE INDEX work_sheets_worker ON work_sheets (install_worker);

-- The vehicles of an order (安装车辆), with where the device went and a picture, when reported.
CREATE TABLE work_sheet_vehicles (
  work_sheet_id BIGINT NOT NULL,
  asset_id BIGINT NOT NULL,
  install_position TEXT NOT NULL DEFAULT '',
  picture_url TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (work_sheet_id, asset_id)
);
