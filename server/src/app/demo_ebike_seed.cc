// The demo e-bikes' registration (demo_ebike_seed.h).
#include "app/demo_ebike_seed.h"

#include "app/demo_seed.h"
#include "sim/demo_ebikes.h"
#include "sim/demo_rental.h"
#include "store/asset_repo.h"
#include "store/ebike_repo.h"
#include "store/group_repo.h"

namespace chelian {

Result<int> SeedDemoEbikes(store::Database& db, int count, long long now) {
  auto conn = db.Acquire();
  const auto everything = store::Scope::Everything();
  if (count <= 0 || store::FindGroupByName(*conn, everything, std::string(sim::kEbikeGroup)).ok()) return 0;
  auto root = store::FindGroupByName(*conn, everything, std::string(sim::kRentalParent));  // the demo root
  if (!root.ok()) return FailedPrecondition("demo agent missing: run admin demo-seed first");
  int created = 0;
  Status s = store::InTransaction(*conn, [&]() -> Status {
    auto group = store::CreateGroup(*conn, everything, {root->id, std::string(sim::kEbikeGroup)}, now);
    if (!group.ok()) return group.status();
    for (int i = 0; i < count; ++i) {
      sim::DemoEbike b = sim::DemoEbikeAt(i);
      store::NewAsset asset{group->id, store::kEbikeKind, b.plate, 0, "电动自行车"};
      asset.owner = b.owner;
      auto a = store::CreateAssetWithDevice(*conn, everything, asset, DemoDevice(b.terminal_no, b.protocol), now);
      if (!a.ok()) return a.status();
      ++created;
    }
    return Status::Ok();
  });
  if (!s.ok()) return s;
  return created;
}

}  // namespace chelian
