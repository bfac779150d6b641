// LIKE pattern escaping.
#include "store/like_pattern.h"

namespace chelian::store {

std::string LikeContains(std::string_view text) {
  std::string out = "%";
  for (char c : text) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
  }
  return out + "%";
}

}  // namespace chelian::store
