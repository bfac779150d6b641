// 新国标 registry import rows and their checks (gb_import.h).
#include "api/gb/gb_import.h"

#include <iterator>
#include <set>

#include "core/strings.h"

namespace chelian::api::gb {
namespace {

constexpr size_t kColumnCount = std::size(kImportColumns);
constexpr size_t kMaxText = 64;
enum Column { kTerminal, kMake, kModel, kFrame, kMotor, kBeidouSerial, kUsage, kBeidou };

// 使用性质 → usage class; 0 when unknown.
int UsageClassOf(const std::string& text) {
  if (text.empty() || text == "个人") return 1;
  if (text == "物流") return 2;
  if (text == "租赁") return 3;
  return 0;
}

}  // namespace

Result<std::vector<GbImportRow>> ImportRowsFromSheet(const xlsx::Sheet& sheet) {
  if (sheet.rows.empty()) return InvalidArgument("文件中没有数据");
  int col[kColumnCount];
  std::fill(std::begin(col), std::end(col), -1);
  const auto& header = sheet.rows.front().cells;
  for (size_t c = 0; c < header.size(); ++c)
    for (size_t k = 0; k < kColumnCount; ++k)
      if (col[k] < 0 && header[c].find(kImportColumns[k]) != std::string::npos) col[k] = static_cast<int>(c);
  if (col[kTerminal] < 0 || col[kFrame] < 0) return InvalidArgument("缺少设备号或车架号列，请使用模板");
  if (sheet.rows.size() - 1 > kMaxImportRows)
    return InvalidArgument("每次最多导入" + std::to_string(kMaxImportRows) + "行");
  std::vector<GbImportRow> rows;
  for (size_t i = 1; i < sheet.rows.size(); ++i) {
    const auto& cells = sheet.rows[i].cells;
    auto cell = [&](Column k) {
      const int c = col[k];
      return c >= 0 && static_cast<size_t>(c) < cells.size() ? std::string(Trim(cells[c])) : std::string();
    };
    GbImportRow r;
    r.row_no = sheet.rows[i].number;
    r.terminal_no = xlsx::NumberText(cell(kTerminal));  // typed as a number: no 1.39E+10
    r.fields.make = cell(kMake);
    r.fields.model = cell(kModel);
    r.fields.frame_no = xlsx::NumberText(cell(kFrame));
    r.fields.motor_no = xlsx::NumberText(cell(kMotor));
    r.fields.beidou_serial = xlsx::NumberText(cell(kBeidouSerial));
    r.usage_text = cell(kUsage);
    r.beidou_text = cell(kBeidou);
    if (r.terminal_no.empty() && r.fields.frame_no.empty() && r.fields.make.empty() && r.fields.model.empty()) continue;
    rows.push_back(std::move(r));
  }
  if (rows.empty()) return InvalidArgument("文件中没有数据");
  return rows;
}

void ValidateImportRows(std::vector<GbImportRow>& rows) {
  std::set<std::string> terminals, frames;
  for (GbImportRow& r : rows) {
    store::GbBikeFields& f = r.fields;
    f.usage_class = UsageClassOf(r.usage_text);
    f.beidou_on = r.beidou_text.empty() || r.beidou_text == "开启" ? 1 : r.beidou_text == "关闭" ? 0 : -1;
    bool too_long = r.terminal_no.size() > kMaxText;
    for (const std::string* t : {&f.make, &f.model, &f.frame_no, &f.motor_no, &f.beidou_serial})
      too_long |= t->size() > kMaxText;
    if (r.terminal_no.empty())
      r.error = "设备号为空";
    else if (f.frame_no.empty())
      r.error = "车架号为空";
    else if (too_long)
      r.error = "填写的内容过长（每项不超过64个字符）";
    else if (f.usage_class == 0)
      r.error = "使用性质应为个人、物流或租赁";
    else if (f.beidou_on < 0)
      r.error = "北斗定位应为开启或关闭";
    else if (f.beidou_on == 0 && f.usage_class != 1)
      r.error = "物流、租赁车辆须开启北斗定位";
    else if (!terminals.insert(r.terminal_no).second)
      r.error = "设备号与文件中前面的行重复";
    else if (!frames.insert(f.frame_no).second)
      r.error = "车架号与文件中前面的行重复";
  }
}

}  // namespace chelian::api::gb
