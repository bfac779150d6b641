// Implementation of the local copy of another node's file.
#include "api/shared_file.h"

#include <filesystem>

namespace chelian::api {

Status EnsureLocalFile(const ApiServices& s, const std::string& node, std::string_view kind,
                       const std::string& relative, const std::string& local) {
  std::error_code ec;
  if (std::filesystem::exists(local, ec)) return Status::Ok();
  if (node.empty() || !s.fetch_file) return NotFound("文件不存在");
  return s.fetch_file(node, kind, relative);
}

}  // namespace chelian::api
