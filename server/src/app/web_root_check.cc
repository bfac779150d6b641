// Implementation of the web-root guard.
#include "app/web_root_check.h"

#include <algorithm>
#include <filesystem>

namespace chelian {

namespace fs = std::filesystem;

namespace {
// Absolute, symlinks resolved as far as the path exists, no trailing separator.
fs::path Normal(const std::string& p, std::error_code& ec) {
  fs::path out = fs::weakly_canonical(fs::absolute(p, ec), ec);
  if (!out.has_filename() && out.has_parent_path()) out = out.parent_path();
  return out;
}
}  // namespace

Status CheckDataOutsideWebRoot(const std::string& web_root, const std::vector<std::string>& data_paths) {
  std::error_code ec;
  fs::path root = Normal(web_root, ec);
  if (ec) return Status::Ok();  // no console folder: nothing is served from it
  for (const std::string& p : data_paths) {
    if (p.empty()) continue;
    fs::path data = Normal(p, ec);
    if (ec) continue;
    auto [root_end, data_it] = std::mismatch(root.begin(), root.end(), data.begin(), data.end());
    if (root_end == root.end())
      return InvalidArgument(p + " lies inside web.root (" + web_root +
                             "): keep data outside the folder the console is served from");
  }
  return Status::Ok();
}

}  // namespace chelian
