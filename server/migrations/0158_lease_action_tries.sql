-- A failed step of 电动车租赁 is sent again (D155): each try is a row of lease_actions numbered
-- try_no (1 the first); watching = 1 while the job still awaits the outcome of its command (the
-- job retries it after a failure, or lets it go once it succeeded or is no longer wanted).
-- Rows from before this migration are not watched.
ALTER TABLE lease_actions ADD COLUMN try_no INTEGER NOT NULL DEFAULT 1;
ALTER TABLE lease_actions ADD COLUMN watching INTEGER NOT NULL DEFAULT 0;
CREATE INDEX lease_actions_watching ON lease_actions (watching, contract_id);
