-- Token-based sign-in for systems that embed the console (console-spec §7 /oauthToken/*): each
-- client has an app key and a secret (argon2id hash), signs in as one bound user and may be
-- limited to a list of resource ids and shown without the header or menu.

CREATE TABLE oauth_clients (
  id {{ID}},
  app_key TEXT NOT NULL UNIQUE,
  secret_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  user_id BIGINT NOT NULL,
  resource_ids TEXT,                -- comma-separated ids; empty = the bound user's own resources
  hide_header INTEGER NOT NULL DEFAULT 1,
  hide_menu INTEGER NOT NULL DEFAULT 0,
  home_path TEXT NOT NULL DEFAULT '/home',
  title TEXT,
  logo TEXT,
  enabled INTEGER NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL
);

-- Sessions started through a client (so getConfig/listResource know which client's settings apply).
CREATE TABLE oauth_sessions (
  token TEXT PRIMARY KEY,
  client_id BIGINT NOT NULL,
  created_at BIGINT NOT NULL
);
