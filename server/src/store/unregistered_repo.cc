// The list of unregistered terminals.
#include "store/unregistered_repo.h"

#include "store/like_pattern.h"

namespace chelian::store {

Result<UnregisteredPage> PageUnregisteredDevices(Connection& conn, const Scope& scope, const std::string& keyword,
                                                 int page_number, int page_size) {
  // A vehicle the gateway registered lies in a group; a refused terminal has none (a.id NULL).
  static constexpr char kFrom[] =
      "FROM unregistered_devices u LEFT JOIN assets a ON a.id = u.auto_asset_id "
      "LEFT JOIN groups g ON g.id = a.group_id "
      "WHERE u.terminal_no LIKE ? ESCAPE '\\' AND (a.id IS NULL OR g.path LIKE ?) "
      "AND (a.id IS NOT NULL OR NOT EXISTS (SELECT 1 FROM devices d "
      "WHERE ltrim(d.terminal_no, '0') = ltrim(u.terminal_no, '0'))) ";
  Params params = {LikeContains(keyword), scope.LikePattern()};
  auto count = conn.Query(std::string("SELECT COUNT(*) ") + kFrom, params);
  if (!count.ok()) return count.status();
  params.push_back(page_size);
  params.push_back(static_cast<long long>(page_number - 1) * page_size);
  auto rows = conn.Query(std::string("SELECT u.terminal_no, u.protocol, u.first_seen, u.last_seen, u.remote, u.frames, "
                                     "a.id, a.plate, g.name ") +
                             kFrom + "ORDER BY u.last_seen DESC LIMIT ? OFFSET ?",
                         params);
  if (!rows.ok()) return rows.status();
  UnregisteredPage page;
  page.total = count->front().Int(0);
  for (const Row& r : *rows)
    page.rows.push_back(
        {r.Text(0), r.Text(1), r.Int(2), r.Int(3), r.Text(4), r.Int(5), r.Int(6), r.Text(7), r.Text(8)});
  return page;
}

Status RemoveUnregisteredDevice(Connection& conn, const Scope& scope, const std::string& terminal_no,
                                const std::string& protocol) {
  auto removed = conn.Query(
      "DELETE FROM unregistered_devices WHERE terminal_no = ? AND protocol = ? AND NOT EXISTS (SELECT 1 FROM assets a "
      "JOIN groups g ON g.id = a.group_id WHERE a.id = unregistered_devices.auto_asset_id AND g.path NOT LIKE ?) "
      "RETURNING 1",
      {terminal_no, protocol, scope.LikePattern()});
  if (!removed.ok()) return removed.status();
  if (removed->empty()) return NotFound("该终端已不在未注册设备列表中");
  return Status::Ok();
}

}  // namespace chelian::store
