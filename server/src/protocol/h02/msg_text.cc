// H02 text sentences (protocols.md §3 Text frames): V1 and its variants (time, A|V, lat, N|S, lon,
// E|W, speed knots, course, [battery,] DDMMYY, status, extras), V4 confirmations (the command, its
// values, the command's time, then a V1 fix), LINK, and the cells of NBR and V3.
#include <charconv>
#include <cmath>

#include "core/strings.h"
#include "protocol/h02/messages.h"

namespace chelian::h02 {
namespace {

bool IsDigits(std::string_view s, size_t n) {
  if (s.size() != n) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

std::optional<uint32_t> StatusWord(std::string_view s) {
  s = Trim(s);
  uint32_t v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v, 16);
  if (s.size() != 8 || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

// DDMM.MMMM (also 0°: "38.6508", no dot: "37573392", signed: "-23-29.0095") and its hemisphere.
std::optional<double> Coordinate(std::string_view value, std::string_view hemisphere, char negative) {
  value = Trim(value);
  hemisphere = Trim(hemisphere);
  if (value.empty()) return std::nullopt;
  double degrees = 0, minutes = 0;
  bool minus = false;
  if (value[0] == '-') {
    size_t dash = value.find('-', 1);
    if (dash == std::string_view::npos) return std::nullopt;
    auto d = NumberField(value.substr(1, dash - 1));
    auto m = NumberField(value.substr(dash + 1));
    if (!d || !m) return std::nullopt;
    degrees = *d;
    minutes = *m;
    minus = true;
  } else {
    std::string text(value);
    if (text.find('.') == std::string::npos && text.size() > 4) text.insert(text.size() - 4, ".");
    auto v = NumberField(text);
    if (!v || *v < 0) return std::nullopt;
    degrees = std::floor(*v / 100);
    minutes = *v - degrees * 100;
  }
  if (minutes < 0 || minutes >= 60) return std::nullopt;
  double result = degrees + minutes / 60;
  return minus || hemisphere == std::string_view(&negative, 1) ? -result : result;
}

// The index of the N|S field of a fix (E|W two later), or 0 when `f` has none from `from` on.
size_t FindHemisphere(const std::vector<std::string_view>& f, size_t from) {
  for (size_t k = from; k + 2 < f.size(); ++k) {
    std::string_view ns = Trim(f[k]), ew = Trim(f[k + 2]);
    if ((ns == "N" || ns == "S") && (ew == "E" || ew == "W")) return k;
  }
  return 0;
}

// The fix around f[k] (N|S): time at k-3 when `has_time`, validity k-2, …, then date and status.
void DecodeFix(const std::vector<std::string_view>& f, size_t k, bool has_time, int64_t now_ms, DeviceMessage* out) {
  auto lat = Coordinate(f[k - 1], f[k], 'S');
  auto lon = Coordinate(f[k + 1], f[k + 2], 'W');
  size_t i = k + 5;  // the date, or a battery value before it
  if (i < f.size() && !IsDigits(Trim(f[i]), 6) && !Trim(f[i]).empty() && i + 1 < f.size() &&
      IsDigits(Trim(f[i + 1]), 6))
    ++i;
  std::string_view date = i < f.size() ? Trim(f[i]) : "";
  std::string_view time = has_time && k >= 3 ? Trim(f[k - 3]) : "";
  if (lat && lon) {
    std::string_view validity = Trim(f[k - 2]);
    double speed = k + 3 < f.size() ? NumberField(f[k + 3]).value_or(0) : 0;
    double course = k + 4 < f.size() ? NumberField(f[k + 4]).value_or(0) : 0;
    AddFix(FixTime(date, time), now_ms, validity == "A", *lat, *lon, speed, course, out);
  } else {
    out->warning += (out->warning.empty() ? "" : "; ") + std::string("no coordinates");
  }
  for (size_t j = i + 1; j < f.size(); ++j) {
    if (auto status = StatusWord(f[j])) {
      ApplyStatus(*status, out);
      break;
    }
  }
}

}  // namespace

// VP1 has no time field (A|V, lat, N|S, …, DDMMYY): its fix takes the receive time.
Status DecodeTextPosition(std::vector<std::string_view> f, int64_t now_ms, DeviceMessage* out) {
  size_t k = FindHemisphere(f, 2);
  if (k == 0) {
    out->warning += (out->warning.empty() ? "" : "; ") + std::string("no fix");
    return Status::Ok();
  }
  DecodeFix(f, k, true, now_ms, out);
  return Status::Ok();
}

Status DecodeConfirm(std::vector<std::string_view> f, int64_t now_ms, DeviceMessage* out) {
  if (f.empty() || Trim(f[0]).empty()) return InvalidArgument("h02: V4 names no command");
  size_t k = FindHemisphere(f, 4);
  std::string result(Trim(f[0]));
  size_t values_end = k == 0 ? f.size() : k - 4;  // the command's time before the fix's time
  for (size_t j = 1; j < values_end; ++j) result += "," + std::string(Trim(f[j]));
  out->attributes.Set(AttrKey::kResult, std::move(result));
  if (k != 0) DecodeFix(f, k, true, now_ms, out);
  return Status::Ok();
}

Status DecodeLink(std::vector<std::string_view> f, DeviceMessage* out) {
  // time, rssi, satellites, battery, steps, turnovers, DDMMYY, status
  if (f.size() < 8) return InvalidArgument("h02: LINK has " + std::to_string(f.size()) + " fields, 8 needed");
  if (auto v = IntegerField(f[1]); v && *v >= 0) out->attributes.Set(AttrKey::kSignal, int64_t{*v});
  if (auto v = IntegerField(f[3]); v && *v >= 0 && *v <= 100) out->attributes.Set(AttrKey::kBatteryPct, int64_t{*v});
  if (auto v = IntegerField(f[4]); v && *v >= 0) out->attributes.Set(AttrKey::kSteps, int64_t{*v});
  if (auto status = StatusWord(f[7])) ApplyStatus(*status, out);
  return Status::Ok();
}

Status DecodeCells(std::vector<std::string_view> f, bool v3, DeviceMessage* out) {
  Attributes& a = out->attributes;
  if (v3) {
    // time, MCCMNC, count, cells…, battery, reboot, X, DDMMYY, status
    std::string_view mccmnc = f.size() > 1 ? Trim(f[1]) : "";
    if (mccmnc.size() >= 4 && IsDigits(mccmnc, mccmnc.size())) {
      a.Set(AttrKey::kMcc, int64_t{IntegerField(mccmnc.substr(0, 3)).value_or(0)});
      a.Set(AttrKey::kMnc, int64_t{IntegerField(mccmnc.substr(3)).value_or(0)});
    }
  } else {
    // time, MCC, MNC, delay, count, (LAC, CID, RSSI)×count, DDMMYY, status
    if (f.size() < 5) return InvalidArgument("h02: NBR has " + std::to_string(f.size()) + " fields, 5 needed");
    auto mcc = IntegerField(f[1]), mnc = IntegerField(f[2]), count = IntegerField(f[4]);
    if (mcc) a.Set(AttrKey::kMcc, int64_t{*mcc});
    if (mnc) a.Set(AttrKey::kMnc, int64_t{*mnc});
    if (count && *count > 0 && f.size() >= 7) {
      if (auto lac = IntegerField(f[5])) a.Set(AttrKey::kLac, int64_t{*lac});
      if (auto cell = IntegerField(f[6])) a.Set(AttrKey::kCellId, int64_t{*cell});
    }
  }
  for (size_t j = f.size(); j-- > 1;) {
    if (auto status = StatusWord(f[j])) {
      ApplyStatus(*status, out);
      break;
    }
  }
  return Status::Ok();
}

}  // namespace chelian::h02
