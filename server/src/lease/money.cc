// Yuan text ⇄ fen (money.h).
#include "lease/money.h"

#include <cstdio>

#include "core/strings.h"

namespace chelian::lease {

std::optional<long long> ParseYuan(std::string_view text) {
  std::string_view t = Trim(text);
  long long yuan = 0, fen = 0;
  int digits = 0, decimals = -1;  // -1: before the point
  for (char ch : t) {
    if (ch == ',' && decimals < 0 && digits > 0) continue;
    if (ch == '.' && decimals < 0 && digits > 0) {
      decimals = 0;
      continue;
    }
    if (ch < '0' || ch > '9') return std::nullopt;
    if (decimals < 0) {
      yuan = yuan * 10 + (ch - '0');
      if (++digits > 9) return std::nullopt;
    } else {
      if (++decimals > 2) return std::nullopt;
      fen = fen * 10 + (ch - '0');
    }
  }
  if (digits == 0 || yuan > 100'000'000) return std::nullopt;
  if (decimals == 1) fen *= 10;
  return yuan * 100 + fen;
}

std::string FormatYuan(long long fen) {
  char text[40];
  const char* sign = fen < 0 ? "-" : "";
  long long v = fen < 0 ? -fen : fen;
  std::snprintf(text, sizeof text, "%s%lld.%02lld", sign, v / 100, v % 100);
  return text;
}

}  // namespace chelian::lease
