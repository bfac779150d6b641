// Helpers of the 车辆管理 handlers.
#include "api/fleet/fleet_common.h"

#include <set>

#include "api/api_router.h"
#include "api/envelope.h"
#include "api/rights.h"
#include "core/strings.h"
#include "store/user_rights.h"

namespace chelian::api::fleet {

store::Actor ActorOf(const ApiCall& call) {
  const auto& s = call.session();
  return {s.user_id, s.username, s.group_id};
}

std::vector<std::string> ListedEntries(std::string_view text) {
  std::vector<std::string> out;
  std::set<std::string> seen;
  std::string item;
  auto flush = [&] {
    std::string t(Trim(item));
    item.clear();
    if (!t.empty() && seen.insert(t).second) out.push_back(std::move(t));
  };
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    // The full-width comma (，) and semicolon (；) separate as the ASCII ones do.
    std::string_view rest = text.substr(i);
    if (rest.starts_with("\xEF\xBC\x8C") || rest.starts_with("\xEF\xBC\x9B")) {
      flush();
      i += 2;
    } else if (c == '\n' || c == '\r' || c == ',' || c == ';') {
      flush();
    } else {
      item += c;
    }
  }
  flush();
  return out;
}

std::optional<net::HttpResponse> DeleteRightRefusal(store::Connection& conn, const ApiCall& call, bool group) {
  auto rights = store::LoadUserRights(conn, call.session().user_id);
  if (!rights.ok()) return FromStatus(rights.status());
  if (group && !rights->delete_group) return Fail(kFlagFail, "没有删除车组权限");
  if (!group && !rights->delete_vehicle) return Fail(kFlagFail, "没有删除车辆权限");
  return std::nullopt;
}

std::optional<net::HttpResponse> AnyButtonRefusal(store::Connection& conn, const ApiCall& call,
                                                  std::initializer_list<long long> buttons) {
  auto held = HoldsAnyButton(conn, call.session(), buttons);
  if (!held.ok()) return FromStatus(held.status());
  if (*held) return std::nullopt;
  return Fail(kFlagFail, kMsgNoButton);
}

std::optional<long long> IdParam(const ApiCall& call, std::string_view name) {
  if (!call.IntParamValid(name)) return std::nullopt;
  return call.IntParam(name);
}

}  // namespace chelian::api::fleet
