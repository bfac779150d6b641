// Names the calling thread (shown by top -H, perf and gdb; at most 15 characters are kept).
#pragma once

#include <string>

namespace chelian {

void NameThisThread(const std::string& name);

}  // namespace chelian
