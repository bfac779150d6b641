-- 新国标 车辆备案's 批量导入 (docs/elec-gb.md § Import): one button under the registry page, given to
-- every role that holds the registry page (as 备案登记 is).
INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (902615, 902601, '批量导入', 3, NULL, NULL, 4);

INSERT INTO role_resources (role_id, resource_id)
  SELECT rr.role_id, 902615 FROM role_resources rr WHERE rr.resource_id = 902601;
