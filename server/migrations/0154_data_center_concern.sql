-- 数据中心 首页's vehicle-state detail (v3-console-inventory §2.2): the 操作 column sets the follow
-- level with its remark (高 / 中 / 低, 修改备注, 清除关注), as the car monitor's 关注度设置 (130105)
-- does. Its button under the page, held by every role that holds both the page and 130105.
INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (170101, 1701, '关注度设置', 3, NULL, NULL, 1);

INSERT INTO role_resources (role_id, resource_id)
  SELECT rr.role_id, 170101 FROM role_resources rr
  WHERE rr.resource_id = 1701
    AND EXISTS (SELECT 1 FROM role_resources c WHERE c.role_id = rr.role_id AND c.resource_id = 130105);
