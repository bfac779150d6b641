// 电动车租赁's reads and writes around the contracts (docs/elec-lease.md): the graded-action
// policies per company, the log of actions, the job's batches (contracts with dues, payments and the
// bike's latest speed), the risk facts per contract and the fleet's utilisation.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct LeasePolicyRow {
  long long group_id = 0;  // 0: no row (the default)
  std::string group_path;
  bool enabled = true;
  int grace_days = 3, notify_days = 1, voice_days = 5, limit_days = 10, lock_days = 15;
  int limit_kmh = 10, normal_kmh = 25, lock_max_kmh = 5;
  std::string voice_text = "您的租车费用已逾期，请尽快缴纳，逾期将限速并锁车";
  long long updated_at = 0;
};
// The policy group `group_id` (inside the scope) works under: its own or its nearest ancestor's (the
// ancestor may be above the scope: a fleet under a company takes the company's); the default when
// none. NotFound when the group is outside the scope.
Result<LeasePolicyRow> EffectivePolicy(Connection& conn, const Scope& scope, long long group_id);
// Saves group `group_id`'s own policy. NotFound outside the scope.
Status SaveLeasePolicy(Connection& conn, const Scope& scope, const LeasePolicyRow& p, long long now);
// Every stored policy (the job picks each contract's by its group path), longest path first.
Result<std::vector<LeasePolicyRow>> LoadLeasePolicies(Connection& conn);

struct LeaseActionRow {
  long long id = 0, contract_id = 0, asset_id = 0;
  int action = 0, overdue_days = 0;
  std::optional<double> speed;
  long long command_id = 0;
  std::string result;
  long long created_at = 0;
  int try_no = 1;  // D155: the step's try (1 the first)
};
// Inserts; a row with a command is watched until UnwatchLeaseActions (D155).
Status InsertLeaseAction(Connection& conn, const LeaseActionRow& a);

// A watched step whose command has finished (D155): its status as commands.status (7 when the
// command row is gone).
struct LeaseStepOutcome {
  long long id = 0, contract_id = 0;
  int action = 0, try_no = 1;
  long long created_at = 0;
  int command_status = 0;
};
// The watched steps whose command is no longer pending or sent, by contract then id.
Result<std::vector<LeaseStepOutcome>> LoadLeaseStepOutcomes(Connection& conn);
// Stops watching the steps `ids`.
Status UnwatchLeaseActions(Connection& conn, const std::vector<long long>& ids);
// The actions of a contract (checked inside the scope by the caller), newest first, at most `limit`.
Result<std::vector<LeaseActionRow>> ListLeaseActions(Connection& conn, long long contract_id, int limit);

// One contract as the job evaluates it.
struct LeaseJobContract {
  long long id = 0, asset_id = 0, group_id = 0, device_id = 0;
  std::string group_path, plate, contract_no, rider_name, rider_phone;
  bool terminated = false;
  int status = 1, grade = 0;
  int overdue_days = 0, late_count = 0;  // as last saved
  long long overdue_amount = 0, paid_amount = 0;
  std::optional<double> speed;                            // the device's latest speed, when it reported
  long long reported_at = 0;                              // … received then (0: never)
  std::vector<std::pair<long long, long long>> dues;      // (due_at, amount), ascending
  std::vector<std::pair<long long, long long>> payments;  // (paid_at, amount)
};
// Up to `limit` contracts with id > `after_id` whose state can still change (not settled and not
// terminated, or with a grade to reverse, or with a step watched: D155), ascending id; `only_id` > 0 narrows to one
// contract.
Result<std::vector<LeaseJobContract>> LoadLeaseJobBatch(Connection& conn, long long after_id, int limit,
                                                        long long only_id = 0);

// 风险合同's facts per contract of the scope (not settled, not terminated).
struct LeaseRiskFacts {
  long long contract_id = 0, asset_id = 0;
  std::string contract_no, rider_name, plate, group_name;
  int status = 1, overdue_days = 0, late_count = 0;
  long long last_recv = 0;  // 0: never reported
  double last_lat = 0, last_lon = 0;
  int tamper_count = 0, out_area_count = 0;
  long long last_tamper = 0, last_out_area = 0;
  std::string last_tamper_label, last_out_area_label;
};
Result<std::vector<LeaseRiskFacts>> LoadLeaseRiskFacts(Connection& conn, const Scope& scope, long long since_ms);

// 车辆利用率: the e-bikes of the scope by state, per group.
struct LeaseUtilisation {
  long long group_id = 0;
  std::string group_name;
  long long rented = 0, idle = 0, repair = 0, lost = 0;
};
Result<std::vector<LeaseUtilisation>> CountLeaseUtilisation(Connection& conn, const Scope& scope);

// The e-bikes of the scope with their state (1 租用中, 0 空闲, 2 维修中, 3 丢失) for the pickers.
struct LeaseBike {
  long long asset_id = 0, group_id = 0;
  std::string plate, group_name, terminal_no;
  int state = 0;
};
Result<std::vector<LeaseBike>> ListLeaseBikes(Connection& conn, const Scope& scope);
// Marks a bike 维修中 (2), 丢失 (3) or back in service (0). NotFound when not an e-bike of the scope.
Status SetLeaseBikeState(Connection& conn, const Scope& scope, long long asset_id, int state, long long now);

// Demo data (admin demo-rental): a bike's last report (parked, or offline since `seen_ms`) and a
// 防拆除报警 at `at_ms` where it last was.
Status SetDemoBikeReport(Connection& conn, long long asset_id, long long seen_ms, double lat, double lon, bool offline);
Status AddDemoTamperAlarm(Connection& conn, long long asset_id, long long at_ms);

}  // namespace chelian::store
