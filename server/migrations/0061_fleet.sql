-- 车辆管理 (v3-console-inventory §2.5 车辆资料, §2.7 车辆管理): the device's Bluetooth MAC (MAC*), and the
-- index the vehicle table of one group pages by (group, then id) — a group can hold 50,000 vehicles.
ALTER TABLE devices ADD COLUMN mac TEXT NOT NULL DEFAULT '';
CREATE INDEX assets_group_id ON assets (group_id, id);
