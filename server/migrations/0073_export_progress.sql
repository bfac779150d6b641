-- Download center (issue #22): a running export shows how far it is, in percent (0 until the
-- producer knows how many rows to expect), and how many rows it has written so far.
ALTER TABLE export_records ADD COLUMN progress INTEGER NOT NULL DEFAULT 0;
-- The download list's types 7 轨迹记录 (track exports) and 8 数据报表 (report exports) in the filter.
INSERT INTO dictionary (dict_type, code, label, sort) VALUES ('exportType', '7', '轨迹记录', 7), ('exportType', '8', '数据报表', 8);
