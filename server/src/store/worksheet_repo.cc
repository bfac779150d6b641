// Work order and installer repository.
#include "store/worksheet_repo.h"

#include "store/like_pattern.h"
#include "store/page_clause.h"

namespace chelian::store {
namespace {

constexpr char kNoWorker[] = "安装人员不存在或无权操作";
constexpr char kNoSheet[] = "工单不存在或无权操作";

constexpr char kWorkerSelect[] =
    "SELECT w.id, w.group_id, w.name, w.phone, w.username, w.remark, w.flag, w.created_at, "
    "(SELECT COUNT(*) FROM work_sheets s WHERE s.install_worker = w.id), "
    "(SELECT COUNT(*) FROM work_sheets s WHERE s.install_worker = w.id AND s.status = 2), "
    "(SELECT COUNT(*) FROM work_sheets s WHERE s.install_worker = w.id AND s.status = 1) "
    "FROM install_workers w JOIN groups g ON g.id = w.group_id ";

InstallWorker ReadWorker(const Row& r) {
  InstallWorker w;
  w.id = r.Int(0);
  w.group_id = r.Int(1);
  w.name = r.Text(2);
  w.phone = r.Text(3);
  w.username = r.Text(4);
  w.remark = r.Text(5);
  w.flag = static_cast<int>(r.Int(6));
  w.created_at = r.Int(7);
  w.all_counts = r.Int(8);
  w.to_install = r.Int(9);
  w.to_confirm = r.Int(10);
  return w;
}

constexpr char kSheetSelect[] =
    "SELECT s.id, s.group_id, s.admin_id, s.car_owner, s.phone, s.address, s.remark, s.install_worker, "
    "COALESCE(w.name, ''), COALESCE(w.flag, 2), s.install_time, s.vehicle_flag, s.status, s.confirm_time, "
    "s.installed_time, s.finish_time, s.cancel_time, s.created_at, s.updated_at "
    "FROM work_sheets s JOIN groups g ON g.id = s.group_id LEFT JOIN install_workers w ON w.id = s.install_worker ";

Status LoadVehicles(Connection& conn, WorkSheet& s) {
  auto rows = conn.Query(
      "SELECT v.asset_id, COALESCE(d.id, 0), COALESCE(a.plate, ''), COALESCE(d.terminal_no, ''), "
      "COALESCE(d.terminal_type, ''), v.install_position, v.picture_url, COALESCE(d.long_standby, 0) "
      "FROM work_sheet_vehicles v LEFT JOIN assets a ON a.id = v.asset_id "
      "LEFT JOIN devices d ON d.id = (SELECT MIN(d2.id) FROM devices d2 WHERE d2.asset_id = v.asset_id) "
      "WHERE v.work_sheet_id = ? ORDER BY v.asset_id",
      {s.id});
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows)
    s.vehicles.push_back(
        {r.Int(0), r.Int(1), r.Text(2), r.Text(3), r.Text(4), r.Text(5), r.Text(6), static_cast<int>(r.Int(7))});
  return Status::Ok();
}

WorkSheet ReadSheet(const Row& r) {
  WorkSheet s;
  s.id = r.Int(0);
  s.group_id = r.Int(1);
  s.admin_id = r.Int(2);
  s.car_owner = r.Text(3);
  s.phone = r.Text(4);
  s.address = r.Text(5);
  s.remark = r.Text(6);
  s.install_worker = r.Int(7);
  s.worker_name = r.Text(8);
  s.worker_flag = static_cast<int>(r.Int(9));
  s.install_time = r.Int(10);
  s.vehicle_flag = static_cast<int>(r.Int(11));
  s.status = static_cast<int>(r.Int(12));
  s.confirm_time = r.Int(13);
  s.installed_time = r.Int(14);
  s.finish_time = r.Int(15);
  s.cancel_time = r.Int(16);
  s.created_at = r.Int(17);
  s.updated_at = r.Int(18);
  return s;
}

Status ReplaceVehicles(Connection& conn, long long sheet_id, const std::vector<long long>& asset_ids) {
  if (Status s = conn.Exec("DELETE FROM work_sheet_vehicles WHERE work_sheet_id = ?", {sheet_id}); !s.ok()) return s;
  for (long long a : asset_ids)
    if (Status s = conn.Exec("INSERT INTO work_sheet_vehicles (work_sheet_id, asset_id) VALUES (?, ?)", {sheet_id, a});
        !s.ok())
      return s;
  return Status::Ok();
}

}  // namespace

const char* SheetStatusName(int status) {
  switch (status) {
    case kSheetToConfirm:
      return "待确认";
    case kSheetToInstall:
      return "待安装";
    case kSheetInstalled:
      return "已安装";
    case kSheetFinished:
      return "已完成";
    case kSheetCancelled:
      return "已取消";
    default:
      return "其他";
  }
}

Result<WorkerPage> QueryWorkers(Connection& conn, const Scope& scope, const WorkerQuery& q) {
  std::string where = "WHERE g.path LIKE ? ESCAPE '\\' ";
  Params params{LikePrefix(scope.group_path)};
  if (q.employed_only) where += "AND w.flag = 1 ";
  if (!q.name.empty()) {
    where += "AND w.name LIKE ? ESCAPE '\\' ";
    params.push_back(LikeContains(q.name));
  }
  if (q.from > 0) {
    where += "AND w.created_at >= ? ";
    params.push_back(q.from);
  }
  if (q.to > 0) {
    where += "AND w.created_at <= ? ";
    params.push_back(q.to);
  }
  WorkerPage page;
  auto count = conn.Query("SELECT COUNT(*) FROM install_workers w JOIN groups g ON g.id = w.group_id " + where, params);
  if (!count.ok()) return count.status();
  page.total = count->front().Int(0);
  std::string sql = std::string(kWorkerSelect) + where + "ORDER BY w.flag, w.created_at DESC, w.id DESC";
  AppendPage(sql, params, q.limit, q.offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows) page.rows.push_back(ReadWorker(r));
  return page;
}

Result<InstallWorker> GetWorker(Connection& conn, const Scope& scope, long long id) {
  auto rows = conn.Query(std::string(kWorkerSelect) + "WHERE w.id = ? AND g.path LIKE ? ESCAPE '\\'",
                         {id, LikePrefix(scope.group_path)});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound(kNoWorker);
  return ReadWorker(rows->front());
}

Result<bool> WorkerUsernameTaken(Connection& conn, const std::string& username, long long except_id) {
  auto rows =
      conn.Query("SELECT 1 FROM install_workers WHERE username = ? AND flag = 1 AND id <> ?", {username, except_id});
  if (!rows.ok()) return rows.status();
  return !rows->empty();
}

Result<long long> CreateWorker(Connection& conn, const Actor& actor, const WorkerFields& f, long long now) {
  long long id = 0;
  Status st = InTransaction(conn, [&]() -> Status {
    auto rows = conn.Query(
        "INSERT INTO install_workers (group_id, created_by, name, phone, username, password_hash, remark, flag, "
        "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?) RETURNING id",
        {actor.group_id, actor.user_id, f.name, f.phone, f.username, f.password_hash, f.remark, now, now});
    if (!rows.ok()) return rows.status();
    id = rows->front().Int(0);
    return AppendOperation(conn, actor, {"installer.add", f.name, 0, "新建安装人员，账号 " + f.username}, now);
  });
  if (!st.ok()) return st;
  return id;
}

Status UpdateWorker(Connection& conn, const Scope& scope, const Actor& actor, long long id, const WorkerFields& f,
                    long long now) {
  auto w = GetWorker(conn, scope, id);
  if (!w.ok()) return w.status();
  if (w->flag != kWorkerEmployed) return FailedPrecondition("该安装人员已离职，不能修改");
  return InTransaction(conn, [&]() -> Status {
    Status s = f.password_hash.empty()
                   ? conn.Exec(
                         "UPDATE install_workers SET name = ?, phone = ?, username = ?, remark = ?, "
                         "updated_at = ? WHERE id = ?",
                         {f.name, f.phone, f.username, f.remark, now, id})
                   : conn.Exec(
                         "UPDATE install_workers SET name = ?, phone = ?, username = ?, remark = ?, "
                         "password_hash = ?, updated_at = ? WHERE id = ?",
                         {f.name, f.phone, f.username, f.remark, f.password_hash, now, id});
    if (!s.ok()) return s;
    return AppendOperation(
        conn, actor, {"installer.update", f.name, 0, f.password_hash.empty() ? "修改资料" : "修改资料并重设密码"}, now);
  });
}

Status RetireWorkers(Connection& conn, const Scope& scope, const Actor& actor, const std::vector<long long>& ids,
                     long long now) {
  if (ids.empty()) return InvalidArgument("请选择安装人员");
  std::vector<InstallWorker> workers;
  for (long long id : ids) {
    auto w = GetWorker(conn, scope, id);
    if (!w.ok()) return w.status();
    workers.push_back(std::move(*w));
  }
  return InTransaction(conn, [&]() -> Status {
    for (const InstallWorker& w : workers) {
      if (Status s = conn.Exec("UPDATE install_workers SET flag = 2, updated_at = ? WHERE id = ?", {now, w.id});
          !s.ok())
        return s;
      if (Status s = AppendOperation(conn, actor, {"installer.delete", w.name, 0, "删除安装人员（标记为已离职）"}, now);
          !s.ok())
        return s;
    }
    return Status::Ok();
  });
}

Result<SheetPage> QuerySheets(Connection& conn, const Scope& scope, const SheetQuery& q) {
  std::string where = "WHERE g.path LIKE ? ESCAPE '\\' ";
  Params params{LikePrefix(scope.group_path)};
  if (q.status > 0) {
    where += "AND s.status = ? ";
    params.push_back(q.status);
  }
  if (q.from > 0) {
    where += "AND s.created_at >= ? ";
    params.push_back(q.from);
  }
  if (q.to > 0) {
    where += "AND s.created_at <= ? ";
    params.push_back(q.to);
  }
  if (q.worker_id > 0) {
    where += "AND s.install_worker = ? ";
    params.push_back(q.worker_id);
  }
  const std::string by_plate =
      "EXISTS (SELECT 1 FROM work_sheet_vehicles v JOIN assets a ON a.id = v.asset_id WHERE v.work_sheet_id = s.id "
      "AND a.plate LIKE ? ESCAPE '\\')";
  const std::string by_terminal =
      "EXISTS (SELECT 1 FROM work_sheet_vehicles v JOIN devices d ON d.asset_id = v.asset_id WHERE v.work_sheet_id = "
      "s.id AND d.terminal_no LIKE ? ESCAPE '\\')";
  if (!q.search.empty()) {
    const std::string k = LikeContains(q.search);
    switch (q.search_type) {
      case 1:
        where += "AND s.car_owner LIKE ? ESCAPE '\\' ";
        params.push_back(k);
        break;
      case 2:
        where += "AND w.name LIKE ? ESCAPE '\\' ";
        params.push_back(k);
        break;
      case 3:
        where += "AND " + by_plate + " ";
        params.push_back(k);
        break;
      case 4:
        where += "AND " + by_terminal + " ";
        params.push_back(k);
        break;
      default:
        where += "AND (s.car_owner LIKE ? ESCAPE '\\' OR w.name LIKE ? ESCAPE '\\' OR " + by_plate + " OR " +
                 by_terminal + ") ";
        params.insert(params.end(), {k, k, k, k});
        break;
    }
  }
  if (!q.terminal_type.empty()) {
    where +=
        "AND EXISTS (SELECT 1 FROM work_sheet_vehicles v JOIN devices d ON d.asset_id = v.asset_id "
        "WHERE v.work_sheet_id = s.id AND d.terminal_type = ?) ";
    params.push_back(q.terminal_type);
  }
  SheetPage page;
  auto count = conn.Query(
      "SELECT COUNT(*) FROM work_sheets s JOIN groups g ON g.id = s.group_id "
      "LEFT JOIN install_workers w ON w.id = s.install_worker " +
          where,
      params);
  if (!count.ok()) return count.status();
  page.total = count->front().Int(0);
  std::string sql = std::string(kSheetSelect) + where + "ORDER BY s.created_at DESC, s.id DESC";
  AppendPage(sql, params, q.limit, q.offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows) {
    WorkSheet s = ReadSheet(r);
    if (Status v = LoadVehicles(conn, s); !v.ok()) return v;
    page.rows.push_back(std::move(s));
  }
  return page;
}

Result<WorkSheet> GetSheet(Connection& conn, const Scope& scope, long long id) {
  auto rows = conn.Query(std::string(kSheetSelect) + "WHERE s.id = ? AND g.path LIKE ? ESCAPE '\\'",
                         {id, LikePrefix(scope.group_path)});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound(kNoSheet);
  WorkSheet s = ReadSheet(rows->front());
  if (Status v = LoadVehicles(conn, s); !v.ok()) return v;
  return s;
}

Result<long long> CreateSheet(Connection& conn, const Actor& actor, const SheetFields& f, long long now) {
  long long id = 0;
  Status st = InTransaction(conn, [&]() -> Status {
    auto rows = conn.Query(
        "INSERT INTO work_sheets (group_id, admin_id, car_owner, phone, install_worker, install_time, address, remark, "
        "vehicle_flag, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?) RETURNING id",
        {actor.group_id, actor.user_id, f.car_owner, f.phone, f.install_worker, f.install_time, f.address, f.remark,
         f.vehicle_flag, now, now});
    if (!rows.ok()) return rows.status();
    id = rows->front().Int(0);
    if (Status s = ReplaceVehicles(conn, id, f.asset_ids); !s.ok()) return s;
    return AppendOperation(conn, actor,
                           {"worksheet.add", "工单" + std::to_string(id), 0,
                            "车主 " + f.car_owner + "，车辆" + std::to_string(f.asset_ids.size()) + "辆"},
                           now);
  });
  if (!st.ok()) return st;
  return id;
}

Status UpdateSheet(Connection& conn, const Scope& scope, const Actor& actor, long long id, const SheetFields& f,
                   long long now) {
  auto sheet = GetSheet(conn, scope, id);
  if (!sheet.ok()) return sheet.status();
  if (sheet->status >= kSheetInstalled) return FailedPrecondition("该工单已安装、完成或取消，不能修改");
  return InTransaction(conn, [&]() -> Status {
    if (Status s = conn.Exec(
            "UPDATE work_sheets SET car_owner = ?, phone = ?, install_worker = ?, install_time = ?, "
            "address = ?, remark = ?, vehicle_flag = ?, updated_at = ? WHERE id = ?",
            {f.car_owner, f.phone, f.install_worker, f.install_time, f.address, f.remark, f.vehicle_flag, now, id});
        !s.ok())
      return s;
    if (Status s = ReplaceVehicles(conn, id, f.asset_ids); !s.ok()) return s;
    return AppendOperation(conn, actor, {"worksheet.update", "工单" + std::to_string(id), 0, "修改工单"}, now);
  });
}

Status SetSheetStatus(Connection& conn, const Scope& scope, const Actor& actor, long long id, int status,
                      long long now) {
  if (status < kSheetToConfirm || status > kSheetOther) return InvalidArgument("工单状态不正确");
  auto sheet = GetSheet(conn, scope, id);
  if (!sheet.ok()) return sheet.status();
  const int from = sheet->status;
  bool allowed = false;
  const char* column = nullptr;  // the time the status records, if any
  switch (status) {
    case kSheetToInstall:
      allowed = from == kSheetToConfirm;
      column = "confirm_time";
      break;
    case kSheetInstalled:
      allowed = from == kSheetToInstall;
      column = "installed_time";
      break;
    case kSheetFinished:
      allowed = from == kSheetInstalled;
      column = "finish_time";
      break;
    case kSheetCancelled:
      allowed = from < kSheetInstalled;
      column = "cancel_time";
      break;
    default:
      allowed = from != status && from < kSheetFinished;
      break;
  }
  if (!allowed)
    return FailedPrecondition(std::string("工单状态为") + SheetStatusName(from) + "，不能改为" +
                              SheetStatusName(status));
  return InTransaction(conn, [&]() -> Status {
    Status s = column ? conn.Exec(std::string("UPDATE work_sheets SET status = ?, ") + column +
                                      " = ?, updated_at = ? WHERE id = ? AND status = ?",
                                  {status, now, now, id, from})
                      : conn.Exec("UPDATE work_sheets SET status = ?, updated_at = ? WHERE id = ? AND status = ?",
                                  {status, now, id, from});
    if (!s.ok()) return s;
    if (conn.Changes() != 1) return FailedPrecondition("工单状态已变化，请刷新后重试");
    return AppendOperation(conn, actor,
                           {"worksheet.status", "工单" + std::to_string(id), 0,
                            std::string("状态由") + SheetStatusName(from) + "改为" + SheetStatusName(status)},
                           now);
  });
}

Status DeleteSheets(Connection& conn, const Scope& scope, const Actor& actor, const std::vector<long long>& ids,
                    long long now) {
  if (ids.empty()) return InvalidArgument("请选择工单");
  for (long long id : ids)
    if (auto s = GetSheet(conn, scope, id); !s.ok()) return s.status();
  return InTransaction(conn, [&]() -> Status {
    for (long long id : ids) {
      if (Status s = conn.Exec("DELETE FROM work_sheet_vehicles WHERE work_sheet_id = ?", {id}); !s.ok()) return s;
      if (Status s = conn.Exec("DELETE FROM work_sheets WHERE id = ?", {id}); !s.ok()) return s;
      if (Status s =
              AppendOperation(conn, actor, {"worksheet.delete", "工单" + std::to_string(id), 0, "删除工单"}, now);
          !s.ok())
        return s;
    }
    return Status::Ok();
  });
}

}  // namespace chelian::store
