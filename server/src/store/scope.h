// Scope: the group subtree a signed-in user may see. Every repository call that reads or writes
// tenant data takes one, so the subtree rule is enforced in the data layer, not in handlers.
#pragma once

#include <string>

namespace chelian::store {

struct Scope {
  long long group_id = 0;
  std::string group_path;  // e.g. "/1/5/"; the subtree is every path starting with it

  // A scope that sees everything (admin CLI, gateways). Never built from a request.
  static Scope Everything() { return Scope{0, "/"}; }
  // True when a row whose group has materialised path `path` is inside this scope.
  bool Contains(const std::string& path) const { return path.compare(0, group_path.size(), group_path) == 0; }
  // The LIKE pattern selecting the subtree.
  std::string LikePattern() const { return group_path + "%"; }
};

}  // namespace chelian::store
