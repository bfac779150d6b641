// The demo e-bikes' numbering (demo_ebikes.h).
#include "sim/demo_ebikes.h"

#include <cstdio>
#include <iterator>

namespace chelian::sim {
namespace {

constexpr std::string_view kOwners[] = {"王磊", "李娜", "张伟", "刘芳", "陈杰", "杨静", "赵强", "黄敏"};

}  // namespace

DemoEbike DemoEbikeAt(int i) {
  DemoEbike b;
  char buf[32];
  const bool gt06 = i % 4 == 3;
  b.protocol = gt06 ? "gt06" : "jt808";
  if (gt06)
    std::snprintf(buf, sizeof buf, "8685180%08d", 1 + i);
  else
    std::snprintf(buf, sizeof buf, "1390018%04d", 1 + i);
  b.terminal_no = buf;
  std::snprintf(buf, sizeof buf, "电E%04d", 1 + i);
  b.plate = buf;
  b.owner = std::string(kOwners[static_cast<size_t>(i) % std::size(kOwners)]);
  return b;
}

}  // namespace chelian::sim
