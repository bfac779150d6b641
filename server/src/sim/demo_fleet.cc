// The demo fleets and the numbering of their vehicles and terminals.
#include "sim/demo_fleet.h"

#include <cstdio>

namespace chelian::sim {
namespace {

constexpr DemoFleet kFleets[] = {
    {"顺达物流有限公司", "一车队", "粤B", "厢式货车", "深圳"},
    {"顺达物流有限公司", "二车队", "粤B", "重型半挂牵引车", "深圳"},
    {"顺达物流有限公司", "冷链车队", "粤A", "冷藏车", "广州"},
    {"京华城市客运", "1路车队", "京A", "城市公交", "北京"},
    {"京华城市客运", "通勤班车", "京B", "大型客车", "北京"},
    {"沪通租赁服务", "网约车组", "沪C", "小型轿车", "上海"},
};

}  // namespace

std::span<const DemoFleet> DemoFleets() { return kFleets; }

DemoVehicle DemoVehicleAt(int i) {
  DemoVehicle v;
  v.fleet = static_cast<size_t>(i) % std::size(kFleets);
  bool gt06 = i % 5 == 4;
  v.protocol = gt06 ? "gt06" : "jt808";
  char buf[32];
  if (gt06)
    std::snprintf(buf, sizeof buf, "8685120%08d", 30000 + i);
  else
    std::snprintf(buf, sizeof buf, "1380000%04d", 1 + i);
  v.terminal_no = buf;
  std::snprintf(buf, sizeof buf, "%c%04d", 'D' + (i / 10000) % 20, 1000 + i % 9000);
  v.plate = std::string(kFleets[v.fleet].plate_prefix) + buf;
  std::snprintf(buf, sizeof buf, "1440%07d", 2000000 + i);
  v.sim = buf;
  v.long_standby = i % 7 == 6;
  return v;
}

const City& CityOf(const DemoFleet& fleet) {
  for (const City& c : Cities())
    if (c.name == fleet.city) return c;
  return Cities()[0];
}

}  // namespace chelian::sim
