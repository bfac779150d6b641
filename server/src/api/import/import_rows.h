// 批量导入's rows (docs/import.md): the spreadsheet's columns found by their headers, and the checks
// each row passes — pure functions, the database's answer (terminals taken) passed in.
#pragma once

#include <string>
#include <unordered_set>
#include <vector>

#include "core/status.h"
#include "store/import_repo.h"
#include "xlsx/xlsx_reader.h"

namespace chelian::api::import {

inline constexpr size_t kMaxPlateChars = 20;
inline constexpr size_t kMaxTerminalChars = 20;

// The template's columns, in its order.
inline constexpr const char* kColumns[] = {"车牌号", "SIM卡号", "设备号", "设备类型"};

// The terminal types the server knows (every protocol's, protocol/registry.h), in registry order.
std::vector<std::string> KnownTerminalTypes();

// The rows under the header row (the first non-empty row), columns matched by header text (车牌号,
// SIM卡号, 设备号, 设备类型 and an optional ICCID; "*" and notes in brackets ignored), cells
// trimmed. Errors: InvalidArgument when 设备号 or another template column is missing, or no row.
Result<std::vector<store::ImportRow>> RowsFromSheet(const xlsx::Sheet& sheet);

// Sets every row's error ("" when valid; several reasons joined by "；"): empty fields, a plate
// over 20 characters, a malformed terminal number, SIM (11–13 digits) or ICCID (19–20 letters or
// digits), an unknown terminal type, a terminal number twice in the sheet (leading zeros aside) or
// already taken (`taken`: store::TerminalKey of the numbers a device has).
void ValidateRows(std::vector<store::ImportRow>& rows, const std::vector<std::string>& known_types,
                  const std::unordered_set<std::string>& taken);

// Whether a terminal number is worth looking up (letters and digits, at most 20).
bool WellFormedTerminal(std::string_view t);

}  // namespace chelian::api::import
