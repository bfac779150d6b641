// What the 车辆管理 handlers share: the button ids of §5.3, the acting user for the operation log,
// list parameters ("one per line or comma") and the refusal of a withdrawn data right.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "api/api_call.h"
#include "net/http_types.h"
#include "store/db.h"
#include "store/operation_log_repo.h"

namespace chelian::api::fleet {

inline constexpr long long kButtonAddGroup = 160201;
inline constexpr long long kButtonEditGroup = 160202;
inline constexpr long long kButtonDeleteGroup = 160203;
inline constexpr long long kButtonAddVehicle = 160204;
inline constexpr long long kButtonMoveSelected = 160205;
inline constexpr long long kButtonTransferList = 160206;
inline constexpr long long kButtonCustomDelete = 160207;
inline constexpr long long kButtonMoveRow = 160208;
inline constexpr long long kButtonEditVehicle = 160209;
inline constexpr long long kButtonDeleteVehicle = 160210;
inline constexpr long long kButtonExport = 160211;

inline constexpr size_t kMaxListed = 5000;  // 自定义删除 and 车辆转移: lines per call

// The map icons of a vehicle (v3-console-inventory §4.6), indexed by iconType: 车辆资料's 图标 and
// getVehicleIconType.json.
inline constexpr std::string_view kIconNames[] = {"汽车", "牛",     "狗",     "人", "电动车", "船",   "挖掘机",
                                                  "箭头", "大货车", "大巴车", "羊", "宠物",   "设备", "摩托车"};

store::Actor ActorOf(const ApiCall& call);

// The entries of a list parameter: split at newlines, commas (also full-width ，) and semicolons,
// trimmed, empty ones dropped, duplicates dropped (first kept), in order.
std::vector<std::string> ListedEntries(std::string_view text);

// A refusal when the caller's account lacks 删除车组 (`group`) or 删除车辆 rights; nullopt when held.
std::optional<net::HttpResponse> DeleteRightRefusal(store::Connection& conn, const ApiCall& call, bool group);

// A refusal unless the caller's role holds one of `buttons` (api/rights.h HoldsAnyButton): a call
// two buttons of the page send (转移选中项 moves through transVehicle or singleVehTran).
std::optional<net::HttpResponse> AnyButtonRefusal(store::Connection& conn, const ApiCall& call,
                                                  std::initializer_list<long long> buttons);

// A required integer parameter; nullopt when absent or not a number.
std::optional<long long> IdParam(const ApiCall& call, std::string_view name);

}  // namespace chelian::api::fleet
