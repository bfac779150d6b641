// The 新国标 compliance pass and verdict (gb_compliance.h).
#include "reports/gb/gb_compliance.h"

#include <algorithm>
#include <cstdio>

namespace chelian::reports::gb {
namespace {

std::string Format(const char* fmt, double a, double b = 0) {
  char text[160];
  std::snprintf(text, sizeof text, fmt, a, b);
  return text;
}

}  // namespace

void GbTally::Merge(const GbTally& o) {
  fixes += o.fixes;
  gnss_known += o.gnss_known;
  beidou += o.beidou;
  gaps += o.gaps;
  gaps_within += o.gaps_within;
  max_gap_s = std::max(max_gap_s, o.max_gap_s);
  offline_periods += o.offline_periods;
  offline_s += o.offline_s;
  long_offline += o.long_offline;
  overspeed_events += o.overspeed_events;
  overspeed_longest_s = std::max(overspeed_longest_s, o.overspeed_longest_s);
  overspeed_max_kmh = std::max(overspeed_max_kmh, o.overspeed_max_kmh);
  tamper_events += o.tamper_events;
}

double GbTally::BeidouShare() const {
  return gnss_known == 0 ? -1 : static_cast<double>(beidou) / static_cast<double>(gnss_known);
}

long long GbEvidence::MedianGap() const {
  if (gaps_s.empty()) return 0;
  std::vector<long long> sorted = gaps_s;
  auto mid = sorted.begin() + static_cast<long>((sorted.size() - 1) / 2);  // the lower median
  std::nth_element(sorted.begin(), mid, sorted.end());
  return *mid;
}

int Jt808GnssSystems(std::string_view attributes_json) {
  constexpr std::string_view kKey = "\"statusFlags\":";
  size_t at = attributes_json.find(kKey);
  if (at == std::string_view::npos) return 0;
  long long status = 0;
  for (size_t i = at + kKey.size(); i < attributes_json.size(); ++i) {
    char c = attributes_json[i];
    if (c < '0' || c > '9') break;
    status = status * 10 + (c - '0');
    if (status > 0xFFFFFFFFLL) return 0;  // not a status DWORD
  }
  return static_cast<int>((status >> 18) & 0xF);
}

bool IsTamperCode(std::string_view code) {
  // 防拆除报警 and the GNSS antenna cut (the module's antenna pulled or shorted).
  return code == "isIllegalRemove" || code == "GPSAntennaState";
}

GbScanner::GbScanner(const GbRules& rules, std::function<int(long long)> day_of, GbEvidence* evidence)
    : rules_(rules), day_of_(std::move(day_of)), evidence_(evidence) {}

void GbScanner::AddFix(const GbFix& f) {
  GbTally& day = days_[day_of_(f.time_ms)];
  ++day.fixes;
  if (f.valid && f.gnss_known) {
    ++day.gnss_known;
    if (f.beidou) ++day.beidou;
  }
  if (last_ms_ > 0 && f.time_ms > last_ms_) {
    long long gap_s = (f.time_ms - last_ms_) / 1000;
    if (gap_s > rules_.offline_after_s) {
      if (in_overspeed_) CloseOverspeed();  // a silence ends a speeding event at its last fix above
      ++day.offline_periods;
      day.offline_s += gap_s;
      if (gap_s > rules_.long_offline_s) ++day.long_offline;
      if (evidence_) evidence_->offline.push_back({last_ms_, f.time_ms});
    } else if (gap_s > 0) {
      ++day.gaps;
      if (gap_s <= rules_.report_interval_s) ++day.gaps_within;
      day.max_gap_s = std::max(day.max_gap_s, gap_s);
      if (evidence_) evidence_->gaps_s.push_back(gap_s);
    }
  }
  if (f.time_ms > last_ms_) last_ms_ = f.time_ms;
  if (!f.valid) return;  // an invalid fix's speed is not trusted: it neither starts nor ends an event
  if (f.speed_kmh > rules_.speed_limit_kmh) {
    if (!in_overspeed_) {
      in_overspeed_ = true;
      current_ = {f.time_ms, f.time_ms, f.speed_kmh, f.lat, f.lon};
    }
    current_.max_kmh = std::max(current_.max_kmh, f.speed_kmh);
    last_above_ms_ = f.time_ms;
    current_.to_ms = f.time_ms;
  } else if (in_overspeed_) {
    current_.to_ms = f.time_ms;  // the event lasts until the first fix back under the limit
    last_above_ms_ = f.time_ms;
    CloseOverspeed();
  }
}

void GbScanner::CloseOverspeed() {
  in_overspeed_ = false;
  current_.to_ms = last_above_ms_;
  GbTally& day = days_[day_of_(current_.from_ms)];
  ++day.overspeed_events;
  day.overspeed_longest_s = std::max(day.overspeed_longest_s, (current_.to_ms - current_.from_ms) / 1000);
  day.overspeed_max_kmh = std::max(day.overspeed_max_kmh, current_.max_kmh);
  if (evidence_) evidence_->overspeeds.push_back(current_);
}

void GbScanner::AddTamper(const GbTamper& alarm) {
  if (!IsTamperCode(alarm.code)) return;
  ++days_[day_of_(alarm.time_ms)].tamper_events;
  if (evidence_) evidence_->tampers.push_back(alarm);
}

void GbScanner::Finish() {
  if (in_overspeed_) CloseOverspeed();
}

GbTally GbScanner::Total() const {
  GbTally t;
  for (const auto& [day, tally] : days_) t.Merge(tally);
  return t;
}

GbVerdict Judge(const GbTally& t, const GbRules& rules, const GbBikeFacts& bike) {
  GbVerdict v;
  std::vector<std::string> missing;
  const bool mandatory = bike.usage_class == 2 || bike.usage_class == 3;
  if (!bike.registered) v.reasons.push_back("车辆未备案");
  if (mandatory && !bike.beidou_on) v.reasons.push_back("物流、租赁车辆须开启北斗定位，当前已关闭");
  if (mandatory || bike.beidou_on) {
    double share = t.BeidouShare();
    if (share < 0) {
      missing.push_back("终端未上报定位模式，无法判断北斗定位");
    } else if (share < rules.min_beidou_share) {
      v.reasons.push_back(Format("北斗定位占比 %.1f%%，低于要求的 %.0f%%", share * 100, rules.min_beidou_share * 100));
    }
  }
  if (!t.MedianWithin()) {
    v.reasons.push_back(Format("上报间隔中位数超过要求的 %.0f 秒（达标间隔仅占 %.1f%%）", rules.report_interval_s,
                               100.0 * static_cast<double>(t.gaps_within) / static_cast<double>(t.gaps)));
  }
  if (t.overspeed_events > 0) {
    v.reasons.push_back(
        Format("超速（高于 %.0f km/h）%.0f 次", rules.speed_limit_kmh, static_cast<double>(t.overspeed_events)) +
        Format("，最高 %.1f km/h", t.overspeed_max_kmh));
  }
  if (t.tamper_events > 0)
    v.reasons.push_back(Format("防拆或模块拆除报警 %.0f 次", static_cast<double>(t.tamper_events)));
  if (t.long_offline > 0) {
    v.reasons.push_back(Format("离线超过 %.0f 小时 %.0f 次", static_cast<double>(rules.long_offline_s) / 3600.0,
                               static_cast<double>(t.long_offline)));
  }
  if (t.fixes < rules.min_fixes) {
    missing.insert(missing.begin(), Format("定位数据不足（%.0f 条，至少需要 %.0f 条）", static_cast<double>(t.fixes),
                                           static_cast<double>(rules.min_fixes)));
  }
  if (!v.reasons.empty()) {
    v.verdict = kVerdictFail;
  } else if (!missing.empty()) {
    v.verdict = kVerdictNoData;
  } else {
    v.verdict = kVerdictPass;
    return v;
  }
  v.reasons.insert(v.reasons.end(), missing.begin(), missing.end());
  return v;
}

std::string_view VerdictName(int verdict) {
  switch (verdict) {
    case kVerdictPass:
      return "合规";
    case kVerdictFail:
      return "不合规";
    default:
      return "数据不足";
  }
}

std::string_view UsageClassName(int usage_class) {
  switch (usage_class) {
    case 1:
      return "个人";
    case 2:
      return "物流";
    case 3:
      return "租赁";
    default:
      return "";
  }
}

}  // namespace chelian::reports::gb
