-- JT/T 808 terminal authentication (issue 19, docs/pipeline.md § Device authentication): the
-- SHA-256 (hex) of the code the platform issued at the terminal's last registration, and when the
-- terminal first authenticated (0x0102) with it (NULL: not yet). The code itself is never stored.
-- A terminal whose code was proven cannot register again until an administrator resets both
-- (POST /car/v4/api/device/resetAuth.json, `admin device-reset-auth`).
ALTER TABLE devices ADD COLUMN auth_code_hash TEXT;
ALTER TABLE devices ADD COLUMN auth_proven_at BIGINT;
