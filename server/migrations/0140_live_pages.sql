-- 实时定位 of 智能工牌 (1101, kept free by 0100): after 人员管理, given to every role holding the
-- app's menu. The pages of pet, elec-car, elec-lease and elec-gb exist already (0105–0120).
UPDATE resources SET sort = sort + 1 WHERE parent_id = 9011 AND sort >= 2;

INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (1101, 9011, '实时定位', 2, '/card/monitor', 'environment', 2);

INSERT INTO role_resources (role_id, resource_id)
  SELECT rr.role_id, 1101 FROM role_resources rr WHERE rr.resource_id = 9011;
