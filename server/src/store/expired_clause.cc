// The one SQL form of "expired and not renewed" the reports and alarm lists share.
#include "store/expired_clause.h"

namespace chelian::store {
namespace {

// A device of the vehicle expired at ? (store::IsExpired) and not settled (结清: never renewed).
// The unary + keeps SQLite off the settled_at index, which it otherwise picks for the lookup:
// every vehicle then scans all unsettled devices (7.8 s for 10,000 vehicles instead of 2 ms).
std::string ExpiredDevice(std::string_view asset_column) {
  return "EXISTS (SELECT 1 FROM devices xd WHERE xd.asset_id = " + std::string(asset_column) +
         " AND +xd.settled_at = 0 AND xd.expires_at > 0 AND xd.expires_at <= ?)";
}

}  // namespace

std::string NotExpiredClause(std::string_view asset_column, long long hidden_at, Params& params) {
  if (hidden_at <= 0) return "";
  params.push_back(hidden_at);
  return " AND NOT " + ExpiredDevice(asset_column) + " ";
}

Status CheckNotExpired(Connection& conn, const Scope& scope, long long asset_id, long long hidden_at) {
  if (hidden_at <= 0 || asset_id <= 0) return Status::Ok();
  auto rows = conn.Query(
      "SELECT 1 FROM assets a JOIN groups g ON g.id = a.group_id WHERE a.id = ? AND g.path LIKE ? "
      "AND " +
          ExpiredDevice("a.id"),
      {asset_id, scope.LikePattern(), hidden_at});
  if (!rows.ok()) return rows.status();
  return rows->empty() ? Status::Ok() : FailedPrecondition(kExpiredDataHidden);
}

}  // namespace chelian::store
