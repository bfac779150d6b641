-- Which node of a cluster made a file (docs/cluster.md § Files): an export and an uploaded photo or
-- recording are files in that node's folder; another node asked for them copies them from it over
-- NATS. Empty: made by a server outside any cluster (or before this column).
ALTER TABLE export_records ADD COLUMN node TEXT NOT NULL DEFAULT '';
ALTER TABLE media ADD COLUMN node TEXT NOT NULL DEFAULT '';
