// Amounts of 电动车租赁 are kept in fen; people type and read yuan with at most two decimals.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace chelian::lease {

// "300", "300.5", "300.50", "1,200.00" (thousands commas allowed) → fen; nullopt for anything else,
// negatives, more than two decimals, or more than 100,000,000 yuan.
std::optional<long long> ParseYuan(std::string_view text);

// 30050 → "300.50".
std::string FormatYuan(long long fen);

}  // namespace chelian::lease
