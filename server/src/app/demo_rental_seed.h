// Registers the demo rental fleet (sim/demo_rental.h) for `admin demo-rental`: the leasing company
// under the demo agent, its e-bikes with trackers and last states, their contracts, plans and
// payments, in one transaction. Idempotent: nothing happens when the company exists.
#pragma once

#include "core/status.h"
#include "store/db.h"

namespace chelian {

// Returns the number of e-bikes registered (0 when the fleet was there). FailedPrecondition when the
// demo agent is missing (run demo-seed first).
Result<int> SeedDemoRental(store::Database& db, long long now_ms);

}  // namespace chelian
