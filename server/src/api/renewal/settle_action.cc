// The settle / withdraw action shared by updateSettleStatus and the 车辆资料 dialog.
#include "api/renewal/settle_action.h"

#include "api/api_router.h"
#include "api/renewal/renewal_common.h"
#include "api/rights.h"
#include "store/settle_repo.h"

namespace chelian::api {

Status ChangeSettlement(store::Connection& conn, const ApiCall& call, long long vehicle_id, bool settle,
                        const std::string& remark, long long now) {
  auto may = settle ? HoldsAnyButton(conn, call.session(), {kButtonSettle, kButtonRiskSettle})
                    : HoldsAnyButton(conn, call.session(), {kButtonSettle, kButtonWithdraw});
  if (!may.ok()) return may.status();
  if (!*may) return PermissionDenied(kMsgNoButton);
  return store::SetSettled(conn, call.session().scope(), renewal::ActorOf(call), vehicle_id, settle, remark, now);
}

}  // namespace chelian::api
