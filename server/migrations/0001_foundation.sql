-- Foundation schema: tenant group tree, users, roles and resources, sub-app platforms,
-- white-label customer configs, sessions and the login log. Times are epoch milliseconds (UTC).
-- {{ID}} is the engine's auto-increment primary key (see the engine adapters).

CREATE TABLE groups (
  id {{ID}},
  parent_id BIGINT,
  name TEXT NOT NULL,
  path TEXT NOT NULL,            -- materialised path of ids, e.g. '/1/5/9/'; subtree = path LIKE '/1/5/%'
  contact_name TEXT,
  phone TEXT,
  remark TEXT,
  is_finance INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL
);
CREATE INDEX groups_parent ON groups (parent_id);
CREATE INDEX groups_path ON groups (path);

CREATE TABLE roles (
  id {{ID}},
  name TEXT NOT NULL,
  description TEXT,
  group_id BIGINT,               -- owning group; NULL for the built-in roles
  is_admin INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL
);

CREATE TABLE resources (
  id BIGINT PRIMARY KEY,
  parent_id BIGINT,
  name TEXT NOT NULL,
  type INTEGER NOT NULL,         -- 1 menu, 2 page, 3 button
  path TEXT,
  icon TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE role_resources (
  role_id BIGINT NOT NULL,
  resource_id BIGINT NOT NULL,
  PRIMARY KEY (role_id, resource_id)
);

CREATE TABLE users (
  id {{ID}},
  username TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  name TEXT,
  group_id BIGINT NOT NULL,
  role_id BIGINT NOT NULL,
  phone TEXT,
  email TEXT,
  status INTEGER NOT NULL DEFAULT 1,       -- 1 active, 2 frozen
  failed_logins INTEGER NOT NULL DEFAULT 0,
  first_failure_at BIGINT NOT NULL DEFAULT 0,
  last_failure_at BIGINT NOT NULL DEFAULT 0,
  locked_until BIGINT NOT NULL DEFAULT 0,
  last_login_at BIGINT NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL
);
CREATE INDEX users_group ON users (group_id);

CREATE TABLE platforms (
  platform_id INTEGER PRIMARY KEY,
  system_id INTEGER NOT NULL,
  name TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  icon TEXT,
  iconfont TEXT,
  path TEXT NOT NULL,
  production_entry TEXT NOT NULL,
  development_entry TEXT,
  created TEXT,                  -- month the sub-app was introduced, 'YYYY-MM'
  enabled INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE customer_configs (
  id {{ID}},
  host TEXT NOT NULL UNIQUE,     -- '*' is the default for every other host
  title TEXT,
  description TEXT,
  keyword TEXT,
  icon_url TEXT,
  logo TEXT,
  background TEXT,
  chat_logo TEXT,
  copyright TEXT,
  enabled INTEGER NOT NULL DEFAULT 1,
  group_id BIGINT
);

CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL,
  ip TEXT,
  user_agent TEXT
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE login_log (
  id {{ID}},
  username TEXT NOT NULL,
  user_id BIGINT,
  ip TEXT,
  user_agent TEXT,
  success INTEGER NOT NULL,
  reason TEXT,
  created_at BIGINT NOT NULL
);
CREATE INDEX login_log_user ON login_log (username, created_at);
