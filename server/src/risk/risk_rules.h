// 风险车辆 (v3-console-inventory §2.5): the combinations of two facts that make a vehicle a risk,
// written as a table of data, and their evaluation over one vehicle's recent alarms and current
// state. Pure: no clock, no database (docs/risk.md).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace chelian::risk {

// What a rule combines: facts from alarm episodes of the window, or from the vehicle's state now.
enum class Fact {
  kRemove,        // 拆除: isIllegalRemove, bcarIsAlarm
  kPowerDown,     // 掉电: powerDown
  kTwoCharge,     // 二押点报警: twoChargeAlarm
  kInFence,       // 进围栏: inRegionAlarm, inAreaAlarm
  kAbnormalStay,  // 异常停留: abnormalStayAlarm
  kOutArea,       // 出省市区: outAdminAreaAlarm
  kOffline1d,     // 离线1天以上: no data for a day (state)
  kStill3d,       // 静止3天以上: parked for three days (state)
};

// The tabs of 风险车辆 (pageRiskAnalysis type).
enum Category { kRemoveRisk = 1, kLifeTrackRisk = 2, kOutsideRisk = 3 };

struct RiskRule {
  std::string_view id;    // stored in risk_vehicles.rule_id, e.g. "remove+twoCharge"
  int category;           // Category
  std::string_view name;  // alarmName, e.g. 拆除+二押点报警
  Fact first, second;
};

// The rule set, in the order of the inventory.
std::span<const RiskRule> RiskRules();

// The alarm codes that are facts (every other code is not one).
bool FactOfAlarmCode(std::string_view code, Fact* fact);
// Every alarm code that is a fact, for the job's query.
std::vector<std::string> FactAlarmCodes();

struct AlarmEvent {
  long long id = 0;
  std::string code;
  long long time = 0;  // begin time, epoch ms
  double lat = 0, lon = 0;
  std::string path_name;  // the place the alarm names (fence, 二押点), may be empty
};

struct VehicleNow {
  bool has_state = false;
  long long last_recv = 0;  // newest report of any of its devices
  int motion = 0;           // device_state.motion: 0 never, 1 driving, 2 parked, 3 offline
  long long motion_since = 0;
  double lat = 0, lon = 0;
};

struct VehicleHistory {
  long long asset_id = 0;
  std::vector<AlarmEvent> alarms;  // any order; those before the window are ignored
  VehicleNow now;
};

struct RiskOptions {
  long long window_ms = 7LL * 86'400'000;  // alarms begun this recently count
  long long offline_ms = 86'400'000;       // 离线1天以上
  long long still_ms = 3LL * 86'400'000;   // 静止3天以上
};

// One fact as found: the newest alarm of its kind, or the state.
struct Evidence {
  Fact fact;
  long long alarm_id = 0;  // 0 for a state fact
  std::string alarm_name;  // the alarm's label, or 离线1天以上 / 静止3天以上
  long long time = 0;
  double lat = 0, lon = 0;
  std::string path_name;
};

struct RiskHit {
  const RiskRule* rule = nullptr;
  Evidence first, second;
  long long time = 0;  // the newer evidence
  double lat = 0, lon = 0;
  std::string path_name;
};

// The rules `h` matches at `now_ms`, in table order.
std::vector<RiskHit> EvaluateVehicle(const VehicleHistory& h, long long now_ms, const RiskOptions& o);

// The label of a fact (二押点报警, 离线1天以上, …).
std::string_view FactLabel(Fact f);
// The evidence as the stored JSON array text.
std::string EvidenceJson(const RiskHit& hit);

}  // namespace chelian::risk
