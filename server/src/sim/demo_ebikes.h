// 电动车卫士's demo e-bikes (docs/elec-car.md), defined once: `admin demo-seed --ebikes N` registers
// them in the demo root's group 电动车卫士体验组 and `chelian-sim --ebikes N` rides them in 深圳 (every
// fourth with a GT06 tracker, the others JT/T 808 with the vendor battery items).
#pragma once

#include <string>
#include <string_view>

namespace chelian::sim {

inline constexpr std::string_view kEbikeGroup = "电动车卫士体验组";

struct DemoEbike {
  std::string protocol;  // "jt808" or "gt06"
  std::string terminal_no;
  std::string plate;
  std::string owner;
};

// The i-th demo e-bike (i from 0).
DemoEbike DemoEbikeAt(int i);

}  // namespace chelian::sim
