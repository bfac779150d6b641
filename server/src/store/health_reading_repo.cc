// Health readings repository (see health_reading_repo.h).
#include "store/health_reading_repo.h"

#include "store/append_rows.h"

namespace chelian::store {
namespace {

constexpr char kColumns[] =
    "asset_id, device_id, measured_at, heart_rate, systolic, diastolic, spo2, temperature, alarms";

Value Opt(const std::optional<int>& v) { return v ? Value(*v) : Value(); }
std::optional<int> OptInt(const Row& r, size_t i) {
  if (r.IsNull(i)) return std::nullopt;
  return static_cast<int>(r.Int(i));
}

bool HasCode(const std::string& list, std::string_view code) {
  return list.find(code) != std::string::npos;  // the codes share no substrings
}

}  // namespace

Status AddHealthReadings(Connection& conn, const std::vector<HealthReadingRow>& rows) {
  return AppendRows(conn, "health_readings", kColumns, 9, rows.size(), [&rows](size_t i, Params& params) {
    const HealthReadingRow& r = rows[i];
    params = {r.asset_id,        r.device_id,        r.measured_at,
              Opt(r.heart_rate), Opt(r.systolic),    Opt(r.diastolic),
              Opt(r.spo2),       Opt(r.temperature), r.alarms.empty() ? Value() : Value(r.alarms)};
  });
}

Result<LatestHealth> LatestHealthOf(Connection& conn, long long asset_id) {
  LatestHealth out;
  struct Kind {
    const char* columns;
    const char* present;
    const char* code;
    std::optional<LatestValue>* into;
  };
  const Kind kinds[] = {
      {"heart_rate, 0", "heart_rate", "heartRateAlarm", &out.heart_rate},
      {"systolic, COALESCE(diastolic, 0)", "systolic", "bloodPressureAlarm", &out.blood_pressure},
      {"spo2, 0", "spo2", "spo2Alarm", &out.spo2},
      {"temperature, 0", "temperature", "temperatureAlarm", &out.temperature},
  };
  for (const Kind& k : kinds) {
    auto rows = conn.Query(std::string("SELECT ") + k.columns + ", measured_at, COALESCE(alarms, '') " +
                               "FROM health_readings WHERE asset_id = ? AND " + k.present +
                               " IS NOT NULL ORDER BY measured_at DESC LIMIT 1",
                           {asset_id});
    if (!rows.ok()) return rows.status();
    if (rows->empty()) continue;
    const Row& r = rows->front();
    *k.into = LatestValue{static_cast<int>(r.Int(0)), static_cast<int>(r.Int(1)), r.Int(2), HasCode(r.Text(3), k.code)};
  }
  return out;
}

Result<std::vector<HealthReadingRow>> HealthReadingsOf(Connection& conn, const Scope& scope, long long asset_id,
                                                       long long from_ms, long long to_ms, size_t limit) {
  auto owner = conn.Query("SELECT 1 FROM assets a JOIN groups g ON g.id = a.group_id WHERE a.id = ? AND g.path LIKE ?",
                          {asset_id, scope.LikePattern()});
  if (!owner.ok()) return owner.status();
  if (owner->empty()) return NotFound("人员不存在或无权访问");
  auto rows = conn.Query(
      "SELECT asset_id, device_id, measured_at, heart_rate, systolic, diastolic, spo2, temperature, "
      "COALESCE(alarms, '') FROM health_readings WHERE asset_id = ? AND measured_at >= ? AND measured_at < ? "
      "ORDER BY measured_at LIMIT ?",
      {asset_id, from_ms, to_ms, static_cast<long long>(limit)});
  if (!rows.ok()) return rows.status();
  std::vector<HealthReadingRow> out;
  out.reserve(rows->size());
  for (const Row& r : *rows)
    out.push_back({r.Int(0), r.Int(1), r.Int(2), OptInt(r, 3), OptInt(r, 4), OptInt(r, 5), OptInt(r, 6), OptInt(r, 7),
                   r.Text(8)});
  return out;
}

}  // namespace chelian::store
