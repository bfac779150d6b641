-- 智能工牌 (card, platformId 11, menu 9011; docs/card.md): people are assets of kind 2 with their
-- number and department, attendance rules per group (a work-fence circle, on/off-duty times, grace),
-- patrol points (a circle and a daily window), and the app's pages and buttons as resources.

CREATE TABLE card_people (
  asset_id BIGINT PRIMARY KEY,             -- assets.id, kind 2; the name is assets.plate
  person_no TEXT NOT NULL DEFAULT '',      -- employee or student number
  department TEXT NOT NULL DEFAULT ''
);
CREATE INDEX card_people_no ON card_people (person_no);

-- One rule per group; a person follows their group's rule, else the nearest ancestor's. Times are
-- minutes after local midnight; end_min <= start_min means the shift ends the next day.
CREATE TABLE card_attendance_rules (
  group_id BIGINT PRIMARY KEY,
  name TEXT NOT NULL,
  lat DOUBLE PRECISION NOT NULL,
  lon DOUBLE PRECISION NOT NULL,
  radius DOUBLE PRECISION NOT NULL,
  start_min INTEGER NOT NULL,
  end_min INTEGER NOT NULL,
  grace_min INTEGER NOT NULL DEFAULT 0,
  updated_by TEXT NOT NULL DEFAULT '',
  updated_at BIGINT NOT NULL
);

-- A patrol point of a group: the people of the group's subtree check in by a fix inside the circle
-- within the daily window.
CREATE TABLE card_patrol_points (
  id {{ID}},
  group_id BIGINT NOT NULL,
  name TEXT NOT NULL,
  lat DOUBLE PRECISION NOT NULL,
  lon DOUBLE PRECISION NOT NULL,
  radius DOUBLE PRECISION NOT NULL DEFAULT 50,
  start_min INTEGER NOT NULL DEFAULT 0,
  end_min INTEGER NOT NULL DEFAULT 1440,
  created_at BIGINT NOT NULL
);
CREATE INDEX card_patrol_points_group ON card_patrol_points (group_id);

-- The app's pages (11xx under 9011, in menu order) and their buttons (11xxyy). 实时定位 (1101),
-- 健康数据 (1108) and 报警 (1109) are kept for the pages still to come.
INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (1110, 9011, '人员管理', 2, '/card/person', 'team', 1),
  (1102, 9011, '轨迹回放', 2, '/card/track', 'history', 2),
  (1103, 9011, '考勤规则', 2, '/card/attendanceRule', 'schedule', 3),
  (1104, 9011, '考勤日报', 2, '/card/attendanceDay', 'table', 4),
  (1105, 9011, '考勤月报', 2, '/card/attendanceMonth', 'calendar', 5),
  (1106, 9011, '巡更点', 2, '/card/patrolPoint', 'flag', 6),
  (1107, 9011, '巡更记录', 2, '/card/patrolRecord', 'audit', 7),
  (111001, 1110, '新增人员', 3, NULL, NULL, 1),
  (111002, 1110, '修改人员', 3, NULL, NULL, 2),
  (111003, 1110, '删除人员', 3, NULL, NULL, 3),
  (110301, 1103, '保存考勤规则', 3, NULL, NULL, 1),
  (110401, 1104, '导出', 3, NULL, NULL, 1),
  (110501, 1105, '导出', 3, NULL, NULL, 1),
  (110601, 1106, '编辑巡更点', 3, NULL, NULL, 1),
  (110701, 1107, '导出', 3, NULL, NULL, 1);

-- 普通用户 gets the app; every role holding the app's menu (管理员 since 0002) gets its pages and buttons.
INSERT INTO role_resources (role_id, resource_id)
  SELECT 2, 9011 WHERE NOT EXISTS (SELECT 1 FROM role_resources WHERE role_id = 2 AND resource_id = 9011);

INSERT INTO role_resources (role_id, resource_id)
  SELECT rr.role_id, r.id FROM role_resources rr JOIN resources r ON r.id IN
    (1102, 1103, 1104, 1105, 1106, 1107, 1110, 111001, 111002, 111003, 110301, 110401, 110501, 110601, 110701)
  WHERE rr.resource_id = 9011;
