-- Which node of a cluster holds a pet's photo (docs/cluster.md § Files), as export_records.node and
-- media.node do for theirs (0150). Empty: uploaded outside any cluster (or before this column).
ALTER TABLE pet_profiles ADD COLUMN photo_node TEXT NOT NULL DEFAULT '';
