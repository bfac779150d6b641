// Import repository.
#include "store/import_repo.h"

#include <algorithm>

#include "store/placeholders.h"

namespace chelian::store {
namespace {

constexpr size_t kMaxTerminalChars = 20;

}  // namespace

std::string TerminalKey(std::string_view terminal_no) {
  size_t first = terminal_no.find_first_not_of('0');
  return first == std::string_view::npos ? std::string() : std::string(terminal_no.substr(first));
}

Status ReplaceImport(Connection& conn, long long user_id, const std::vector<ImportRow>& rows, long long now_ms) {
  return InTransaction(conn, [&]() -> Status {
    if (Status s = conn.Exec("DELETE FROM import_rows WHERE user_id = ?", {user_id}); !s.ok()) return s;
    constexpr size_t kPerInsert = 50;  // 9 values a row
    for (size_t from = 0; from < rows.size(); from += kPerInsert) {
      size_t to = std::min(rows.size(), from + kPerInsert);
      std::string sql =
          "INSERT INTO import_rows (user_id, row_no, plate, sim, terminal_no, terminal_type, iccid, error_message, "
          "created_at) VALUES ";
      Params params;
      for (size_t i = from; i < to; ++i) {
        const ImportRow& r = rows[i];
        sql += i > from ? ", (?, ?, ?, ?, ?, ?, ?, ?, ?)" : "(?, ?, ?, ?, ?, ?, ?, ?, ?)";
        params.insert(params.end(),
                      {user_id, r.row_no, r.plate, r.sim, r.terminal_no, r.terminal_type, r.iccid, r.error, now_ms});
      }
      if (Status s = conn.Exec(sql, params); !s.ok()) return s;
    }
    return Status::Ok();
  });
}

Result<std::vector<ImportRow>> ListImport(Connection& conn, long long user_id) {
  std::vector<ImportRow> out;
  Status s = conn.QueryEach(
      "SELECT id, row_no, plate, sim, terminal_no, terminal_type, iccid, error_message FROM import_rows "
      "WHERE user_id = ? ORDER BY row_no, id",
      {user_id}, [&](const Row& r) {
        out.push_back(
            {r.Int(0), static_cast<int>(r.Int(1)), r.Text(2), r.Text(3), r.Text(4), r.Text(5), r.Text(6), r.Text(7)});
      });
  if (!s.ok()) return s;
  return out;
}

Status UpdateImportRow(Connection& conn, long long user_id, const ImportRow& row) {
  Status s = conn.Exec(
      "UPDATE import_rows SET plate = ?, sim = ?, terminal_no = ?, terminal_type = ?, iccid = ?, error_message = ? "
      "WHERE id = ? AND user_id = ?",
      {row.plate, row.sim, row.terminal_no, row.terminal_type, row.iccid, row.error, row.id, user_id});
  if (!s.ok()) return s;
  if (conn.Changes() == 0) return NotFound("该行数据不存在，请重新上传");
  return Status::Ok();
}

Status SaveImportErrors(Connection& conn, long long user_id, const std::vector<ImportRow>& rows) {
  return InTransaction(conn, [&]() -> Status {
    for (const ImportRow& r : rows)
      if (Status s = conn.Exec("UPDATE import_rows SET error_message = ? WHERE id = ? AND user_id = ?",
                               {r.error, r.id, user_id});
          !s.ok())
        return s;
    return Status::Ok();
  });
}

Status DeleteImport(Connection& conn, long long user_id) {
  return conn.Exec("DELETE FROM import_rows WHERE user_id = ?", {user_id});
}

Result<std::unordered_set<std::string>> TakenTerminals(Connection& conn, const std::vector<std::string>& terminal_nos) {
  // devices.terminal_no is indexed as stored: look up each number with every count of leading
  // zeros a stored number of at most 20 characters may have.
  std::vector<std::string> variants;
  for (const std::string& t : terminal_nos) {
    std::string key = TerminalKey(t);
    for (std::string v = key.empty() ? "0" : key; v.size() <= kMaxTerminalChars; v.insert(v.begin(), '0'))
      variants.push_back(v);
  }
  std::sort(variants.begin(), variants.end());
  variants.erase(std::unique(variants.begin(), variants.end()), variants.end());
  std::unordered_set<std::string> taken;
  for (size_t from = 0; from < variants.size(); from += kMaxListParams) {
    size_t to = std::min(variants.size(), from + kMaxListParams);
    Params params(variants.begin() + static_cast<long>(from), variants.begin() + static_cast<long>(to));
    Status s = conn.QueryEach("SELECT terminal_no FROM devices WHERE terminal_no IN (" + Placeholders(to - from) + ")",
                              params, [&](const Row& r) { taken.insert(TerminalKey(r.Text(0))); });
    if (!s.ok()) return s;
  }
  return taken;
}

Status InsertImportBatch(Connection& conn, const Scope& scope, const ImportTarget& target,
                         const std::vector<ImportVehicle>& batch, long long user_id, const Actor& actor,
                         long long now_ms) {
  auto group =
      conn.Query("SELECT name FROM groups WHERE id = ? AND path LIKE ?", {target.group_id, scope.LikePattern()});
  if (!group.ok()) return group.status();
  if (group->empty()) return NotFound("车组不存在或无权操作");
  const std::string group_name = group->front().Text(0);
  return InTransaction(conn, [&]() -> Status {
    std::vector<std::string> terminals;
    for (const ImportVehicle& v : batch) terminals.push_back(v.terminal_no);
    auto taken = TakenTerminals(conn, terminals);
    if (!taken.ok()) return taken.status();
    for (const ImportVehicle& v : batch)
      if (taken->count(TerminalKey(v.terminal_no))) return AlreadyExists("设备号已存在: " + v.terminal_no);
    const std::string detail_tail = "，服务" + std::to_string(target.service_months) + "个月";
    for (const ImportVehicle& v : batch) {
      auto asset = conn.Query(
          "INSERT INTO assets (group_id, kind, plate, vehicle_type, engine_no, frame_no, owner, license, phone, "
          "address, "
          "remark, created_at) VALUES (?, 1, ?, '', '', '', '', '', '', '', '', ?) RETURNING id",
          {target.group_id, v.plate, now_ms});
      if (!asset.ok()) return asset.status();
      long long asset_id = asset->at(0).Int(0);
      Status dev = conn.Exec(
          "INSERT INTO devices (asset_id, terminal_no, terminal_type, protocol, sim, iccid, imei, install_place, "
          "install_person, install_remark, install_date, service_months, created_at) "
          "VALUES (?, ?, ?, ?, ?, ?, '', '', '', '', '', ?, ?)",
          {asset_id, v.terminal_no, v.terminal_type, v.protocol, v.sim, v.iccid, target.service_months, now_ms});
      if (!dev.ok()) {
        if (dev.code() == StatusCode::kAlreadyExists) return AlreadyExists("设备号已存在: " + v.terminal_no);
        return dev;
      }
      if (Status s = AppendOperation(conn, actor,
                                     {"vehicle.import", v.plate, asset_id,
                                      "批量导入到车组 " + group_name + "，设备号 " + v.terminal_no + detail_tail},
                                     now_ms);
          !s.ok())
        return s;
    }
    // Registered now: off the administrators' list of unregistered terminals; done with the rows.
    for (size_t from = 0; from < batch.size(); from += kMaxListParams) {
      size_t to = std::min(batch.size(), from + kMaxListParams);
      Params keys, ids = {user_id};
      for (size_t i = from; i < to; ++i) {
        keys.push_back(TerminalKey(batch[i].terminal_no));
        ids.push_back(batch[i].import_row_id);
      }
      if (Status s = conn.Exec(
              "DELETE FROM unregistered_devices WHERE ltrim(terminal_no, '0') IN (" + Placeholders(to - from) + ")",
              keys);
          !s.ok())
        return s;
      if (Status s =
              conn.Exec("DELETE FROM import_rows WHERE user_id = ? AND id IN (" + Placeholders(to - from) + ")", ids);
          !s.ok())
        return s;
    }
    return Status::Ok();
  });
}

}  // namespace chelian::store
