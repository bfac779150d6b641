// 电动车租赁's contracts, their due items and payments (docs/elec-lease.md). Every call takes the
// caller's scope: a contract is inside it when its group is. Amounts are in fen, times epoch ms.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

inline constexpr int kEbikeKind = 4;  // assets.kind of an e-bike

struct LeaseContract {
  long long id = 0, group_id = 0, asset_id = 0;
  std::string contract_no, rider_name, rider_id_no, rider_phone;
  long long start_at = 0;
  int term = 0, period = 1;
  long long rent = 0, deposit = 0;
  bool terminated = false;
  int status = 1, overdue_days = 0, late_count = 0, grade = 0;
  long long overdue_amount = 0, paid_amount = 0, evaluated_at = 0;
  std::string remark;
  long long created_at = 0, updated_at = 0;
  // Joined for lists.
  std::string group_name, group_path, plate, terminal_no;
  long long device_id = 0;
};

struct LeaseDueRow {
  int seq = 0;
  long long due_at = 0, amount = 0;
};

struct LeaseContractQuery {
  int status = 0;            // 0: every status
  std::string keyword;       // contract number, rider name, phone or plate (contains)
  long long group_id = 0;    // 0: the whole scope; else that group's subtree (inside the scope)
  bool collections = false;  // 催收: overdue contracts only, most days first
  int page = 1, page_size = 20;
};
struct LeaseContractPage {
  std::vector<LeaseContract> rows;
  long long total = 0;
};
Result<LeaseContractPage> PageLeaseContracts(Connection& conn, const Scope& scope, const LeaseContractQuery& q);
// NotFound (合同不存在或无权查看) outside the scope.
Result<LeaseContract> GetLeaseContract(Connection& conn, const Scope& scope, long long id);
// The contract with number `contract_no` inside the scope (imports), or NotFound.
Result<LeaseContract> FindLeaseContractByNo(Connection& conn, const Scope& scope, const std::string& contract_no);

// Inserts the contract (the bike's group becomes its group) and its due items. Errors: NotFound
// (the bike is not an e-bike inside the scope), AlreadyExists (the number is taken, or the bike is
// already under a contract that is neither settled nor terminated).
Result<long long> InsertLeaseContract(Connection& conn, const Scope& scope, const LeaseContract& c,
                                      const std::vector<LeaseDueRow>& dues, long long now);
// Rider fields and remark. NotFound outside the scope.
Status UpdateLeaseRider(Connection& conn, const Scope& scope, long long id, const LeaseContract& c, long long now);
// 终止: FailedPrecondition when it already is.
Status TerminateLeaseContract(Connection& conn, const Scope& scope, long long id, long long now);
// Deletes a contract without payments (its dues and actions go too). FailedPrecondition with payments.
Status DeleteLeaseContract(Connection& conn, const Scope& scope, long long id);

Result<std::vector<LeaseDueRow>> ListLeaseDues(Connection& conn, long long contract_id);

struct LeasePaymentRow {
  long long id = 0, contract_id = 0, paid_at = 0, amount = 0;
  std::string method, remark, user_name;
  int source = 1;  // 1 登记, 2 导入
  long long user_id = 0, created_at = 0;
  // Joined for lists.
  std::string contract_no, rider_name, plate;
};
// Payments of a contract inside the scope (NotFound else). `contract_id` must be checked by the caller
// through GetLeaseContract first.
Result<long long> InsertLeasePayment(Connection& conn, const LeasePaymentRow& p);
Result<std::vector<LeasePaymentRow>> ListContractPayments(Connection& conn, long long contract_id);

struct LeasePaymentQuery {
  long long contract_id = 0;  // 0: every contract of the scope
  std::string keyword;        // contract number, rider or plate
  long long start_ms = 0, end_ms = 0;
  int page = 1, page_size = 20;
};
struct LeasePaymentPage {
  std::vector<LeasePaymentRow> rows;
  long long total = 0;
  long long sum = 0;  // fen over every matching row
};
Result<LeasePaymentPage> PageLeasePayments(Connection& conn, const Scope& scope, const LeasePaymentQuery& q);

// The rules' results for one contract (the job and each payment write them).
struct LeaseEvaluationRow {
  int status = 1, overdue_days = 0, late_count = 0, grade = 0;
  long long overdue_amount = 0, paid_amount = 0;
};
Status SaveLeaseEvaluation(Connection& conn, long long id, const LeaseEvaluationRow& e, long long now);

}  // namespace chelian::store
