// 批量导入's rows and their checks.
#include "api/import/import_rows.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>

#include "core/strings.h"
#include "protocol/registry.h"

namespace chelian::api::import {
namespace {

enum Field { kPlate, kSim, kTerminal, kType, kIccid, kFieldCount };

// A header as matched: no spaces or "*", no note in brackets, ASCII letters upper-case.
std::string HeaderKey(std::string_view h) {
  std::string out;
  int depth = 0;
  for (size_t i = 0; i < h.size();) {
    if (h.compare(i, 3, "（") == 0 || h[i] == '(') {
      ++depth;
      i += h[i] == '(' ? 1 : 3;
    } else if (h.compare(i, 3, "）") == 0 || h[i] == ')') {
      depth = std::max(0, depth - 1);
      i += h[i] == ')' ? 1 : 3;
    } else if (h.compare(i, 3, "　") == 0) {
      i += 3;
    } else {
      char c = h[i++];
      if (depth > 0 || c == ' ' || c == '*' || c == '\t') continue;
      out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
  }
  return out;
}

int FieldOf(std::string_view header) {
  static const std::unordered_map<std::string, int> kNames = {
      {"车牌号", kPlate},    {"车牌号码", kPlate},    {"车牌", kPlate},        {"SIM卡号", kSim},
      {"SIM卡", kSim},       {"SIM", kSim},           {"SIM号", kSim},         {"设备号", kTerminal},
      {"终端号", kTerminal}, {"设备编号", kTerminal}, {"终端编号", kTerminal}, {"设备类型", kType},
      {"终端类型", kType},   {"ICCID", kIccid},       {"ICCID号", kIccid},
  };
  auto it = kNames.find(HeaderKey(header));
  return it == kNames.end() ? -1 : it->second;
}

bool AllDigits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}
bool AllAlnum(std::string_view s) {
  return !s.empty() &&
         std::all_of(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)); });
}

size_t Chars(std::string_view s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

}  // namespace

std::vector<std::string> KnownTerminalTypes() {
  std::vector<std::string> out;
  for (const ProtocolInfo& p : Protocols())
    if (p.parts.terminal_types)
      for (const TerminalType& t : p.parts.terminal_types()) out.emplace_back(t.name);
  return out;
}

bool WellFormedTerminal(std::string_view t) { return t.size() <= kMaxTerminalChars && AllAlnum(t); }

Result<std::vector<store::ImportRow>> RowsFromSheet(const xlsx::Sheet& sheet) {
  if (sheet.rows.empty()) return InvalidArgument("表格中没有数据，请按模板填写后上传");
  const xlsx::SheetRow& header = sheet.rows.front();
  int column[kFieldCount];
  std::fill(std::begin(column), std::end(column), -1);
  for (size_t c = 0; c < header.cells.size(); ++c) {
    int f = FieldOf(header.cells[c]);
    if (f >= 0 && column[f] < 0) column[f] = static_cast<int>(c);
  }
  for (int f : {kPlate, kTerminal, kType})
    if (column[f] < 0) return InvalidArgument(std::string("表格缺少“") + kColumns[f] + "”列，请使用模板填写后上传");
  std::vector<store::ImportRow> rows;
  rows.reserve(sheet.rows.size() - 1);
  for (size_t i = 1; i < sheet.rows.size(); ++i) {
    const xlsx::SheetRow& r = sheet.rows[i];
    auto cell = [&](int f) -> std::string {
      int c = column[f];
      if (c < 0 || static_cast<size_t>(c) >= r.cells.size()) return "";
      return std::string(Trim(r.cells[static_cast<size_t>(c)]));
    };
    store::ImportRow row;
    row.row_no = static_cast<int>(std::min<long long>(r.number, 1 << 30));
    row.plate = cell(kPlate);
    row.sim = cell(kSim);
    row.terminal_no = cell(kTerminal);
    row.terminal_type = cell(kType);
    row.iccid = cell(kIccid);
    // A row whose template cells are all empty (a note beside the table) is no vehicle.
    if (row.plate.empty() && row.sim.empty() && row.terminal_no.empty() && row.terminal_type.empty() &&
        row.iccid.empty())
      continue;
    rows.push_back(std::move(row));
  }
  if (rows.empty()) return InvalidArgument("表格中没有数据，请按模板填写后上传");
  return rows;
}

void ValidateRows(std::vector<store::ImportRow>& rows, const std::vector<std::string>& known_types,
                  const std::unordered_set<std::string>& taken) {
  // The first row of each terminal number (leading zeros aside).
  std::unordered_map<std::string, std::vector<const store::ImportRow*>> by_terminal;
  for (const store::ImportRow& r : rows)
    if (WellFormedTerminal(r.terminal_no)) by_terminal[store::TerminalKey(r.terminal_no)].push_back(&r);
  for (store::ImportRow& r : rows) {
    std::vector<std::string> errors;
    if (r.plate.empty())
      errors.push_back("车牌号不能为空");
    else if (Chars(r.plate) > kMaxPlateChars)
      errors.push_back("车牌号不能超过20个字符");
    if (r.terminal_no.empty()) {
      errors.push_back("设备号不能为空");
    } else if (!WellFormedTerminal(r.terminal_no)) {
      errors.push_back("设备号只能包含数字或字母，且不超过20位");
    } else {
      const auto& same = by_terminal[store::TerminalKey(r.terminal_no)];
      if (same.size() > 1) {
        const store::ImportRow* other = same.front() == &r ? same[1] : same.front();
        errors.push_back("设备号与第" + std::to_string(other->row_no) + "行重复");
      }
      if (taken.count(store::TerminalKey(r.terminal_no))) errors.push_back("设备号已存在");
    }
    if (r.terminal_type.empty())
      errors.push_back("设备类型不能为空");
    else if (std::find(known_types.begin(), known_types.end(), r.terminal_type) == known_types.end())
      errors.push_back("设备类型“" + r.terminal_type + "”不存在");
    if (!r.sim.empty() && !(AllDigits(r.sim) && r.sim.size() >= 11 && r.sim.size() <= 13))
      errors.push_back("SIM卡号格式不正确（应为11-13位数字）");
    if (!r.iccid.empty() && !(AllAlnum(r.iccid) && r.iccid.size() >= 19 && r.iccid.size() <= 20))
      errors.push_back("ICCID格式不正确（应为19-20位数字或字母）");
    r.error.clear();
    for (const std::string& e : errors) r.error += (r.error.empty() ? "" : "；") + e;
  }
}

}  // namespace chelian::api::import
