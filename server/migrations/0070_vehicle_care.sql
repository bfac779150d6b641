-- 保养报表 and 保险报表 (v3-console-inventory §2.6 1511/1512, §3.7): a vehicle's maintenance plan and
-- insurance policies. No page writes them yet (the previous console kept them with the vehicle's
-- details); the reports read them and answer an empty page while they are empty. Times epoch ms UTC.

-- A maintenance record: when and at what odometer (km) it was last serviced, when and at what
-- odometer it is next due, and how early (days, km) to remind.
CREATE TABLE vehicle_maintenance (
  id {{ID}},
  asset_id BIGINT NOT NULL,
  last_time BIGINT NOT NULL DEFAULT 0,
  last_mileage DOUBLE PRECISION NOT NULL DEFAULT 0,
  next_time BIGINT NOT NULL DEFAULT 0,
  next_mileage DOUBLE PRECISION NOT NULL DEFAULT 0,
  lead_days INTEGER NOT NULL DEFAULT 0,
  advance_km DOUBLE PRECISION NOT NULL DEFAULT 0,
  tips TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE INDEX vehicle_maintenance_asset ON vehicle_maintenance (asset_id, last_time);

-- An insurance policy: first (1) or later (2), amount, insurer, kinds, registration and next
-- renewal time, how many days early to remind.
CREATE TABLE vehicle_insurance (
  id {{ID}},
  asset_id BIGINT NOT NULL,
  first_time INTEGER NOT NULL DEFAULT 1,
  amount DOUBLE PRECISION NOT NULL DEFAULT 0,
  company TEXT NOT NULL DEFAULT '',
  renewal_company TEXT NOT NULL DEFAULT '',
  renewals INTEGER NOT NULL DEFAULT 0,
  kinds TEXT NOT NULL DEFAULT '',
  lead_days INTEGER NOT NULL DEFAULT 0,
  login_time BIGINT NOT NULL DEFAULT 0,
  next_time BIGINT NOT NULL DEFAULT 0,
  tips TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE INDEX vehicle_insurance_asset ON vehicle_insurance (asset_id, login_time);
