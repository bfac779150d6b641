-- Download center: export records. Files live under export.dir and are kept export.keep_days.
-- status 1 等待, 2 导出中, 3 成功, 4 失败 (the V3 download list's codes); type as the V3 list:
-- 1 报警记录, 2 里程记录, 3 全部资料, 4 车辆管理, 5 车辆续费, 6 登录日志.

CREATE TABLE export_records (
  id {{ID}},
  user_id BIGINT NOT NULL,
  group_id BIGINT NOT NULL,
  type INTEGER NOT NULL,
  name TEXT NOT NULL,               -- shown to the user, e.g. 全部资料_20250101_120000.xlsx
  file_name TEXT NOT NULL UNIQUE,   -- stored file under export.dir
  status INTEGER NOT NULL DEFAULT 1,
  row_count INTEGER NOT NULL DEFAULT 0,
  size_bytes BIGINT NOT NULL DEFAULT 0,
  error TEXT,
  created_at BIGINT NOT NULL,
  finished_at BIGINT NOT NULL DEFAULT 0,
  expires_at BIGINT NOT NULL
);
CREATE INDEX export_records_user ON export_records (user_id, created_at);
