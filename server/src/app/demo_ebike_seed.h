// `admin demo-seed --ebikes N`: 电动车卫士's demo e-bikes (sim/demo_ebikes.h) in the group
// 电动车卫士体验组 under the demo root, which chelian-sim --ebikes N then rides.
#pragma once

#include "core/status.h"
#include "store/db.h"

namespace chelian {

// Idempotent: the number of bikes created, 0 when the group is present already or count ≤ 0.
// Errors: the demo root missing (run demo-seed first), storage failures.
Result<int> SeedDemoEbikes(store::Database& db, int count, long long now_ms);

}  // namespace chelian
