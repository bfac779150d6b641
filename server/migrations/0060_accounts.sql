-- 系统管理 › 用户管理, 角色管理 and the header's 系统设置 (v3-console-inventory §2.7, §2.8, §3.3, §3.9):
-- the built-in role of 监控客户 accounts, the state of a role (使用 / 冻结), the catalogue of the
-- system switches and each user's choice.

-- 监控客户 (account type 4): monitoring only — 智能车联's 监控中心 and 轨迹回放 pages (no command
-- buttons, nothing that changes data but 关注度), 数据报表, the pages of 系统中心; no 系统管理.
INSERT INTO roles (id, name, description, group_id, is_admin, created_at) VALUES
  (10, '监控客户', '仅车辆监控、轨迹回放、数据报表与系统中心', NULL, 0, 0);
INSERT INTO role_resources (role_id, resource_id) SELECT 10, id FROM resources
  WHERE id IN (0, 9008, 900801, 900802, 130105, 9020, 40, 4002, 4001, 1601, 4003, 400301, 400302, 400303);

-- 角色管理's 状态: 1 使用, 2 冻结 (a frozen role is given to no new account).
ALTER TABLE roles ADD COLUMN status INTEGER NOT NULL DEFAULT 1;

-- 系统设置: the switches a user may turn on and off (listAll.json's sysPermission).
CREATE TABLE sys_permissions (
  id BIGINT PRIMARY KEY,
  name TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);
INSERT INTO sys_permissions (id, name, remark, sort) VALUES
  (7, '显示关联设备框', '监控中心车辆列表中显示关联设备框', 1),
  (8, '列表显示有线/无线图标', '监控中心车辆列表中显示有线/无线设备图标', 2),
  (11, '工单模块', '关闭后隐藏工单管理与安装人员管理', 3);

-- Each user's switches: a row only for a switch the user has set; no row = on (status 0).
CREATE TABLE user_settings (
  user_id BIGINT NOT NULL,
  permission_id BIGINT NOT NULL,
  status INTEGER NOT NULL,              -- 0 on, 1 off
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (user_id, permission_id)
);
