// Reading failures out of device answer texts.
#include "domain/command_reply.h"

#include "core/strings.h"

namespace chelian {

bool LooksFailed(std::string_view text) {
  std::string lower = ToLower(text);
  for (const char* word : {"fail", "error", "invalid", "失败", "错误", "无效"})
    if (lower.find(word) != std::string::npos) return true;
  return false;
}

}  // namespace chelian
