// The one rule for changing a tenant object that a group owns (fences today): only objects owned
// inside the caller's subtree may change. One owned by a group above reaches the caller through
// inheritance or a binding and is read-only for them; any other is, to them, not there.
#pragma once

#include <string>
#include <string_view>

#include "core/status.h"
#include "store/scope.h"

namespace chelian::store {

// OK when `owner_path` (the owning group's materialised path) is inside `scope`;
// PermissionDenied "上级分组的<what>不能修改" when it is an ancestor of the scope's group;
// NotFound "<what>不存在或无权访问" otherwise. `what` is the object's Chinese name ("围栏").
Status CheckCanChange(const Scope& scope, const std::string& owner_path, std::string_view what);

}  // namespace chelian::store
