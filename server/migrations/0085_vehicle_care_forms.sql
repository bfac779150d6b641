-- 车辆资料's 保险信息 and 保养信息 tabs (v3-console-inventory §2.3, §3.5) write the tables of
-- 0070_vehicle_care.sql: the odometer the user entered with a maintenance record, and the lists the
-- insurance form picks from (queryInsuranceList type 1 insurers, type 3 kinds of cover).
ALTER TABLE vehicle_maintenance ADD COLUMN current_mileage DOUBLE PRECISION NOT NULL DEFAULT 0;
INSERT INTO dictionary (dict_type, code, label, sort) VALUES
  ('insuranceCompany', '1', '中国人保', 1), ('insuranceCompany', '2', '中国平安', 2),
  ('insuranceCompany', '3', '中国太平洋保险', 3), ('insuranceCompany', '4', '中国人寿财险', 4),
  ('insuranceCompany', '5', '中华联合保险', 5), ('insuranceCompany', '6', '阳光保险', 6),
  ('insuranceCompany', '7', '大地保险', 7), ('insuranceCompany', '8', '天安保险', 8),
  ('insuranceCompany', '9', '其他', 9),
  ('insuranceKind', '1', '交强险', 1), ('insuranceKind', '2', '车辆损失险', 2),
  ('insuranceKind', '3', '第三者责任险', 3), ('insuranceKind', '4', '车上人员责任险', 4),
  ('insuranceKind', '5', '全车盗抢险', 5), ('insuranceKind', '6', '玻璃单独破碎险', 6),
  ('insuranceKind', '7', '自燃损失险', 7), ('insuranceKind', '8', '不计免赔险', 8);
