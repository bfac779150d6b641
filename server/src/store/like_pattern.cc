// LIKE pattern escaping and the subtree clause.
#include "store/like_pattern.h"

namespace chelian::store {
namespace {

void AppendEscaped(std::string& out, std::string_view text) {
  for (char c : text) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
  }
}

}  // namespace

std::string LikeContains(std::string_view text) {
  std::string out = "%";
  AppendEscaped(out, text);
  return out + "%";
}

std::string LikePrefix(std::string_view prefix) {
  std::string out;
  AppendEscaped(out, prefix);
  return out + "%";
}

std::string SubtreeClause(std::string_view column, const std::vector<std::string>& paths, Params& params) {
  std::string sql = "(";
  for (size_t i = 0; i < paths.size(); ++i) {
    if (i) sql += " OR ";
    sql.append(column).append(" LIKE ? ESCAPE '\\'");
    params.push_back(LikePrefix(paths[i]));
  }
  return sql + ")";
}

}  // namespace chelian::store
