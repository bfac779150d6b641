-- 系统管理 sub-app (platformId 12, menu 9012): its pages (9012xx) and buttons (the previous
-- console's ids, v3-console-inventory §5.3), and the one operation log that every change made
-- through the management pages, commands and alarm handling writes to (report 1510 reads it).

INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (901201, 9012, '用户管理', 2, '/system/user', 'team', 1),
  (901202, 9012, '车辆管理', 2, '/system/vehicle', 'car', 2),
  (901203, 9012, '批量导入', 2, '/system/import', 'upload', 3),
  (901204, 9012, '车辆续费', 2, '/system/renew', 'payCircle', 4),
  (901205, 9012, '结清列表', 2, '/system/settle', 'checkCircle', 5),
  (901206, 9012, '工单管理', 2, '/system/worksheet', 'profile', 6),
  (901207, 9012, '安装人员管理', 2, '/system/installer', 'tool', 7),
  (901208, 9012, '角色管理', 2, '/system/role', 'safety', 8),
  (160101, 901201, '修改用户', 3, NULL, NULL, 1),
  (160102, 901201, '新增用户', 3, NULL, NULL, 2),
  (160103, 901201, '修改用户(树)', 3, NULL, NULL, 3),
  (160104, 901201, '删除用户', 3, NULL, NULL, 4),
  (160105, 901201, '绑定车组', 3, NULL, NULL, 5),
  (160106, 901201, '重置密码', 3, NULL, NULL, 6),
  (160107, 901201, '导出用户', 3, NULL, NULL, 7),
  (160201, 901202, '新增车组', 3, NULL, NULL, 1),
  (160202, 901202, '修改车组', 3, NULL, NULL, 2),
  (160203, 901202, '删除车组', 3, NULL, NULL, 3),
  (160204, 901202, '新增车辆', 3, NULL, NULL, 4),
  (160205, 901202, '转移选中项', 3, NULL, NULL, 5),
  (160206, 901202, '车辆转移', 3, NULL, NULL, 6),
  (160207, 901202, '自定义删除', 3, NULL, NULL, 7),
  (160208, 901202, '转移', 3, NULL, NULL, 8),
  (160209, 901202, '修改车辆', 3, NULL, NULL, 9),
  (160210, 901202, '删除车辆', 3, NULL, NULL, 10),
  (160211, 901202, '导出车辆', 3, NULL, NULL, 11),
  (160301, 901203, '下载模板', 3, NULL, NULL, 1),
  (160302, 901203, '上传文件', 3, NULL, NULL, 2),
  (160401, 901204, '搜索', 3, NULL, NULL, 1),
  (160402, 901204, '车币划拨', 3, NULL, NULL, 2),
  (160403, 901204, '划拨记录搜索', 3, NULL, NULL, 3),
  (160404, 901204, '批量续费', 3, NULL, NULL, 4),
  (160405, 901204, '批量转入不续费', 3, NULL, NULL, 5),
  (160406, 901204, '自定义不续费', 3, NULL, NULL, 6),
  (160407, 901204, '自定义不续费转出', 3, NULL, NULL, 7),
  (160408, 901204, '自定义续费', 3, NULL, NULL, 8),
  (160501, 901205, '搜索', 3, NULL, NULL, 1),
  (160502, 901205, '导出', 3, NULL, NULL, 2),
  (160503, 901205, '结清撤回', 3, NULL, NULL, 3),
  (160601, 901206, '查询', 3, NULL, NULL, 1),
  (160602, 901206, '新建工单', 3, NULL, NULL, 2),
  (160603, 901206, '修改工单', 3, NULL, NULL, 3),
  (160604, 901206, '完成/取消工单', 3, NULL, NULL, 4),
  (160605, 901206, '删除工单', 3, NULL, NULL, 5),
  (160606, 901206, '导出工单', 3, NULL, NULL, 6),
  (160701, 901207, '查询', 3, NULL, NULL, 1),
  (160702, 901207, '新建人员', 3, NULL, NULL, 2),
  (160703, 901207, '修改人员', 3, NULL, NULL, 3),
  (160704, 901207, '删除人员', 3, NULL, NULL, 4),
  (160705, 901207, '批量删除人员', 3, NULL, NULL, 5);

-- 管理员 holds everything (the menu 9012 since 0002). 普通用户 (a fleet's own account) gets 系统管理 without
-- 角色管理: it manages its own customers, groups and vehicles.
INSERT INTO role_resources (role_id, resource_id) SELECT 1, id FROM resources WHERE id BETWEEN 901201 AND 901208
  OR id BETWEEN 160101 AND 160799;
INSERT INTO role_resources (role_id, resource_id) SELECT 2, id FROM resources WHERE id = 9012 OR id BETWEEN 901201 AND 901207
  OR id BETWEEN 160101 AND 160799;

-- One row per change: who (user and their group, for the subtree rule), when, what kind of
-- change (a short code such as 'user.add', 'vehicle.transfer', 'command.send'), the target as a
-- person reads it (plate, user name, group name), and a detail text.
CREATE TABLE operation_log (
  id {{ID}},
  user_id BIGINT NOT NULL,
  user_name TEXT NOT NULL,
  group_id BIGINT NOT NULL,               -- the acting user's group (the log is seen by its subtree's ancestors)
  action TEXT NOT NULL,
  target TEXT NOT NULL DEFAULT '',
  asset_id BIGINT,                        -- the vehicle concerned, when there is one
  detail TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE INDEX operation_log_time ON operation_log (created_at);
CREATE INDEX operation_log_asset ON operation_log (asset_id, created_at);

-- Accounts as the previous console keeps them (v3-console-inventory §2.7 用户管理, §3.9 getUser):
-- the account that created this one (the user tree), 账号类型 (3 我的客户, 4 监控客户), 客户名称,
-- 客户代码, 备注, the coin balance for renewals (车币), and four data rights where 0 = allowed and
-- 1 = not allowed (checkOffOil 断油电, checkUser 删除用户, checkGroup 删除车组, checkVehicle 删除车辆);
-- a right withdrawn from an account is withdrawn from its whole sub-tree of accounts.
ALTER TABLE users ADD COLUMN parent_id BIGINT;
ALTER TABLE users ADD COLUMN account_type INTEGER NOT NULL DEFAULT 3;
ALTER TABLE users ADD COLUMN corp_name TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN custom_code TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN remark TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN coins BIGINT NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN check_off_oil INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN check_user INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN check_group INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN check_vehicle INTEGER NOT NULL DEFAULT 0;
CREATE INDEX users_parent ON users (parent_id);

-- Service time of a device (车辆续费): months bought before the device first reports (the expiry
-- starts counting at the first report: activated_at + service_months), the renewal list it is on
-- (0 续费, 2 不续费), and when the vehicle was settled (结清; 0 not settled).
ALTER TABLE devices ADD COLUMN service_months INTEGER NOT NULL DEFAULT 0;
ALTER TABLE devices ADD COLUMN renew_state INTEGER NOT NULL DEFAULT 0;
ALTER TABLE devices ADD COLUMN settled_at BIGINT NOT NULL DEFAULT 0;
