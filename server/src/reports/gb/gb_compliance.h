// 新国标 (GB 17761-2024) compliance of one e-bike over a period: one pass over its fixes and tamper
// alarms in time order gives additive tallies per local day (Beidou share, reporting gaps,
// speeding over the limit, offline periods, tamper) and, for a single check, the evidence; a
// verdict (合规/不合规/数据不足) with its reasons is judged from a tally (docs/elec-gb.md).
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace chelian::reports::gb {

// What the check asks; every figure is a configuration key gb.* (docs/elec-gb.md).
struct GbRules {
  int report_interval_s = 30;         // the required reporting interval (median gap at most this)
  double speed_limit_kmh = 25;        // GB 17761-2024's maximum design speed
  long long offline_after_s = 600;    // a longer silence is an offline period, not a reporting gap
  long long long_offline_s = 86'400;  // an offline period longer than this fails the check
  double min_beidou_share = 0.9;      // of the valid fixes whose GNSS systems are known
  long long min_fixes = 20;           // fewer fixes in the period: 数据不足
};

// A stored fix: time, speed, place and the position flags (store::kPosition* bits).
struct GbFix {
  long long time_ms = 0;
  double speed_kmh = 0;
  double lat = 0, lon = 0;
  bool valid = true;
  bool gnss_known = false;  // the device said which satellite systems it used
  bool beidou = false;      // … and Beidou was one of them
};

// Additive figures of a period (a day, a month, a whole check); seconds.
struct GbTally {
  long long fixes = 0, gnss_known = 0, beidou = 0;  // gnss_known and beidou count valid fixes only
  long long gaps = 0, gaps_within = 0, max_gap_s = 0;
  long long offline_periods = 0, offline_s = 0, long_offline = 0;
  long long overspeed_events = 0, overspeed_longest_s = 0;
  double overspeed_max_kmh = 0;
  long long tamper_events = 0;

  void Merge(const GbTally& other);
  // The Beidou share in [0, 1]; -1 when no valid fix said its systems.
  double BeidouShare() const;
  // True when at least half of the on-line gaps are within the required interval (median ≤ it).
  bool MedianWithin() const { return gaps == 0 || gaps_within * 2 >= gaps; }
};

struct GbOverspeed {
  long long from_ms = 0, to_ms = 0;
  double max_kmh = 0;
  double lat = 0, lon = 0;  // where it began
};
struct GbOffline {
  long long from_ms = 0, to_ms = 0;
};
struct GbTamper {
  long long time_ms = 0;
  std::string code, label;
  double lat = 0, lon = 0;
};

// What a single check shows besides its tally.
struct GbEvidence {
  std::vector<long long> gaps_s;  // on-line gaps, in time order
  std::vector<GbOverspeed> overspeeds;
  std::vector<GbOffline> offline;
  std::vector<GbTamper> tampers;
  // The median and longest on-line gap (0 without gaps).
  long long MedianGap() const;
};

// The satellite systems a JT/T 808 fix used, read from the status word the pipeline keeps in the
// position's attributes ({"statusFlags":…}; bits 18–21: GPS 1, Beidou 2, GLONASS 4, Galileo 8 in
// the result); 0 when the word is absent or says none (docs/elec-gb.md).
int Jt808GnssSystems(std::string_view attributes_json);
inline constexpr int kGnssBeidou = 2;

// True for the alarm codes that count as tamper or module-removal evidence.
bool IsTamperCode(std::string_view code);

// One pass over a bike's fixes (time order) and tamper alarms. Each figure goes to the tally of the
// day `day_of` gives (a gap: its later fix; a speeding event: its first fix); `evidence` (may be
// null) receives the lists of a single check.
class GbScanner {
 public:
  GbScanner(const GbRules& rules, std::function<int(long long)> day_of, GbEvidence* evidence = nullptr);
  // The fix before the period, so that the first gap is measured (optional).
  void Prime(long long previous_fix_ms) { last_ms_ = previous_fix_ms; }
  void AddFix(const GbFix& fix);
  void AddTamper(const GbTamper& alarm);
  // Closes an open speeding event; call once after the last fix.
  void Finish();
  const std::map<int, GbTally>& days() const { return days_; }
  GbTally Total() const;

 private:
  void CloseOverspeed();

  GbRules rules_;
  std::function<int(long long)> day_of_;
  GbEvidence* evidence_;
  std::map<int, GbTally> days_;
  long long last_ms_ = 0;
  bool in_overspeed_ = false;
  GbOverspeed current_;
  long long last_above_ms_ = 0;
};

// What is known of the bike in the registry.
struct GbBikeFacts {
  bool registered = false;
  int usage_class = 1;  // 1 personal, 2 logistics, 3 leasing (Beidou mandatory for 2 and 3)
  bool beidou_on = true;
};

inline constexpr int kVerdictPass = 1, kVerdictFail = 2, kVerdictNoData = 3;

struct GbVerdict {
  int verdict = kVerdictNoData;
  std::vector<std::string> reasons;  // Chinese, one per finding
};

// The verdict of a period's tally: a failing finding → 不合规; else too little data → 数据不足; else 合规.
GbVerdict Judge(const GbTally& t, const GbRules& rules, const GbBikeFacts& bike);
// 合规 / 不合规 / 数据不足.
std::string_view VerdictName(int verdict);
// 个人 / 物流 / 租赁 (empty for an unknown class).
std::string_view UsageClassName(int usage_class);

}  // namespace chelian::reports::gb
