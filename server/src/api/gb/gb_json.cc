// 新国标 reply shapes (gb_json.h).
#include "api/gb/gb_json.h"

#include <cmath>

#include "core/clock.h"

namespace chelian::api::gb {

namespace json = boost::json;
namespace rg = reports::gb;

double Percent(double share) { return share < 0 ? -1.0 : std::round(share * 1000.0) / 10.0; }

json::object BikeJson(const store::GbBikeRow& b, int off) {
  return json::object{{"vehicleId", b.asset_id},
                      {"plate", b.plate},
                      {"groupId", b.group_id},
                      {"groupName", b.group_name},
                      {"terminalNo", b.terminal_no},
                      {"registered", b.registered ? 1 : 0},
                      {"make", b.fields.make},
                      {"model", b.fields.model},
                      {"frameNo", b.fields.frame_no},
                      {"motorNo", b.fields.motor_no},
                      {"beidouSerial", b.fields.beidou_serial},
                      {"usageClass", b.registered ? b.fields.usage_class : 0},
                      {"usageClassName", std::string(rg::UsageClassName(b.registered ? b.fields.usage_class : 0))},
                      {"beidouOn", b.registered ? b.fields.beidou_on : 0},
                      {"updateTime", b.updated_at > 0 ? FormatLocalTime(b.updated_at, off) : std::string()}};
}

json::object TallyJson(const rg::GbTally& t) {
  return json::object{{"fixes", t.fixes},
                      {"beidouFixes", t.beidou},
                      {"gnssKnownFixes", t.gnss_known},
                      {"beidouShare", Percent(t.BeidouShare())},
                      {"gaps", t.gaps},
                      {"gapsWithinShare",
                       t.gaps == 0 ? -1.0 : Percent(static_cast<double>(t.gaps_within) / static_cast<double>(t.gaps))},
                      {"maxGapS", t.max_gap_s},
                      {"offlinePeriods", t.offline_periods},
                      {"offlineS", t.offline_s},
                      {"longOffline", t.long_offline},
                      {"overspeedEvents", t.overspeed_events},
                      {"overspeedLongestS", t.overspeed_longest_s},
                      {"overspeedMaxKmh", std::round(t.overspeed_max_kmh * 10.0) / 10.0},
                      {"tamperEvents", t.tamper_events}};
}

void AddVerdict(json::object& out, const rg::GbVerdict& v) {
  out["verdict"] = v.verdict;
  out["verdictName"] = std::string(rg::VerdictName(v.verdict));
  json::array reasons;
  for (const auto& r : v.reasons) reasons.emplace_back(r);
  out["reasons"] = std::move(reasons);
}

}  // namespace chelian::api::gb
