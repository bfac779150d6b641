// Builds the demo tenant.
#include "app/demo_seed.h"

#include <vector>

#include "auth/password.h"
#include "protocol/registry.h"
#include "sim/demo_fleet.h"
#include "store/account_repo.h"
#include "store/asset_repo.h"
#include "store/group_repo.h"
#include "store/user_repo.h"

namespace chelian {
namespace {

constexpr char kRootName[] = "车联演示代理商";

}  // namespace

store::NewDevice DemoDevice(const std::string& terminal_no, const std::string& protocol, const std::string& sim) {
  store::NewDevice device{terminal_no, std::string(DefaultTerminalType(protocol)), protocol, sim};
  device.install_date = "2024-07-09 09:48:01";
  return device;
}

Result<DemoSeedResult> SeedDemo(store::Database& db, int vehicles, long long now) {
  DemoSeedResult result;
  auto conn = db.Acquire();
  const auto everything = store::Scope::Everything();
  if (store::FindGroupByName(*conn, everything, kRootName).ok()) return result;

  auto admin_hash = auth::HashPassword(kDemoAdminPassword);
  auto demo_hash = auth::HashPassword(kDemoFleetPassword);
  if (!admin_hash.ok() || !demo_hash.ok()) return Internal("password hashing failed");

  Status s = store::InTransaction(*conn, [&]() -> Status {
    auto root = store::CreateGroup(*conn, everything, {0, kRootName, "王经理", "13800000000", "演示数据"}, now);
    if (!root.ok()) return root.status();
    ++result.groups;
    std::vector<long long> fleet_ids;
    std::vector<std::string> companies;
    std::vector<long long> company_ids;
    for (const sim::DemoFleet& f : sim::DemoFleets()) {
      long long company_id = 0;
      for (size_t i = 0; i < companies.size(); ++i)
        if (companies[i] == f.company) company_id = company_ids[i];
      if (!company_id) {
        auto c = store::CreateGroup(*conn, everything, {root->id, std::string(f.company)}, now);
        if (!c.ok()) return c.status();
        companies.emplace_back(f.company);
        company_ids.push_back(c->id);
        company_id = c->id;
        ++result.groups;
      }
      auto fleet = store::CreateGroup(*conn, everything, {company_id, std::string(f.name)}, now);
      if (!fleet.ok()) return fleet.status();
      fleet_ids.push_back(fleet->id);
      ++result.groups;
    }
    auto admin = store::CreateUser(*conn, everything, {kDemoAdminUser, *admin_hash, "平台管理员", root->id, 1}, now);
    if (!admin.ok()) return admin.status();
    // The fleet's account is a customer the platform's administrator made (用户管理's tree).
    store::NewAccount fleet_user{kDemoFleetUser, *demo_hash, "", company_ids[0], 2, admin->id};
    fleet_user.name = "顺达调度员";
    fleet_user.corp_name = "顺达物流有限公司";
    fleet_user.phone = "13800000000";
    if (auto u = store::CreateAccount(*conn, everything, fleet_user, now); !u.ok()) return u.status();
    result.users = 2;

    int total = std::max(10, vehicles);
    for (int i = 0; i < total; ++i) {
      sim::DemoVehicle v = sim::DemoVehicleAt(i);
      store::NewAsset asset{fleet_ids[v.fleet], 1, v.plate, v.protocol == "gt06" ? 1 : 0,  // the demo's icons
                            std::string(sim::DemoFleets()[v.fleet].vehicle_type)};
      asset.owner = "演示车主" + std::to_string(i + 1);
      store::NewDevice device = DemoDevice(v.terminal_no, v.protocol, v.sim);
      device.long_standby = v.long_standby ? 1 : 0;
      auto a = store::CreateAssetWithDevice(*conn, everything, asset, device, now);
      if (!a.ok()) return a.status();
      ++result.vehicles;
    }
    return Status::Ok();
  });
  if (!s.ok()) return s;
  result.created = true;
  return result;
}

Result<int> SeedDemoWearables(store::Database& db, int count, long long now) {
  auto conn = db.Acquire();
  const auto everything = store::Scope::Everything();
  const auto groups = sim::DemoWearableGroups();
  if (count <= 0 || store::FindGroupByName(*conn, everything, std::string(groups[0].name)).ok()) return 0;
  auto root = store::FindGroupByName(*conn, everything, kRootName);
  if (!root.ok()) return root.status();
  int created = 0;
  Status s = store::InTransaction(*conn, [&]() -> Status {
    std::vector<long long> ids;
    for (const sim::DemoWearableGroup& g : groups) {
      long long parent = root->id;
      for (size_t i = 0; i < ids.size(); ++i)
        if (groups[i].name == g.parent) parent = ids[i];
      auto group = store::CreateGroup(*conn, everything, {parent, std::string(g.name)}, now);
      if (!group.ok()) return group.status();
      ids.push_back(group->id);
    }
    for (int i = 0; i < count; ++i) {
      sim::DemoWearable w = sim::DemoWearableAt(i);
      store::NewAsset asset{ids[w.group], w.kind, w.name, 0, w.kind == 2 ? "学生" : "宠物"};
      auto a = store::CreateAssetWithDevice(*conn, everything, asset, DemoDevice(w.terminal_no, w.protocol), now);
      if (!a.ok()) return a.status();
      ++created;
    }
    return Status::Ok();
  });
  if (!s.ok()) return s;
  return created;
}

}  // namespace chelian
