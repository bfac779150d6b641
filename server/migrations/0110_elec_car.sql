-- 电动车卫士 (platformId 18, menu 9018; docs/elec-car.md): its pages and the 远程锁车 button for
-- every role that holds the menu (the button only for administrators: 锁车 stops a bike), the
-- family share links (read-only, expiring) and the key that signs them.

INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (1801, 9018, '我的车辆', 2, '/elec-car/bikes', 'car', 1),
  (1802, 9018, '实时定位', 2, '/elec-car/monitor', 'environment', 2),
  (1803, 9018, '骑行记录', 2, '/elec-car/rides', 'history', 3),
  (1804, 9018, '防盗报警', 2, '/elec-car/alarms', 'alert', 4),
  (1805, 9018, '分享', 2, '/elec-car/share', 'share', 5),
  (180101, 1801, '远程锁车', 3, '', '', 1);

INSERT INTO role_resources (role_id, resource_id)
  SELECT 2, 9018 WHERE NOT EXISTS (SELECT 1 FROM role_resources WHERE role_id = 2 AND resource_id = 9018);

INSERT INTO role_resources (role_id, resource_id)
  SELECT rr.role_id, p.id FROM role_resources rr
  JOIN resources p ON p.id IN (1801, 1802, 1803, 1804, 1805)
  WHERE rr.resource_id = 9018;

-- 远程锁车 for the administrator role only (others get it in 系统管理 › 角色).
INSERT INTO role_resources (role_id, resource_id)
  SELECT 1, 180101 WHERE NOT EXISTS (SELECT 1 FROM role_resources WHERE role_id = 1 AND resource_id = 180101);

-- A share link: the token carries the id and the expiry, signed with the key below; the row is
-- what the server believes (expiry, revocation), so a token is worth nothing once its row says so.
CREATE TABLE ebike_shares (
  id {{ID}},
  asset_id BIGINT NOT NULL,
  created_by BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  revoked_at BIGINT NOT NULL DEFAULT 0,
  views INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ebike_shares_asset ON ebike_shares (asset_id, expires_at);

-- One row: the HMAC-SHA256 key of the share tokens, written on first use (hex of 32 random bytes).
CREATE TABLE ebike_share_key (
  id INTEGER PRIMARY KEY,
  secret TEXT NOT NULL
);
