// Implementation of the assistant's text helpers.
#include "assistant/text_match.h"

#include <algorithm>
#include <cctype>

namespace chelian::assistant {
namespace {

size_t Utf8Length(unsigned char lead) {
  if (lead < 0x80) return 1;
  if ((lead >> 5) == 0x6) return 2;
  if ((lead >> 4) == 0xE) return 3;
  if ((lead >> 3) == 0x1E) return 4;
  return 1;
}

// Chinese and ASCII punctuation that carries no meaning for matching.
bool IsPunctuation(const std::string& ch) {
  static const char* kMarks[] = {"，", "。", "？", "！", "、", "：", "；", "“", "”",
                                 "‘",  "’",  "（", "）", "《", "》", "…",  "　"};
  if (ch.size() == 1) {
    unsigned char c = static_cast<unsigned char>(ch[0]);
    return std::isspace(c) || std::ispunct(c);
  }
  return std::any_of(std::begin(kMarks), std::end(kMarks), [&](const char* m) { return ch == m; });
}

}  // namespace

std::vector<std::string> SplitCharacters(std::string_view text) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i < text.size()) {
    size_t n = Utf8Length(static_cast<unsigned char>(text[i]));
    bool valid = i + n <= text.size();
    for (size_t k = 1; valid && k < n; ++k) valid = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
    if (!valid) n = 1;
    out.emplace_back(text.substr(i, n));
    i += n;
  }
  return out;
}

std::string NormalizeForMatch(std::string_view text) {
  std::string out;
  for (auto& ch : SplitCharacters(text)) {
    if (IsPunctuation(ch)) continue;
    if (ch.size() == 1) ch[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(ch[0])));
    out += ch;
  }
  return out;
}

}  // namespace chelian::assistant
