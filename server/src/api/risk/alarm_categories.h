// The alarm categories of 风控中心 (pageHomePageAlarmInfo type, pageHomePageTwo counts) and the
// export codes of excelAlarmExport, mapped to the stored alarm codes (docs/risk.md has the table).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chelian::api::risk {

struct AlarmCategory {
  int type;                        // pageHomePageAlarmInfo type: 0 出省 … 10 分离
  std::string_view count_field;    // the pageHomePageTwo field, e.g. superNum
  std::string_view name;           // e.g. 出省警报
  std::vector<std::string> codes;  // empty for 其他 (every code of no other category)
};

// The ten categories in type order (type 2 is unused, as in V3).
const std::vector<AlarmCategory>& AlarmCategories();
// The category of `type`, or nullptr.
const AlarmCategory* CategoryOfType(int type);
// Every code of the named categories (what 其他 excludes).
std::vector<std::string> NamedCategoryCodes();
// The type (0–10) an alarm code counts in.
int CategoryTypeOfCode(std::string_view code);

// excelAlarmExport's codes.
enum class ExportKind { kAlarmCategory, kConcern, kRisk, kLongStop };
struct ExportCode {
  int code;  // 1 二押点, 2 区域, 3 重点关注, 4 风险车辆, 5 拆除, 7 掉电, 8 出省, 9 异常停留, 11 超长停车, 12 超速, 13
             // 紧急, 14 其他
  ExportKind kind;
  int category_type;  // for kAlarmCategory
  std::string_view name;
};
std::optional<ExportCode> ExportCodeOf(int code);

}  // namespace chelian::api::risk
