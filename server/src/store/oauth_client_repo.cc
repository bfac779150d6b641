// OAuth client repository.
#include "store/oauth_client_repo.h"

#include "core/strings.h"

namespace chelian::store {

Result<OAuthClient> FindOAuthClient(Connection& conn, const std::string& app_key) {
  auto rows = conn.Query(
      "SELECT id, app_key, secret_hash, name, user_id, resource_ids, hide_header, hide_menu, home_path, title, logo, "
      "enabled, created_at FROM oauth_clients WHERE app_key = ?",
      {app_key});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("应用不存在");
  const Row& r = rows->front();
  OAuthClient c;
  c.id = r.Int(0);
  c.app_key = r.Text(1);
  c.secret_hash = r.Text(2);
  c.name = r.Text(3);
  c.user_id = r.Int(4);
  const std::string ids = r.Text(5);
  for (const auto& part : Split(ids, ',')) {
    long long id;
    if (ParseInt64(Trim(part), &id)) c.resource_ids.push_back(id);
  }
  c.hide_header = static_cast<int>(r.Int(6));
  c.hide_menu = static_cast<int>(r.Int(7));
  c.home_path = r.Text(8);
  c.title = r.Text(9);
  c.logo = r.Text(10);
  c.enabled = static_cast<int>(r.Int(11));
  c.created_at = r.Int(12);
  return c;
}

Result<OAuthClient> CreateOAuthClient(Connection& conn, const OAuthClient& c) {
  std::string ids;
  for (long long id : c.resource_ids) ids += (ids.empty() ? "" : ",") + std::to_string(id);
  auto rows = conn.Query(
      "INSERT INTO oauth_clients (app_key, secret_hash, name, user_id, resource_ids, hide_header, hide_menu, "
      "home_path, title, logo, enabled, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
      {c.app_key, c.secret_hash, c.name, c.user_id, ids, c.hide_header, c.hide_menu, c.home_path, c.title, c.logo,
       c.enabled, c.created_at});
  if (!rows.ok()) {
    if (rows.status().code() == StatusCode::kAlreadyExists) return AlreadyExists("应用标识已存在: " + c.app_key);
    return rows.status();
  }
  OAuthClient out = c;
  out.id = rows->at(0).Int(0);
  return out;
}

Status InsertOAuthSession(Connection& conn, const std::string& token_hash, long long client_id, long long now_ms) {
  return conn.Exec("INSERT INTO oauth_sessions (token_hash, client_id, created_at) VALUES (?, ?, ?)",
                   {token_hash, client_id, now_ms});
}

Result<std::string> OAuthSessionAppKey(Connection& conn, const std::string& token_hash) {
  auto rows = conn.Query(
      "SELECT c.app_key FROM oauth_sessions o JOIN oauth_clients c ON c.id = o.client_id WHERE o.token_hash = ?",
      {token_hash});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("not a client's session");
  return rows->front().Text(0);
}

}  // namespace chelian::store
