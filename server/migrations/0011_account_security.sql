-- Account security: phone binding and SMS codes (with an outbox an administrator can read, the
-- default SMS adapter's delivery), WeChat bindings, privacy settings, password age.

ALTER TABLE users ADD COLUMN phone_verified INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN password_changed_at BIGINT NOT NULL DEFAULT 0;

CREATE TABLE sms_codes (
  id {{ID}},
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL,            -- login, bind
  code_hash TEXT NOT NULL,
  user_id BIGINT,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at BIGINT NOT NULL,
  used_at BIGINT NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL
);
CREATE INDEX sms_codes_phone ON sms_codes (phone, purpose, created_at);

CREATE TABLE sms_outbox (
  id {{ID}},
  phone TEXT NOT NULL,
  content TEXT NOT NULL,
  purpose TEXT NOT NULL,
  provider TEXT NOT NULL,
  status INTEGER NOT NULL,          -- 1 sent, 2 failed
  error TEXT,
  user_id BIGINT,
  group_id BIGINT,                  -- group of the account concerned (admin reads are scoped by it)
  created_at BIGINT NOT NULL
);
CREATE INDEX sms_outbox_created ON sms_outbox (created_at);

CREATE TABLE wx_bindings (
  id {{ID}},
  user_id BIGINT NOT NULL,
  open_id TEXT NOT NULL,
  nickname TEXT,
  avatar TEXT,
  bound_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX wx_bindings_user_open ON wx_bindings (user_id, open_id);

CREATE TABLE wx_bind_tickets (
  ticket TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);

CREATE TABLE user_privacy (
  user_id BIGINT PRIMARY KEY,
  mask_phone INTEGER NOT NULL DEFAULT 1,     -- show the bound phone masked (138****0000)
  login_alert INTEGER NOT NULL DEFAULT 1,    -- a security message on sign-in from a new address
  remote_assist INTEGER NOT NULL DEFAULT 0,  -- platform support may view the account's data
  share_location INTEGER NOT NULL DEFAULT 1, -- positions shown to the parent account's users
  updated_at BIGINT NOT NULL
);
