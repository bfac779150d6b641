-- 系统管理 › 批量导入 (docs/import.md): each user's import in progress, one row per spreadsheet row,
-- kept until it is submitted or deleted, so that the page can offer to continue it after a reload.
-- error_message: '' for a valid row, else the reasons in Chinese (each error on its row).
CREATE TABLE import_rows (
  id {{ID}},
  user_id BIGINT NOT NULL,
  row_no INTEGER NOT NULL,
  plate TEXT NOT NULL DEFAULT '',
  sim TEXT NOT NULL DEFAULT '',
  terminal_no TEXT NOT NULL DEFAULT '',
  terminal_type TEXT NOT NULL DEFAULT '',
  iccid TEXT NOT NULL DEFAULT '',
  error_message TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE INDEX import_rows_user ON import_rows (user_id, row_no);
