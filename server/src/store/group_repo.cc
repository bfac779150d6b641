// Group tree repository.
#include "store/group_repo.h"

namespace chelian::store {
namespace {

constexpr char kColumns[] = "id, parent_id, name, path, contact_name, phone, remark, is_finance, created_at";

Group FromRow(const Row& r) {
  Group g;
  g.id = r.Int(0);
  g.parent_id = r.Int(1);
  g.name = r.Text(2);
  g.path = r.Text(3);
  g.contact_name = r.Text(4);
  g.phone = r.Text(5);
  g.remark = r.Text(6);
  g.is_finance = static_cast<int>(r.Int(7));
  g.created_at = r.Int(8);
  return g;
}

}  // namespace

Result<Group> CreateGroup(Connection& conn, const Scope& scope, const NewGroup& g, long long now_ms) {
  if (g.name.empty()) return InvalidArgument("分组名称不能为空");
  std::string parent_path = "/";
  if (g.parent_id != 0) {
    auto parent = GetGroup(conn, scope, g.parent_id);
    if (!parent.ok()) return NotFound("上级分组不存在或无权访问");
    parent_path = parent->path;
  } else if (scope.group_path != "/") {
    return PermissionDenied("无权创建顶级分组");
  }
  Group out;
  Status s = InTransaction(conn, [&]() -> Status {
    auto rows = conn.Query(
        "INSERT INTO groups (parent_id, name, path, contact_name, phone, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, "
        "?) "
        "RETURNING id",
        {g.parent_id == 0 ? Value() : Value(g.parent_id), g.name, parent_path, g.contact_name, g.phone, g.remark,
         now_ms});
    if (!rows.ok()) return rows.status();
    long long id = rows->at(0).Int(0);
    std::string path = parent_path + std::to_string(id) + "/";
    if (Status u = conn.Exec("UPDATE groups SET path = ? WHERE id = ?", {path, id}); !u.ok()) return u;
    auto created = GetGroup(conn, Scope::Everything(), id);
    if (!created.ok()) return created.status();
    out = std::move(created.value());
    return Status::Ok();
  });
  if (!s.ok()) return s;
  return out;
}

Result<Group> GetGroup(Connection& conn, const Scope& scope, long long id) {
  auto rows = conn.Query(std::string("SELECT ") + kColumns + " FROM groups WHERE id = ? AND path LIKE ?",
                         {id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("分组不存在或无权访问");
  return FromRow(rows->front());
}

Result<std::vector<Group>> ListGroups(Connection& conn, const Scope& scope) {
  auto rows = conn.Query(std::string("SELECT ") + kColumns + " FROM groups WHERE path LIKE ? ORDER BY path",
                         {scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  std::vector<Group> out;
  for (const auto& r : *rows) out.push_back(FromRow(r));
  return out;
}

Result<Group> FindGroupByName(Connection& conn, const Scope& scope, const std::string& name) {
  auto rows =
      conn.Query(std::string("SELECT ") + kColumns + " FROM groups WHERE name = ? AND path LIKE ? ORDER BY id LIMIT 1",
                 {name, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("分组不存在: " + name);
  return FromRow(rows->front());
}

Result<Scope> ScopeOfGroup(Connection& conn, long long id) {
  auto g = GetGroup(conn, Scope::Everything(), id);
  if (!g.ok()) return g.status();
  return Scope{g->id, g->path};
}

}  // namespace chelian::store
