// 电动车租赁's contracts, due items and payments (lease_repo.h).
#include "store/lease_repo.h"

#include "store/like_pattern.h"
#include "store/page_clause.h"

namespace chelian::store {
namespace {

constexpr char kSelect[] =
    "SELECT c.id, c.group_id, c.asset_id, c.contract_no, c.rider_name, c.rider_id_no, c.rider_phone, c.start_at, "
    "c.term, c.period, c.rent, c.deposit, c.terminated, c.status, c.overdue_days, c.late_count, c.grade, "
    "c.overdue_amount, c.paid_amount, c.evaluated_at, c.remark, c.created_at, c.updated_at, g.name, g.path, "
    "a.plate, d.terminal_no, d.id "
    "FROM lease_contracts c JOIN groups g ON g.id = c.group_id JOIN assets a ON a.id = c.asset_id "
    "LEFT JOIN devices d ON d.asset_id = a.id ";

LeaseContract FromRow(const Row& r) {
  LeaseContract c;
  c.id = r.Int(0);
  c.group_id = r.Int(1);
  c.asset_id = r.Int(2);
  c.contract_no = r.Text(3);
  c.rider_name = r.Text(4);
  c.rider_id_no = r.Text(5);
  c.rider_phone = r.Text(6);
  c.start_at = r.Int(7);
  c.term = static_cast<int>(r.Int(8));
  c.period = static_cast<int>(r.Int(9));
  c.rent = r.Int(10);
  c.deposit = r.Int(11);
  c.terminated = r.Int(12) != 0;
  c.status = static_cast<int>(r.Int(13));
  c.overdue_days = static_cast<int>(r.Int(14));
  c.late_count = static_cast<int>(r.Int(15));
  c.grade = static_cast<int>(r.Int(16));
  c.overdue_amount = r.Int(17);
  c.paid_amount = r.Int(18);
  c.evaluated_at = r.Int(19);
  c.remark = r.Text(20);
  c.created_at = r.Int(21);
  c.updated_at = r.Int(22);
  c.group_name = r.Text(23);
  c.group_path = r.Text(24);
  c.plate = r.Text(25);
  c.terminal_no = r.Text(26);
  c.device_id = r.IsNull(27) ? 0 : r.Int(27);
  return c;
}

// The filter of a list: the scope (or a group's subtree inside it) and a keyword over `columns`.
void AppendFilter(Connection& conn, const Scope& scope, long long group_id, const std::string& keyword,
                  const std::vector<const char*>& columns, std::string& sql, Params& params) {
  std::string subtree = scope.LikePattern();
  if (group_id > 0) {
    auto g = conn.Query("SELECT path FROM groups WHERE id = ? AND path LIKE ?", {group_id, scope.LikePattern()});
    subtree = g.ok() && !g->empty() ? g->front().Text(0) + "%" : std::string("/-none-/%");
  }
  sql += " AND g.path LIKE ?";
  params.push_back(subtree);
  if (keyword.empty()) return;
  sql += " AND (";
  for (size_t i = 0; i < columns.size(); ++i) {
    if (i) sql += " OR ";
    sql += std::string(columns[i]) + " LIKE ? ESCAPE '\\'";
    params.push_back(LikeContains(keyword));
  }
  sql += ")";
}

}  // namespace

Result<LeaseContractPage> PageLeaseContracts(Connection& conn, const Scope& scope, const LeaseContractQuery& q) {
  std::string where = " WHERE 1 = 1";
  Params params;
  AppendFilter(conn, scope, q.group_id, q.keyword, {"c.contract_no", "c.rider_name", "c.rider_phone", "a.plate"}, where,
               params);
  if (q.collections) {
    where += " AND c.status = 2";
  } else if (q.status > 0) {
    where += " AND c.status = ?";
    params.push_back(q.status);
  }
  LeaseContractPage page;
  auto count = conn.Query(
      "SELECT COUNT(*) FROM lease_contracts c JOIN groups g ON g.id = c.group_id JOIN assets a ON a.id = c.asset_id" +
          where,
      params);
  if (!count.ok()) return count.status();
  page.total = count->front().Int(0);
  std::string sql = kSelect + where;
  sql += q.collections ? " ORDER BY c.overdue_days DESC, c.id" : " ORDER BY c.id DESC";
  AppendPage(sql, params, q.page_size, static_cast<long long>(q.page - 1) * q.page_size);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows) page.rows.push_back(FromRow(r));
  return page;
}

Result<LeaseContract> GetLeaseContract(Connection& conn, const Scope& scope, long long id) {
  auto rows = conn.Query(std::string(kSelect) + " WHERE c.id = ? AND g.path LIKE ?", {id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("合同不存在或无权查看");
  return FromRow(rows->front());
}

Result<LeaseContract> FindLeaseContractByNo(Connection& conn, const Scope& scope, const std::string& contract_no) {
  auto rows = conn.Query(std::string(kSelect) + " WHERE c.contract_no = ? AND g.path LIKE ?",
                         {contract_no, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("合同编号不存在或无权操作");
  return FromRow(rows->front());
}

Result<long long> InsertLeaseContract(Connection& conn, const Scope& scope, const LeaseContract& c,
                                      const std::vector<LeaseDueRow>& dues, long long now) {
  long long id = 0;
  Status s = InTransaction(conn, [&]() -> Status {
    auto bike = conn.Query(
        "SELECT a.group_id FROM assets a JOIN groups g ON g.id = a.group_id WHERE a.id = ? AND a.kind = ? AND "
        "g.path LIKE ?",
        {c.asset_id, kEbikeKind, scope.LikePattern()});
    if (!bike.ok()) return bike.status();
    if (bike->empty()) return NotFound("车辆不存在或无权操作");
    auto busy =
        conn.Query("SELECT contract_no FROM lease_contracts WHERE asset_id = ? AND status IN (1, 2)", {c.asset_id});
    if (!busy.ok()) return busy.status();
    if (!busy->empty()) return AlreadyExists("该车辆已有进行中的合同：" + busy->front().Text(0));
    auto taken = conn.Query("SELECT 1 FROM lease_contracts WHERE contract_no = ?", {c.contract_no});
    if (!taken.ok()) return taken.status();
    if (!taken->empty()) return AlreadyExists("合同编号已存在");
    auto inserted = conn.Query(
        "INSERT INTO lease_contracts (group_id, asset_id, contract_no, rider_name, rider_id_no, rider_phone, "
        "start_at, term, period, rent, deposit, remark, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        {bike->front().Int(0), c.asset_id, c.contract_no, c.rider_name, c.rider_id_no, c.rider_phone, c.start_at,
         c.term, c.period, c.rent, c.deposit, c.remark, now, now});
    if (!inserted.ok()) return inserted.status();
    id = inserted->front().Int(0);
    for (const LeaseDueRow& d : dues)
      if (Status st = conn.Exec("INSERT INTO lease_dues (contract_id, seq, due_at, amount) VALUES (?, ?, ?, ?)",
                                {id, d.seq, d.due_at, d.amount});
          !st.ok())
        return st;
    return Status::Ok();
  });
  if (!s.ok()) return s;
  return id;
}

Status UpdateLeaseRider(Connection& conn, const Scope& scope, long long id, const LeaseContract& c, long long now) {
  if (auto found = GetLeaseContract(conn, scope, id); !found.ok()) return found.status();
  return conn.Exec(
      "UPDATE lease_contracts SET rider_name = ?, rider_id_no = ?, rider_phone = ?, remark = ?, updated_at = ? "
      "WHERE id = ?",
      {c.rider_name, c.rider_id_no, c.rider_phone, c.remark, now, id});
}

Status TerminateLeaseContract(Connection& conn, const Scope& scope, long long id, long long now) {
  auto found = GetLeaseContract(conn, scope, id);
  if (!found.ok()) return found.status();
  if (found->terminated) return FailedPrecondition("合同已终止");
  return conn.Exec("UPDATE lease_contracts SET terminated = 1, status = 4, updated_at = ? WHERE id = ?", {now, id});
}

Status DeleteLeaseContract(Connection& conn, const Scope& scope, long long id) {
  if (auto found = GetLeaseContract(conn, scope, id); !found.ok()) return found.status();
  return InTransaction(conn, [&]() -> Status {
    auto paid = conn.Query("SELECT 1 FROM lease_payments WHERE contract_id = ? LIMIT 1", {id});
    if (!paid.ok()) return paid.status();
    if (!paid->empty()) return FailedPrecondition("合同已有收款记录，不能删除，可终止合同");
    for (const char* sql :
         {"DELETE FROM lease_dues WHERE contract_id = ?", "DELETE FROM lease_actions WHERE contract_id = ?",
          "DELETE FROM lease_contracts WHERE id = ?"})
      if (Status st = conn.Exec(sql, {id}); !st.ok()) return st;
    return Status::Ok();
  });
}

Result<std::vector<LeaseDueRow>> ListLeaseDues(Connection& conn, long long contract_id) {
  auto rows =
      conn.Query("SELECT seq, due_at, amount FROM lease_dues WHERE contract_id = ? ORDER BY seq", {contract_id});
  if (!rows.ok()) return rows.status();
  std::vector<LeaseDueRow> out;
  for (const Row& r : *rows) out.push_back({static_cast<int>(r.Int(0)), r.Int(1), r.Int(2)});
  return out;
}

Result<long long> InsertLeasePayment(Connection& conn, const LeasePaymentRow& p) {
  auto id = conn.Query(
      "INSERT INTO lease_payments (contract_id, paid_at, amount, method, source, remark, user_id, user_name, "
      "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
      {p.contract_id, p.paid_at, p.amount, p.method, p.source, p.remark, p.user_id, p.user_name, p.created_at});
  if (!id.ok()) return id.status();
  return id->front().Int(0);
}

namespace {
constexpr char kPaymentSelect[] =
    "SELECT p.id, p.contract_id, p.paid_at, p.amount, p.method, p.remark, p.user_name, p.source, p.user_id, "
    "p.created_at, c.contract_no, c.rider_name, a.plate FROM lease_payments p "
    "JOIN lease_contracts c ON c.id = p.contract_id JOIN groups g ON g.id = c.group_id "
    "JOIN assets a ON a.id = c.asset_id ";

LeasePaymentRow PaymentFromRow(const Row& r) {
  LeasePaymentRow p;
  p.id = r.Int(0);
  p.contract_id = r.Int(1);
  p.paid_at = r.Int(2);
  p.amount = r.Int(3);
  p.method = r.Text(4);
  p.remark = r.Text(5);
  p.user_name = r.Text(6);
  p.source = static_cast<int>(r.Int(7));
  p.user_id = r.Int(8);
  p.created_at = r.Int(9);
  p.contract_no = r.Text(10);
  p.rider_name = r.Text(11);
  p.plate = r.Text(12);
  return p;
}
}  // namespace

Result<std::vector<LeasePaymentRow>> ListContractPayments(Connection& conn, long long contract_id) {
  auto rows =
      conn.Query(std::string(kPaymentSelect) + " WHERE p.contract_id = ? ORDER BY p.paid_at, p.id", {contract_id});
  if (!rows.ok()) return rows.status();
  std::vector<LeasePaymentRow> out;
  for (const Row& r : *rows) out.push_back(PaymentFromRow(r));
  return out;
}

Result<LeasePaymentPage> PageLeasePayments(Connection& conn, const Scope& scope, const LeasePaymentQuery& q) {
  std::string where = " WHERE 1 = 1";
  Params params;
  AppendFilter(conn, scope, 0, q.keyword, {"c.contract_no", "c.rider_name", "a.plate"}, where, params);
  if (q.contract_id > 0) {
    where += " AND p.contract_id = ?";
    params.push_back(q.contract_id);
  }
  if (q.start_ms > 0) {
    where += " AND p.paid_at >= ?";
    params.push_back(q.start_ms);
  }
  if (q.end_ms > 0) {
    where += " AND p.paid_at <= ?";
    params.push_back(q.end_ms);
  }
  LeasePaymentPage page;
  auto count = conn.Query(
      "SELECT COUNT(*), COALESCE(SUM(p.amount), 0) FROM lease_payments p JOIN lease_contracts c ON c.id = "
      "p.contract_id JOIN groups g ON g.id = c.group_id JOIN assets a ON a.id = c.asset_id" +
          where,
      params);
  if (!count.ok()) return count.status();
  page.total = count->front().Int(0);
  page.sum = count->front().Int(1);
  std::string sql = kPaymentSelect + where + " ORDER BY p.paid_at DESC, p.id DESC";
  AppendPage(sql, params, q.page_size, static_cast<long long>(q.page - 1) * q.page_size);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows) page.rows.push_back(PaymentFromRow(r));
  return page;
}

Status SaveLeaseEvaluation(Connection& conn, long long id, const LeaseEvaluationRow& e, long long now) {
  return conn.Exec(
      "UPDATE lease_contracts SET status = ?, overdue_days = ?, late_count = ?, grade = ?, overdue_amount = ?, "
      "paid_amount = ?, evaluated_at = ? WHERE id = ?",
      {e.status, e.overdue_days, e.late_count, e.grade, e.overdue_amount, e.paid_amount, now, id});
}

}  // namespace chelian::store
