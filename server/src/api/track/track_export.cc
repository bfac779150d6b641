// Building the track spreadsheet.
#include "api/track/track_export.h"

namespace chelian::api::track {

std::string DurationText(long long seconds) {
  if (seconds < 60) return std::to_string(std::max(0LL, seconds)) + "秒";
  long long minutes = seconds / 60;
  if (minutes < 60) return std::to_string(minutes) + "分";
  long long hours = minutes / 60;
  if (hours < 24) return std::to_string(hours) + "小时" + std::to_string(minutes % 60) + "分";
  return std::to_string(hours / 24) + "天" + std::to_string(hours % 24) + "小时" + std::to_string(minutes % 60) + "分";
}

std::string DirectionText(int course) {
  static const char* kNames[] = {"正北", "东北", "正东", "东南", "正南", "西南", "正西", "西北"};
  int c = ((course % 360) + 360) % 360;
  return std::string(kNames[((c + 22) / 45) % 8]) + "(" + std::to_string(c) + "°)";
}

exporter::Table TrackTable(const LoadedTrack& t, int utc_offset_minutes) {
  LocalTimeFormatter time(utc_offset_minutes);
  exporter::Table table;
  table.sheet_name = "轨迹";
  table.title = t.vehicle.plate + " 轨迹明细";
  table.headers = {"序号", "车牌号", "时间",     "状态", "速度(km/h)", "停留时长", "方向",
                   "经度", "纬度",   "里程(km)", "ACC",  "定位",       "数据类型", "电量(%)"};
  long long n = 0;
  for (const reports::TrackPoint& p : t.points) {
    const reports::TrackSample& s = t.samples[p.index];
    bool stopped = p.state == reports::kPointStopped;
    std::string when =
        stopped ? time.Format(p.stop_begin_ms) + " ~ " + time.Format(p.stop_end_ms) : time.Format(s.time_ms);
    std::string state = stopped ? "停车" : p.state == reports::kPointOffline ? "离线" : "行驶";
    std::string length = stopped || p.state == reports::kPointOffline ? DurationText(p.duration_ms / 1000) : "";
    int power = t.battery[p.index];
    table.rows.push_back(
        {++n, t.vehicle.plate, when, state, stopped ? 0.0 : s.speed_kmh, length, DirectionText(s.course), s.lon, s.lat,
         s.mileage_km,
         std::string(s.acc == 0   ? "关"
                     : s.acc == 1 ? "开"
                                  : "未知"),
         std::string(s.valid ? "卫星定位" : "不定位"), std::string(s.back_filled ? "盲补" : "实时"),
         power >= 0 ? exporter::Cell(static_cast<long long>(power)) : exporter::Cell(std::string("-"))});
  }
  return table;
}

}  // namespace chelian::api::track
