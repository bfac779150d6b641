// Users: accounts with an argon2id password hash, a group (their scope) and a role; failed-login
// counters for the login throttle.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct User {
  long long id = 0;
  std::string username;
  std::string password_hash;
  std::string name;
  long long group_id = 0;
  std::string group_name;
  std::string group_path;
  long long role_id = 0;
  std::string role_name;
  int role_is_admin = 0;
  std::string phone, email;
  int status = 1;  // 1 active, 2 frozen
  int failed_logins = 0;
  long long first_failure_at = 0, last_failure_at = 0, locked_until = 0, last_login_at = 0;
  long long created_at = 0;
};

struct NewUser {
  std::string username;
  std::string password_hash;
  std::string name;
  long long group_id = 0;
  long long role_id = 0;
  std::string phone, email;
};

// Creates a user in a group inside `scope`. Errors: AlreadyExists (username taken), NotFound
// (group not visible or role unknown).
Result<User> CreateUser(Connection& conn, const Scope& scope, const NewUser& u, long long now_ms);

// Looks a user up by username, across all groups (login). NotFound when absent.
Result<User> FindUserByUsername(Connection& conn, const std::string& username);

// The user `id` if its group is inside `scope`, else NotFound.
Result<User> GetUser(Connection& conn, const Scope& scope, long long id);

// Users whose group is inside `scope`, ordered by id.
Result<std::vector<User>> ListUsers(Connection& conn, const Scope& scope);

Status UpdatePasswordHash(Connection& conn, long long user_id, const std::string& hash);

// Login throttle bookkeeping.
struct LoginFailures {
  long long failed = 0, first_at = 0, last_at = 0, locked_until = 0;
};
// Sets the user's failure state to `next` only while it still is `expected` (an atomic
// compare-and-set, so parallel attempts each count). False when another attempt changed it first.
Result<bool> ReplaceLoginFailures(Connection& conn, long long user_id, const LoginFailures& expected,
                                  const LoginFailures& next);
Status RecordLoginSuccess(Connection& conn, long long user_id, long long now_ms);

}  // namespace chelian::store
