-- 数据中心 (platformId 17, menu 9017): its one page, the big screen 首页 (v3-console-inventory §2.2),
-- for every role that holds the menu; the 普通用户 role (fleet managers) gets the menu too. Indexes
-- for the big screen's counts (pageHomePageOne): expiry buckets, the settled and activated trends,
-- the vehicles added per day. The wired/wireless flag is devices.long_standby (0003).

INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (1701, 9017, '首页', 2, '/dataCenter/home', 'dashboard', 1);

INSERT INTO role_resources (role_id, resource_id)
  SELECT 2, 9017 WHERE NOT EXISTS (SELECT 1 FROM role_resources WHERE role_id = 2 AND resource_id = 9017);

INSERT INTO role_resources (role_id, resource_id)
  SELECT rr.role_id, 1701 FROM role_resources rr WHERE rr.resource_id = 9017;

CREATE INDEX devices_expires ON devices (expires_at);
CREATE INDEX devices_settled ON devices (settled_at);
CREATE INDEX devices_activated ON devices (activated_at);
CREATE INDEX assets_created ON assets (created_at);
