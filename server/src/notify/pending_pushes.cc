// The notifier's queue saved and restored (store::SavePendingPushes / TakePendingPushes): what was
// still waiting at stop (alarms not yet sent out, webhook retries not yet due) is saved as JSON and
// queued again at the next start.
#include <spdlog/spdlog.h>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "core/json.h"
#include "core/json_member.h"
#include "notify/alarm_notifier.h"
#include "store/alarm_push_repo.h"

namespace chelian::notify {
namespace {

namespace json = boost::json;

json::object AlarmJson(const AlarmMessage& a) {
  return {{"alarmId", a.alarm_id}, {"assetId", a.asset_id}, {"groupId", a.group_id}, {"groupPath", a.group_path},
          {"plate", a.plate},      {"code", a.code},        {"label", a.label},      {"placeName", a.place_name},
          {"source", a.source},    {"time", a.time_ms},     {"lat", a.lat},          {"lon", a.lon},
          {"speed", a.speed}};
}

AlarmMessage AlarmOf(const json::object& o) {
  AlarmMessage a;
  a.alarm_id = JsonInt(o, "alarmId").value_or(0);
  a.asset_id = JsonInt(o, "assetId").value_or(0);
  a.group_id = JsonInt(o, "groupId").value_or(0);
  a.group_path = JsonString(o, "groupPath").value_or("");
  a.plate = JsonString(o, "plate").value_or("");
  a.code = JsonString(o, "code").value_or("");
  a.label = JsonString(o, "label").value_or("");
  a.place_name = JsonString(o, "placeName").value_or("");
  a.source = static_cast<int>(JsonInt(o, "source").value_or(0));
  a.time_ms = JsonInt(o, "time").value_or(0);
  a.lat = JsonDouble(o, "lat").value_or(0.0);
  a.lon = JsonDouble(o, "lon").value_or(0.0);
  a.speed = JsonDouble(o, "speed").value_or(0.0);
  return a;
}

}  // namespace

void AlarmNotifier::SavePending(std::multimap<long long, Item> queue) {
  std::vector<store::PendingPush> pushes;
  size_t tests = 0;
  for (const auto& [due, item] : queue) {
    if (item.forced) {  // 测试推送: not worth a retry after a restart
      ++tests;
      continue;
    }
    json::object o{{"expand", item.expand ? 1 : 0}};
    if (item.expand) {
      o["alarm"] = AlarmJson(item.alarm);
    } else {
      const Delivery& d = item.delivery;
      json::array to;
      for (const auto& t : d.to) to.emplace_back(t);
      o["delivery"] = json::object{{"channel", static_cast<int>(d.channel)},
                                   {"alarm", AlarmJson(d.alarm)},
                                   {"to", std::move(to)},
                                   {"secret", d.secret},
                                   {"attempt", d.attempt}};
    }
    pushes.push_back({due, WriteJson(o)});
  }
  auto conn = db_.Acquire();
  Status s = store::SavePendingPushes(*conn, pushes, now_());
  if (!s.ok())
    spdlog::error("alarm push: {} waiting pushes lost at stop: {}", queue.size(), s.message());
  else
    spdlog::info("alarm push: {} waiting pushes saved for the next start ({} test messages dropped)", pushes.size(),
                 tests);
}

void AlarmNotifier::LoadPending() {
  Result<std::vector<store::PendingPush>> saved = [&] {
    auto conn = db_.Acquire();
    return store::TakePendingPushes(*conn);
  }();
  if (!saved.ok()) {
    spdlog::error("alarm push: saved pushes not read: {}", saved.status().message());
    return;
  }
  std::vector<std::pair<long long, Item>> items;
  for (const store::PendingPush& p : *saved) {
    bool parsed = false;
    json::value v = ParseJson(p.item, &parsed);
    if (!parsed || !v.is_object()) {
      spdlog::warn("alarm push: unreadable saved push dropped: {}", p.item);
      continue;
    }
    const json::object& o = v.as_object();
    Item item;
    item.expand = JsonInt(o, "expand").value_or(0) != 0;
    if (item.expand) {
      if (const json::value* a = o.if_contains("alarm"); a && a->is_object()) item.alarm = AlarmOf(a->as_object());
    } else if (const json::value* d = o.if_contains("delivery"); d && d->is_object()) {
      const json::object& dj = d->as_object();
      long long channel = JsonInt(dj, "channel").value_or(0);
      if (channel < 0 || channel > static_cast<int>(Channel::kWebhook)) continue;
      item.delivery.channel = static_cast<Channel>(channel);
      if (const json::value* a = dj.if_contains("alarm"); a && a->is_object())
        item.delivery.alarm = AlarmOf(a->as_object());
      if (const json::value* to = dj.if_contains("to"); to && to->is_array())
        for (const auto& t : to->as_array())
          if (t.is_string()) item.delivery.to.emplace_back(t.as_string());
      item.delivery.secret = JsonString(dj, "secret").value_or("");
      item.delivery.attempt = static_cast<int>(JsonInt(dj, "attempt").value_or(0));
    } else {
      continue;
    }
    items.emplace_back(p.due_ms, std::move(item));
  }
  if (items.empty()) return;
  std::lock_guard lock(mu_);
  for (auto& [due, item] : items) queue_.emplace(due, std::move(item));
  spdlog::info("alarm push: {} pushes saved at the last stop queued again", items.size());
}

}  // namespace chelian::notify
