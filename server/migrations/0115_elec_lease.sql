-- 电动车租赁 (platformId 23, menu 9023; docs/elec-lease.md): rental contracts of e-bikes (assets.kind
-- 4), their due items (the payment plan), payments, the graded actions per company (处置策略), the
-- log of actions carried out, the bikes' repair/lost marks, and the sub-app's pages and buttons.

CREATE TABLE lease_contracts (
  id {{ID}},
  group_id BIGINT NOT NULL,               -- the bike's group when signed (the company's subtree)
  asset_id BIGINT NOT NULL,               -- the e-bike
  contract_no TEXT NOT NULL,
  rider_name TEXT NOT NULL,
  rider_id_no TEXT NOT NULL,              -- stored whole, shown masked (docs/elec-lease.md)
  rider_phone TEXT NOT NULL,
  start_at BIGINT NOT NULL,
  term INTEGER NOT NULL,                  -- instalments
  period INTEGER NOT NULL DEFAULT 1,      -- 1 monthly, 2 weekly
  rent BIGINT NOT NULL,                   -- fen per instalment
  deposit BIGINT NOT NULL DEFAULT 0,      -- fen
  terminated INTEGER NOT NULL DEFAULT 0,  -- 1 once 终止
  status INTEGER NOT NULL DEFAULT 1,      -- 1 进行中, 2 逾期, 3 已结清, 4 已终止 (kept by the rules)
  overdue_days INTEGER NOT NULL DEFAULT 0,
  overdue_amount BIGINT NOT NULL DEFAULT 0,
  paid_amount BIGINT NOT NULL DEFAULT 0,
  late_count INTEGER NOT NULL DEFAULT 0,
  grade INTEGER NOT NULL DEFAULT 0,       -- the graded action carried out (0 none … 4 lock)
  evaluated_at BIGINT NOT NULL DEFAULT 0,
  remark TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX lease_contracts_group ON lease_contracts (group_id);
CREATE INDEX lease_contracts_asset ON lease_contracts (asset_id);
CREATE UNIQUE INDEX lease_contracts_no ON lease_contracts (contract_no);

CREATE TABLE lease_dues (
  contract_id BIGINT NOT NULL,
  seq INTEGER NOT NULL,                   -- 1 … term
  due_at BIGINT NOT NULL,
  amount BIGINT NOT NULL,                 -- fen
  PRIMARY KEY (contract_id, seq)
);

CREATE TABLE lease_payments (
  id {{ID}},
  contract_id BIGINT NOT NULL,
  paid_at BIGINT NOT NULL,
  amount BIGINT NOT NULL,                 -- fen
  method TEXT NOT NULL DEFAULT '',        -- 现金, 微信, 支付宝, 银行转账 …
  source INTEGER NOT NULL DEFAULT 1,      -- 1 登记, 2 导入
  remark TEXT NOT NULL DEFAULT '',
  user_id BIGINT NOT NULL,
  user_name TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX lease_payments_contract ON lease_payments (contract_id, paid_at);

-- 处置策略 per company (group); a contract takes the policy of its nearest group that has one.
CREATE TABLE lease_policies (
  group_id BIGINT PRIMARY KEY,
  enabled INTEGER NOT NULL DEFAULT 1,
  grace_days INTEGER NOT NULL,
  notify_days INTEGER NOT NULL,
  voice_days INTEGER NOT NULL,
  limit_days INTEGER NOT NULL,
  lock_days INTEGER NOT NULL,
  limit_kmh INTEGER NOT NULL,
  normal_kmh INTEGER NOT NULL,
  lock_max_kmh INTEGER NOT NULL,
  voice_text TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);

-- Every graded action carried out (or withheld), with the command it sent.
CREATE TABLE lease_actions (
  id {{ID}},
  contract_id BIGINT NOT NULL,
  asset_id BIGINT NOT NULL,
  action INTEGER NOT NULL,                -- lease::ActionKind: 1 通知 2 语音 3 限速 4 锁车 5 恢复限速 6 解锁
  overdue_days INTEGER NOT NULL,
  speed DOUBLE PRECISION,                 -- the bike's last speed when decided
  command_id BIGINT,                      -- commands.id when a command went down
  result TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX lease_actions_contract ON lease_actions (contract_id, created_at);

-- A bike marked 维修中 (2) or 丢失 (3); no row = in service (rented or idle by its contracts).
CREATE TABLE lease_bike_states (
  asset_id BIGINT PRIMARY KEY,
  state INTEGER NOT NULL,
  updated_at BIGINT NOT NULL
);

INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES
  (902301, 9023, '合同管理', 2, '/elec-lease/contracts', 'fileText', 1),
  (902302, 9023, '收款记录', 2, '/elec-lease/payments', 'accountBook', 2),
  (902303, 9023, '逾期催收', 2, '/elec-lease/collections', 'alert', 3),
  (902304, 9023, '风险合同', 2, '/elec-lease/risk', 'safety', 4),
  (902305, 9023, '车辆利用率', 2, '/elec-lease/utilisation', 'pieChart', 5),
  (902306, 9023, '处置策略', 2, '/elec-lease/policy', 'setting', 6),
  (902307, 9023, '实时定位', 2, '/elec-lease/monitor', 'environment', 7),
  (90230101, 902301, '新增合同', 3, NULL, NULL, 1),
  (90230102, 902301, '修改合同', 3, NULL, NULL, 2),
  (90230103, 902301, '终止合同', 3, NULL, NULL, 3),
  (90230201, 902302, '登记收款', 3, NULL, NULL, 1),
  (90230202, 902302, '导入收款', 3, NULL, NULL, 2),
  (90230501, 902305, '标记车辆状态', 3, NULL, NULL, 1),
  (90230601, 902306, '修改策略', 3, NULL, NULL, 1);

INSERT INTO role_resources (role_id, resource_id)
  SELECT 2, 9023 WHERE NOT EXISTS (SELECT 1 FROM role_resources WHERE role_id = 2 AND resource_id = 9023);
INSERT INTO role_resources (role_id, resource_id)
  SELECT rr.role_id, r.id FROM role_resources rr
  JOIN resources r ON r.id BETWEEN 902301 AND 902307 OR r.id BETWEEN 90230101 AND 90230799
  WHERE rr.resource_id = 9023;
