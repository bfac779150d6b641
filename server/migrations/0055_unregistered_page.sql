-- 未注册设备, the car sub-app's page of terminals that connected without being registered
-- (administrators only, as its API), and which of them the gateway registered by itself
-- (gateway.unknown_devices = register): those stay listed, with their vehicle, until an
-- administrator takes them over.
INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (900803, 9008, '未注册设备', 2, '/car/unregistered', 'disconnect', 3);
INSERT INTO role_resources (role_id, resource_id) VALUES (1, 900803);
ALTER TABLE unregistered_devices ADD COLUMN auto_asset_id BIGINT;
