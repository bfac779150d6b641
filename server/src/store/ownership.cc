// The ownership rule for changes.
#include "store/ownership.h"

namespace chelian::store {

Status CheckCanChange(const Scope& scope, const std::string& owner_path, std::string_view what) {
  if (!owner_path.empty() && scope.Contains(owner_path)) return Status::Ok();
  const std::string& mine = scope.group_path;
  bool above =
      !owner_path.empty() && owner_path.size() < mine.size() && mine.compare(0, owner_path.size(), owner_path) == 0;
  if (above) return PermissionDenied("上级分组的" + std::string(what) + "不能修改");
  return NotFound(std::string(what) + "不存在或无权访问");
}

}  // namespace chelian::store
