// The fleet's risk run (risk_fleet.h).
#include "risk/risk_fleet.h"

#include <boost/json/parse.hpp>
#include <chrono>

#include "store/risk_repo.h"

namespace chelian::risk {
namespace {

using Clock = std::chrono::steady_clock;
double MsSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

// The place an episode's details name (fence, 二押点), if any.
std::string PathName(const std::string& data) {
  if (data.find("pathName") == std::string::npos) return "";
  boost::system::error_code ec;
  auto v = boost::json::parse(data, ec);
  if (ec || !v.is_object()) return "";
  const auto* p = v.as_object().if_contains("pathName");
  return p && p->is_string() ? std::string(p->get_string()) : std::string();
}

}  // namespace

Result<FleetRunStats> EvaluateFleet(store::Connection& conn, long long now_ms, const RiskOptions& options) {
  FleetRunStats stats;
  auto t = Clock::now();
  auto alarms = store::ListRiskAlarms(conn, now_ms - options.window_ms, FactAlarmCodes());
  if (!alarms.ok()) return alarms.status();
  auto states = store::ListFleetStates(conn);
  if (!states.ok()) return states.status();
  stats.load_ms = MsSince(t);
  stats.vehicles = static_cast<long long>(states->size());
  stats.alarms = static_cast<long long>(alarms->size());

  t = Clock::now();
  std::vector<store::RiskVehicleWrite> rows;
  size_t ai = 0;  // both lists are ordered by vehicle
  VehicleHistory h;
  for (const auto& s : *states) {
    h.asset_id = s.asset_id;
    h.alarms.clear();
    while (ai < alarms->size() && (*alarms)[ai].asset_id < s.asset_id) ++ai;
    for (; ai < alarms->size() && (*alarms)[ai].asset_id == s.asset_id; ++ai) {
      const auto& a = (*alarms)[ai];
      h.alarms.push_back({a.id, a.code, a.time, a.lat, a.lon, PathName(a.data)});
    }
    h.now = {s.has_state, s.recv_time, s.motion, s.motion_since, s.lat, s.lon};
    for (auto& hit : EvaluateVehicle(h, now_ms, options))
      rows.push_back({s.asset_id, std::string(hit.rule->id), hit.rule->category, std::string(hit.rule->name), hit.time,
                      hit.lat, hit.lon, hit.path_name, EvidenceJson(hit)});
  }
  stats.evaluate_ms = MsSince(t);
  stats.hits = static_cast<long long>(rows.size());

  t = Clock::now();
  auto written = store::SyncRiskVehicles(conn, rows, now_ms);
  if (!written.ok()) return written.status();
  stats.written = *written;
  stats.write_ms = MsSince(t);
  return stats;
}

}  // namespace chelian::risk
