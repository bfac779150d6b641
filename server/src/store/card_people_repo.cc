// 智能工牌 people repository (see card_people_repo.h).
#include "store/card_people_repo.h"

#include "store/asset_repo.h"
#include "store/fleet_repo.h"
#include "store/like_pattern.h"
#include "store/page_clause.h"

namespace chelian::store {
namespace {

constexpr char kSelect[] =
    "SELECT a.id, a.group_id, g.name, g.path, a.plate, COALESCE(p.person_no, ''), COALESCE(p.department, ''), "
    "COALESCE(a.phone, ''), COALESCE(d.id, 0), COALESCE(d.terminal_no, ''), COALESCE(d.terminal_type, ''), "
    "a.created_at FROM assets a JOIN groups g ON g.id = a.group_id LEFT JOIN card_people p ON p.asset_id = a.id "
    "LEFT JOIN devices d ON d.asset_id = a.id WHERE a.kind = 2 AND g.path LIKE ? ESCAPE '\\'";

CardPerson FromRow(const Row& r) {
  CardPerson p;
  p.id = r.Int(0);
  p.group_id = r.Int(1);
  p.group_name = r.Text(2);
  p.group_path = r.Text(3);
  p.name = r.Text(4);
  p.person_no = r.Text(5);
  p.department = r.Text(6);
  p.phone = r.Text(7);
  p.device_id = r.Int(8);
  p.terminal_no = r.Text(9);
  p.terminal_type = r.Text(10);
  p.created_at = r.Int(11);
  return p;
}

Result<std::string> GroupPath(Connection& conn, const Scope& scope, long long group_id) {
  auto rows = conn.Query("SELECT path FROM groups WHERE id = ? AND path LIKE ?", {group_id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("分组不存在或无权访问");
  return rows->front().Text(0);
}

Status SavePersonFields(Connection& conn, long long id, const CardPersonEdit& e) {
  return conn.Exec(
      "INSERT INTO card_people (asset_id, person_no, department) VALUES (?, ?, ?) "
      "ON CONFLICT (asset_id) DO UPDATE SET person_no = excluded.person_no, department = excluded.department",
      {id, e.person_no, e.department});
}

}  // namespace

Result<CardPerson> AddCardPerson(Connection& conn, const Scope& scope, const CardPersonEdit& e, long long now_ms) {
  if (e.name.empty()) return InvalidArgument("姓名不能为空");
  if (e.terminal_no.empty()) return InvalidArgument("请填写绑定的工牌终端号");
  NewAsset asset{.group_id = e.group_id, .kind = kAssetKindPerson, .plate = e.name, .phone = e.phone};
  NewDevice device{.terminal_no = e.terminal_no, .terminal_type = "GPRS-手表", .protocol = "watch"};
  long long id = 0;
  Status s = InTransaction(conn, [&]() -> Status {
    auto row = CreateAssetWithDevice(conn, scope, asset, device, now_ms);
    if (!row.ok()) return row.status();
    id = row->id;
    return SavePersonFields(conn, id, e);
  });
  if (!s.ok()) return s;
  return GetCardPerson(conn, scope, id);
}

Status UpdateCardPerson(Connection& conn, const Scope& scope, long long id, const CardPersonEdit& e) {
  if (e.name.empty()) return InvalidArgument("姓名不能为空");
  auto current = GetCardPerson(conn, scope, id);
  if (!current.ok()) return current.status();
  long long group_id = e.group_id ? e.group_id : current->group_id;
  if (auto path = GroupPath(conn, scope, group_id); !path.ok()) return path.status();
  return InTransaction(conn, [&]() -> Status {
    if (Status a = conn.Exec("UPDATE assets SET group_id = ?, plate = ?, phone = ? WHERE id = ?",
                             {group_id, e.name, e.phone, id});
        !a.ok())
      return a;
    if (Status p = SavePersonFields(conn, id, e); !p.ok()) return p;
    if (e.terminal_no.empty() || e.terminal_no == current->terminal_no || current->device_id == 0) return Status::Ok();
    auto taken = conn.Query("SELECT 1 FROM devices WHERE ltrim(terminal_no, '0') = ltrim(?, '0') AND id <> ?",
                            {e.terminal_no, current->device_id});
    if (!taken.ok()) return taken.status();
    if (!taken->empty()) return AlreadyExists("终端号已存在: " + e.terminal_no);
    return conn.Exec("UPDATE devices SET terminal_no = ? WHERE id = ?", {e.terminal_no, current->device_id});
  });
}

Status DeleteCardPerson(Connection& conn, const Scope& scope, long long id) {
  if (auto current = GetCardPerson(conn, scope, id); !current.ok()) return current.status();
  return InTransaction(conn, [&]() -> Status {
    if (Status s = conn.Exec("DELETE FROM card_people WHERE asset_id = ?", {id}); !s.ok()) return s;
    return DeleteFleetVehicle(conn, scope, id);
  });
}

Result<CardPerson> GetCardPerson(Connection& conn, const Scope& scope, long long id) {
  auto rows = conn.Query(std::string(kSelect) + " AND a.id = ?", {scope.LikePattern(), id});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("人员不存在或无权访问");
  return FromRow(rows->front());
}

Result<CardPersonPage> QueryCardPeople(Connection& conn, const Scope& scope, const CardPersonQuery& q) {
  std::string prefix = scope.group_path;  // Scope::Everything() names no group
  if (long long group_id = q.group_id ? q.group_id : scope.group_id; group_id != 0) {
    auto path = GroupPath(conn, scope, group_id);
    if (!path.ok()) return path.status();
    prefix = *path;
  }
  std::string where = std::string(kSelect);
  Params params{LikePrefix(prefix)};
  if (!q.keyword.empty()) {
    where +=
        " AND (a.plate LIKE ? ESCAPE '\\' OR p.person_no LIKE ? ESCAPE '\\' OR p.department LIKE ? ESCAPE '\\' "
        "OR d.terminal_no LIKE ? ESCAPE '\\')";
    std::string like = LikeContains(q.keyword);
    for (int i = 0; i < 4; ++i) params.push_back(like);
  }
  CardPersonPage page;
  auto count = conn.Query("SELECT COUNT(*) FROM (" + where + ") t", params);
  if (!count.ok()) return count.status();
  page.total = count->front().Int(0);
  std::string sql = where + " ORDER BY a.id";
  AppendPage(sql, params, q.page_size, (q.page_number - 1) * q.page_size);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows) page.rows.push_back(FromRow(r));
  return page;
}

}  // namespace chelian::store
