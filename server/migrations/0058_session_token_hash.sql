-- Sessions are kept under the SHA-256 of their token (issue #19: a copy of the database must not
-- hold live sessions). Stored tokens cannot be hashed in SQL on every engine, so the sessions of
-- the old form end here: everyone signs in once more after the upgrade.
DELETE FROM sessions;
ALTER TABLE sessions RENAME COLUMN token TO token_hash;
DELETE FROM oauth_sessions;
ALTER TABLE oauth_sessions RENAME COLUMN token TO token_hash;
