// Clients of the token sign-in for embedding systems (console-spec §7 /oauthToken/*).
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

struct OAuthClient {
  long long id = 0;
  std::string app_key, secret_hash, name;
  long long user_id = 0;
  std::vector<long long> resource_ids;  // empty: the bound user's own resources
  int hide_header = 1, hide_menu = 0;
  std::string home_path = "/home", title, logo;
  int enabled = 1;
  long long created_at = 0;
};

// NotFound when no client has `app_key`.
Result<OAuthClient> FindOAuthClient(Connection& conn, const std::string& app_key);
// Creates a client; AlreadyExists when the key is taken.
Result<OAuthClient> CreateOAuthClient(Connection& conn, const OAuthClient& c);

// Remembers that the session of `token_hash` (auth::TokenHash) was started through `client_id`.
Status InsertOAuthSession(Connection& conn, const std::string& token_hash, long long client_id, long long now_ms);
// The app key of the client that started the session of `token_hash`; NotFound for other sessions.
Result<std::string> OAuthSessionAppKey(Connection& conn, const std::string& token_hash);

}  // namespace chelian::store
