// Follow levels (关注: 1 高, 2 中, 3 低) with remarks, per user (v3-console-inventory §2.3, §3.5).
#include <boost/json/array.hpp>
#include <boost/json/string.hpp>

#include "api/envelope.h"
#include "api/monitor/monitor_context.h"
#include "core/json.h"
#include "core/strings.h"

namespace chelian::api::monitor {
namespace {

// The preset remarks of the 填写关注备注 dialog; getRemarkList returns them as a JSON string.
const char* const kPresetRemarks[] = {"重点客户", "逾期未还款", "车辆异常", "需要回访", "新装设备", "疑似拆除"};

net::HttpResponse SaveConcern(MonitorContext& ctx, const ApiCall& call) {
  auto vehicle = call.IntParam("vehicleId");
  auto level = call.IntParam("concernLevel");
  if (!vehicle) return Fail(kFlagFail, "缺少车辆");
  if (!level) return Fail(kFlagFail, "请选择关注度");
  std::string remark(Trim(call.ParamOr("remark", "")));
  if (remark.size() > 600) return Fail(kFlagFail, "备注过长");
  auto conn = ctx.services.db.Acquire();
  Status s = store::SaveConcern(*conn, call.session().scope(), call.session().user_id, *vehicle,
                                static_cast<int>(*level), remark, ctx.services.now());
  if (!s.ok()) return FromStatus(s);
  return Ok();
}

net::HttpResponse DeleteConcern(MonitorContext& ctx, const ApiCall& call) {
  auto vehicle = call.IntParam("vehicleId");
  if (!vehicle) return Fail(kFlagFail, "缺少车辆");
  auto conn = ctx.services.db.Acquire();
  Status s = store::DeleteConcern(*conn, call.session().user_id, *vehicle);
  if (!s.ok()) return FromStatus(s);
  return Ok();
}

net::HttpResponse RemarkList(MonitorContext&, const ApiCall&) {
  boost::json::array list;
  for (const char* r : kPresetRemarks) list.emplace_back(r);
  return Ok(boost::json::value(boost::json::string(WriteJson(list))));
}

}  // namespace

void RegisterConcernRoutes(ApiRouter& router, const std::shared_ptr<MonitorContext>& ctx) {
  router.Add("/car/v1/api/concern/saveVehicleConcern", Access::kSession,
             [ctx](ApiCall& c) { return SaveConcern(*ctx, c); });
  router.Add("/car/v1/api/concern/deleteVehicleConcern", Access::kSession,
             [ctx](ApiCall& c) { return DeleteConcern(*ctx, c); });
  router.Add("/car/v1/api/concern/getRemarkList", Access::kSession, [ctx](ApiCall& c) { return RemarkList(*ctx, c); });
}

}  // namespace chelian::api::monitor
