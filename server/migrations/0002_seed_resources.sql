-- Built-in resources (menus and pages of the shell and one menu per sub-app), sub-app platforms,
-- the two built-in roles and the default customer config. Menu ids of the center follow
-- console-spec.md §2; a sub-app's menu id is 9000 + its platformId.

INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (0, NULL, '根菜单', 1, NULL, NULL, 0),
  (40, 0, '系统中心', 1, '/center', 'setting', 90),
  (4002, 40, '站内信', 2, '/center/notice', 'mail', 1),
  (4001, 40, '安全中心', 2, '/center/security', 'safety', 2),
  (1601, 40, '下载中心', 2, '/center/download', 'download', 3),
  (4003, 40, '设置', 1, NULL, 'control', 4),
  (400301, 4003, '告警设置', 2, '/center/alarmSetting', 'alert', 1),
  (400302, 4003, '推送设置', 2, '/center/alarmPush', 'notification', 2),
  (400303, 4003, '健康设置', 2, '/center/health', 'heart', 3),
  (9008, 0, '智能车联', 1, '/car', 'car', 10),
  (9011, 0, '智能工牌', 1, '/card', 'idcard', 11),
  (9012, 0, '系统管理', 1, '/system', 'setting', 12),
  (9013, 0, '宠物守护', 1, '/pet', 'smile', 13),
  (9017, 0, '数据中心', 1, '/dataCenter', 'database', 14),
  (9018, 0, '电单车卫士', 1, '/elec-car', 'thunderbolt', 15),
  (9020, 0, '数据报表', 1, '/data-report', 'barChart', 16),
  (9023, 0, '电动车租赁', 1, '/elec-lease', 'shop', 17),
  (9026, 0, '新国标', 1, '/elec-gb', 'safetyCertificate', 18);

INSERT INTO platforms (platform_id, system_id, name, title, icon, iconfont, path, production_entry, development_entry, created, enabled, sort) VALUES
  (8, 8, 'car', '智能车联', 'car', 'icon-car', '/car', '/child/car/', 'http://localhost:5108/child/car/', '2024-01', 1, 1),
  (11, 11, 'card', '智能工牌', 'idcard', 'icon-card', '/card', '/child/card/', 'http://localhost:5111/child/card/', '2024-03', 1, 2),
  (12, 12, 'system', '系统管理', 'setting', 'icon-system', '/system', '/child/system/', 'http://localhost:5112/child/system/', '2024-01', 1, 3),
  (13, 13, 'pet', '宠物守护', 'smile', 'icon-pet', '/pet', '/child/pet/', 'http://localhost:5113/child/pet/', '2024-05', 1, 4),
  (17, 17, 'dataCenter', '数据中心', 'database', 'icon-data', '/dataCenter', '/child/dataCenter/', 'http://localhost:5117/child/dataCenter/', '2024-06', 1, 5),
  (18, 18, 'elec-car', '电单车卫士', 'thunderbolt', 'icon-elec', '/elec-car', '/child/elec-car/', 'http://localhost:5118/child/elec-car/', '2024-07', 1, 6),
  (20, 20, 'data-report', '数据报表', 'barChart', 'icon-report', '/data-report', '/child/data-report/', 'http://localhost:5120/child/data-report/', '2024-08', 1, 7),
  (23, 23, 'elec-lease', '电动车租赁', 'shop', 'icon-lease', '/elec-lease', '/child/elec-lease/', 'http://localhost:5123/child/elec-lease/', '2024-10', 1, 8),
  (26, 26, 'elec-gb', '新国标', 'safetyCertificate', 'icon-gb', '/elec-gb', '/child/elec-gb/', 'http://localhost:5126/child/elec-gb/', '2024-12', 1, 9);

INSERT INTO roles (id, name, description, group_id, is_admin, created_at) VALUES
  (1, '管理员', '拥有全部菜单与按钮权限', NULL, 1, 0),
  (2, '普通用户', '车辆监控、报表与系统中心', NULL, 0, 0);

INSERT INTO role_resources (role_id, resource_id) SELECT 1, id FROM resources;
INSERT INTO role_resources (role_id, resource_id) SELECT 2, id FROM resources
  WHERE id IN (0, 40, 4002, 4001, 1601, 4003, 400301, 400302, 400303, 9008, 9020);

INSERT INTO customer_configs (host, title, description, keyword, icon_url, logo, background, chat_logo, copyright, enabled) VALUES
  ('*', '车联智能监控平台', '车联 — 车辆与资产定位监控平台：实时监控、轨迹回放、告警、指令与报表',
   '车联,车辆定位,GPS监控,北斗,JT808,轨迹回放', '/favicon.svg', '/logo.svg', '', '/logo.svg',
   '© 车联 Chelian', 1);
