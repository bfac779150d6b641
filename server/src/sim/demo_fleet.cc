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

namespace {

constexpr DemoWearableGroup kWearableGroups[] = {
    {"", "明德实验小学"},
    {"明德实验小学", "三年级一班"},
    {"明德实验小学", "三年级二班"},
    {"", "萌宠卫士体验组"},
};
constexpr std::string_view kSurnames[] = {"王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴"};
constexpr std::string_view kGivenNames[] = {"子涵", "浩然", "欣怡", "宇轩"};
constexpr std::string_view kPetNames[] = {"豆豆", "旺财", "可乐", "奶茶", "球球"};

}  // namespace

std::span<const DemoWearableGroup> DemoWearableGroups() { return kWearableGroups; }

DemoWearable DemoWearableAt(int i) {
  DemoWearable w;
  char buf[32];
  if (i < kDemoPeople) {
    w.kind = 2;
    w.group = 1 + static_cast<size_t>(i) % 2;
    w.protocol = "watch";
    std::snprintf(buf, sizeof buf, "86120%05d", 1 + i);
    w.name = std::string(kSurnames[i % std::size(kSurnames)]) +
             std::string(kGivenNames[(i / std::size(kSurnames)) % std::size(kGivenNames)]);
  } else {
    int pet = i - kDemoPeople;
    w.kind = 3;
    w.group = 3;
    w.protocol = "h02";
    std::snprintf(buf, sizeof buf, "42300%05d", 1 + pet);
    w.name = std::string(kPetNames[static_cast<size_t>(pet) % std::size(kPetNames)]) + std::to_string(1 + pet);
  }
  w.terminal_no = buf;
  return w;
}

const City& WearableCity() {
  for (const City& c : Cities())
    if (c.name == "深圳") return c;
  return Cities()[0];
}

const City& CityOf(const DemoFleet& fleet) {
  for (const City& c : Cities())
    if (c.name == fleet.city) return c;
  return Cities()[0];
}

}  // namespace chelian::sim
