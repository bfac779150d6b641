// libFuzzer target of the vehicle-day pack decoder (scripts/fuzz-brief.sh, D168): "t" + bytes are a
// track blob, "r" + bytes a rest blob for a fixed three-fix track. What decodes must encode and
// decode again to the same fixes.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

#include "store/position_pack.h"

namespace {

using chelian::store::PackedFix;

bool Same(const std::vector<PackedFix>& a, const std::vector<PackedFix>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    const auto &x = a[i].row, &y = b[i].row;
    if (x.fix_time != y.fix_time || std::memcmp(&x.lat, &y.lat, 8) || std::memcmp(&x.lon, &y.lon, 8) ||
        std::memcmp(&x.speed, &y.speed, 8) || std::memcmp(&x.mileage, &y.mileage, 8) || x.course != y.course ||
        x.flags != y.flags || x.battery != y.battery || x.recv_time != y.recv_time || x.altitude != y.altitude ||
        x.satellites != y.satellites || x.alarms != y.alarms || x.attributes != y.attributes ||
        a[i].alarms_null != b[i].alarms_null || a[i].attributes_null != b[i].attributes_null)
      return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  std::string_view bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
  std::vector<PackedFix> fixes;
  if (data[0] == 'r') {
    fixes.resize(3);
    for (int i = 0; i < 3; ++i) fixes[i].row.fix_time = 1'700'000'000'000 + i * 1000;
    if (!chelian::store::DecodePackRest(bytes, fixes).ok()) return 0;
  } else {
    auto track = chelian::store::DecodePackTrack(bytes);
    if (!track.ok()) return 0;
    fixes = std::move(track.value());
  }
  auto pack = chelian::store::EncodePositionPack(fixes);
  auto again = chelian::store::DecodePackTrack(pack.track);
  if (!again.ok() || !chelian::store::DecodePackRest(pack.rest, *again).ok()) __builtin_trap();
  if (!Same(fixes, *again)) __builtin_trap();
  return 0;
}
