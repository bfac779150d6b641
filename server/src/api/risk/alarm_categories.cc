// 风控中心 alarm categories (alarm_categories.h).
#include "api/risk/alarm_categories.h"

#include <algorithm>

namespace chelian::api::risk {

const std::vector<AlarmCategory>& AlarmCategories() {
  static const std::vector<AlarmCategory> kAll = {
      {0, "superNum", "出省警报", {"outAdminAreaAlarm"}},
      {1,
       "regionNum",
       "区域警报",
       {"inRegionAlarm", "outRegionAlarm", "outCircleAlarm", "inAreaAlarm", "outAreaAlarm", "areaOverSpeedAlarm",
        "illegalAreaAlarm"}},
      {3, "twoNum", "二押点警报", {"twoChargeAlarm"}},
      {4, "stopNum", "异常停留", {"abnormalStayAlarm"}},
      {5, "speedNum", "超速警报", {"overSpeed", "roadOverSpeedAlarm", "maxOverSpeedAlarm"}},
      {6, "electricNum", "掉电警报", {"powerDown"}},
      {7, "removeNum", "拆除警报", {"isIllegalRemove", "bcarIsAlarm"}},
      {8, "urgentNum", "紧急警报", {"emergencyAlarm"}},
      {9, "other", "其他警报", {}},
      {10, "separateNum", "分离警报", {"separateAlarm"}},
  };
  return kAll;
}

const AlarmCategory* CategoryOfType(int type) {
  for (const auto& c : AlarmCategories())
    if (c.type == type) return &c;
  return nullptr;
}

std::vector<std::string> NamedCategoryCodes() {
  std::vector<std::string> out;
  for (const auto& c : AlarmCategories()) out.insert(out.end(), c.codes.begin(), c.codes.end());
  return out;
}

int CategoryTypeOfCode(std::string_view code) {
  for (const auto& c : AlarmCategories())
    if (std::find(c.codes.begin(), c.codes.end(), code) != c.codes.end()) return c.type;
  return 9;
}

std::optional<ExportCode> ExportCodeOf(int code) {
  static const ExportCode kCodes[] = {
      {1, ExportKind::kAlarmCategory, 3, "二押点"},    {2, ExportKind::kAlarmCategory, 1, "区域警报"},
      {3, ExportKind::kConcern, 0, "重点关注"},        {4, ExportKind::kRisk, 0, "风险车辆"},
      {5, ExportKind::kAlarmCategory, 7, "拆除报警"},  {7, ExportKind::kAlarmCategory, 6, "掉电报警"},
      {8, ExportKind::kAlarmCategory, 0, "出省警报"},  {9, ExportKind::kAlarmCategory, 4, "异常停留报警"},
      {11, ExportKind::kLongStop, 0, "超长停车"},      {12, ExportKind::kAlarmCategory, 5, "超速警报"},
      {13, ExportKind::kAlarmCategory, 8, "紧急警报"}, {14, ExportKind::kAlarmCategory, 9, "其他报警"},
  };
  for (const auto& c : kCodes)
    if (c.code == code) return c;
  return std::nullopt;
}

}  // namespace chelian::api::risk
