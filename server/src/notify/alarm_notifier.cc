// Implementation of the alarm push notifier.
#include "notify/alarm_notifier.h"

#include <spdlog/spdlog.h>

#include <boost/json/object.hpp>

#include "core/json.h"
#include "core/thread_name.h"
#include "notify/webhook.h"

namespace chelian::notify {

AlarmNotifier::AlarmNotifier(store::Database& db, NotifierOptions options, SmsFn sms, NowFn now)
    : db_(db), options_(std::move(options)), sms_(std::move(sms)), now_(std::move(now)) {}

AlarmNotifier::~AlarmNotifier() { Stop(); }

void AlarmNotifier::Start() {
  {
    std::lock_guard lock(mu_);
    if (thread_.joinable()) return;
  }
  LoadPending();
  std::lock_guard lock(mu_);
  stop_ = false;
  thread_ = std::thread([this] {
    NameThisThread("alarm-push");
    Run();
  });
}

void AlarmNotifier::Stop() {
  {
    std::lock_guard lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  if (thread_.joinable()) thread_.join();
  std::multimap<long long, Item> waiting;
  {
    std::lock_guard lock(mu_);
    waiting.swap(queue_);
    idle_.notify_all();
  }
  if (!waiting.empty()) SavePending(std::move(waiting));
}

bool AlarmNotifier::Push(Item item, long long due_ms) {
  {
    std::lock_guard lock(mu_);
    if (queue_.size() >= options_.max_queue) {
      ++stats_.dropped;
      return false;
    }
    queue_.emplace(due_ms, std::move(item));
  }
  cv_.notify_one();
  return true;
}

bool AlarmNotifier::Notify(const AlarmMessage& alarm) {
  bool ok = Push(Item{true, alarm, std::nullopt, {}}, 0);
  if (!ok) spdlog::warn("alarm push queue full: alarm {} of {} not pushed", alarm.alarm_id, alarm.plate);
  return ok;
}

bool AlarmNotifier::NotifyTest(long long group_id, const std::string& group_path, const store::PushChannels& channels) {
  AlarmMessage m;
  m.group_id = group_id;
  m.group_path = group_path;
  m.plate = "测试车辆";
  m.code = "test";
  m.label = "测试推送";
  m.source = 2;
  m.time_ms = now_();
  return Push(Item{true, m, channels, {}}, 0);
}

void AlarmNotifier::WaitIdle(long long horizon_ms) {
  std::unique_lock lock(mu_);
  idle_.wait(lock, [&] {
    if (stop_) return true;
    if (busy_) return false;
    return queue_.empty() || queue_.begin()->first > now_() + horizon_ms;
  });
}

NotifierStats AlarmNotifier::stats() const {
  std::lock_guard lock(mu_);
  return stats_;
}

void AlarmNotifier::Run() {
  std::unique_lock lock(mu_);
  while (!stop_) {
    if (queue_.empty()) {
      idle_.notify_all();
      cv_.wait(lock, [&] { return stop_ || !queue_.empty(); });
      continue;
    }
    long long now = now_();
    auto first = queue_.begin();
    if (first->first > now) {
      idle_.notify_all();
      cv_.wait_for(lock, std::chrono::milliseconds(std::min<long long>(first->first - now, 1000)));
      continue;
    }
    Item item = std::move(first->second);
    queue_.erase(first);
    busy_ = true;
    lock.unlock();
    if (item.expand)
      Expand(item);
    else
      Deliver(item.delivery);
    lock.lock();
    busy_ = false;
  }
}

const std::map<std::string, store::PushChannels>& AlarmNotifier::ChannelsOf(const std::string& group_path) {
  long long now = now_();
  auto it = settings_.find(group_path);
  if (it != settings_.end() && now - it->second.loaded_at < options_.settings_ttl_ms) return it->second.channels;
  std::map<std::string, store::PushChannels> channels;
  {
    auto conn = db_.Acquire();
    auto rows = store::LoadPushConfigRows(*conn, store::Scope::Everything(), group_path);
    if (rows.ok())
      channels = ResolvePushChannels(*rows);
    else
      spdlog::warn("push settings of {} not loaded: {}", group_path, rows.status().message());
  }
  if (settings_.size() > 10'000) settings_.clear();
  auto& slot = settings_[group_path];
  slot = {std::move(channels), now};
  return slot.channels;
}

void AlarmNotifier::Expand(Item& item) {
  const AlarmMessage& a = item.alarm;
  store::PushChannels c = item.forced ? *item.forced : ChannelsFor(ChannelsOf(a.group_path), a.code);
  {
    std::lock_guard lock(mu_);
    ++stats_.alarms;
  }
  if (!c.any_remote()) return;
  store::PushTargets targets;
  {
    auto conn = db_.Acquire();
    auto t = store::LoadPushTargets(*conn, store::Scope::Everything(), a.group_path);
    if (!t.ok()) {
      spdlog::warn("push recipients of {} not loaded: {}", a.group_path, t.status().message());
      return;
    }
    targets = std::move(t.value());
  }
  if (c.email && !targets.emails.empty()) Push(Item{false, {}, std::nullopt, {Channel::kEmail, a, targets.emails}}, 0);
  if (c.sms)
    for (const auto& phone : targets.phones) Push(Item{false, {}, std::nullopt, {Channel::kSms, a, {phone}}}, 0);
  if (c.webhook && !targets.webhook_url.empty())
    Push(Item{false, {}, std::nullopt, {Channel::kWebhook, a, {targets.webhook_url}, targets.webhook_secret}}, 0);
}

void AlarmNotifier::Deliver(Delivery& d) {
  ++d.attempt;
  const int offset = options_.utc_offset_minutes;
  std::string target = d.to.empty() ? "" : d.to.front();
  for (size_t i = 1; i < d.to.size(); ++i) target += "," + d.to[i];
  switch (d.channel) {
    case Channel::kEmail: {
      Status s = SendMail(options_.smtp, d.to, "【车联报警】" + d.alarm.plate + " " + d.alarm.label,
                          AlarmText(d.alarm, offset), now_());
      Log(d, s.ok(), target, s.message());
      return;
    }
    case Channel::kSms: {
      Status s = sms_ ? sms_(target, AlarmText(d.alarm, offset), d.alarm.group_id) : FailedPrecondition("短信未配置");
      Log(d, s.ok(), target, s.message());
      return;
    }
    case Channel::kWebhook: {
      HttpOutcome r = PostWebhook(target, d.secret, now_() / 1000, WebhookBody(d.alarm, offset),
                                  options_.webhook_timeout_ms, options_.webhook_allow_private);
      if (r.ok()) return Log(d, true, target, "");
      std::string error = r.error.empty() ? "HTTP " + std::to_string(r.status) : r.error;
      if (d.attempt < options_.webhook_attempts && !r.refused) {
        size_t i = std::min<size_t>(static_cast<size_t>(d.attempt - 1), options_.retry_delays_ms.size() - 1);
        long long due = now_() + (options_.retry_delays_ms.empty() ? 1000 : options_.retry_delays_ms[i]);
        {
          std::lock_guard lock(mu_);
          ++stats_.retried;
        }
        spdlog::info("webhook of alarm {} failed ({}), retry {} of {}", d.alarm.alarm_id, error, d.attempt,
                     options_.webhook_attempts - 1);
        if (!Push(Item{false, {}, std::nullopt, d}, due)) Log(d, false, target, error + "; 队列已满，不再重试");
        return;
      }
      Log(d, false, target, error);
      return;
    }
  }
}

void AlarmNotifier::Log(const Delivery& d, bool ok, const std::string& target, const std::string& error) {
  static constexpr const char* kNames[] = {"email", "sms", "webhook"};
  {
    std::lock_guard lock(mu_);
    ++(ok ? stats_.sent : stats_.failed);
  }
  if (!ok) spdlog::warn("alarm push {} to {} failed: {}", kNames[static_cast<int>(d.channel)], target, error);
  auto conn = db_.Acquire();
  store::PushLogRow row;
  row.alarm_id = d.alarm.alarm_id;
  row.group_id = d.alarm.group_id;
  row.channel = kNames[static_cast<int>(d.channel)];
  row.target = target;
  row.status = ok ? 1 : 2;
  row.attempts = d.attempt;
  row.error = ok ? std::string() : error;
  row.created_at = now_();
  Status s = store::InsertPushLog(*conn, row);
  if (!s.ok()) spdlog::warn("alarm push log not written: {}", s.message());
}

std::string AlarmNotifier::AlarmText(const AlarmMessage& a, int offset) {
  char where[64];
  std::snprintf(where, sizeof where, "%.6f,%.6f", a.lat, a.lon);
  std::string text = "【车联报警】" + a.plate + " " + a.label + "，时间 " + FormatLocalTime(a.time_ms, offset) +
                     "，速度 " + std::to_string(static_cast<int>(a.speed + 0.5)) + "km/h，位置 " + where;
  if (!a.place_name.empty()) text += "，" + a.place_name;
  return text + "。";
}

std::string AlarmNotifier::WebhookBody(const AlarmMessage& a, int offset) {
  boost::json::object o{{"event", a.code == "test" ? "test" : "alarm"},
                        {"alarmId", a.alarm_id},
                        {"vehicleId", a.asset_id},
                        {"groupId", a.group_id},
                        {"plate", a.plate},
                        {"enType", a.code},
                        {"type", a.label},
                        {"source", a.source},
                        {"time", FormatLocalTime(a.time_ms, offset)},
                        {"lat", a.lat},
                        {"lon", a.lon},
                        {"speed", a.speed}};
  if (!a.place_name.empty()) o["pathName"] = a.place_name;
  return WriteJson(o);
}

}  // namespace chelian::notify
