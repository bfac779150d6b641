// Pushes new alarms out of the console: e-mail (SMTP), SMS (the configured provider adapter) and
// webhook POSTs (signed, retried), as each group's push settings say (push_settings.h). Console
// popup and voice are the browser's part (the live WebSocket). Runs on its own thread behind a
// bounded queue: Notify never blocks the pipeline; when the queue is full the alarm is not pushed
// (counted in stats().dropped and logged). Every delivery's outcome is a row of alarm_push_log.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "core/clock.h"
#include "core/status.h"
#include "notify/push_settings.h"
#include "notify/smtp_mailer.h"
#include "store/alarm_push_repo.h"
#include "store/db.h"

namespace chelian::notify {

struct AlarmMessage {
  long long alarm_id = 0, asset_id = 0, group_id = 0;
  std::string group_path, plate, code, label, place_name;
  int source = 1;
  long long time_ms = 0;
  double lat = 0, lon = 0, speed = 0;
};

struct NotifierOptions {
  size_t max_queue = 10'000;                                   // alarms and deliveries waiting at most
  int webhook_attempts = 4;                                    // the first try and three retries …
  std::vector<int> retry_delays_ms = {2'000, 10'000, 60'000};  // … after these pauses
  int webhook_timeout_ms = 5'000;
  // notify.webhook_allow_private: webhooks may reach loopback, private, link-local … addresses
  // (webhook_address.h). Off: such a delivery fails at once, logged with the address, no retry.
  bool webhook_allow_private = false;
  SmtpOptions smtp;
  int utc_offset_minutes = 480;
  long long settings_ttl_ms = 30'000;  // how long a group's push settings are cached
};

// Sends one SMS (phone, text, group for the outbox). Thread-safe.
using SmsFn = std::function<Status(const std::string& phone, const std::string& text, long long group_id)>;

struct NotifierStats {
  uint64_t alarms = 0, sent = 0, failed = 0, retried = 0, dropped = 0;
};

class AlarmNotifier {
 public:
  AlarmNotifier(store::Database& db, NotifierOptions options, SmsFn sms, NowFn now);
  ~AlarmNotifier();  // Stop()

  // Starts the thread, after queuing again what a previous run saved at its stop.
  void Start();
  // Stops the thread; alarms and deliveries still waiting (webhook retries not yet due) are saved
  // (store::SavePendingPushes) for the next start. Test messages are not kept.
  void Stop();

  // Queues the pushes of a new alarm. Thread-safe, never blocks; false when the queue is full.
  bool Notify(const AlarmMessage& alarm);
  // Queues a test message through the given channels of the group (推送设置 › 测试推送).
  bool NotifyTest(long long group_id, const std::string& group_path, const store::PushChannels& channels);

  // Blocks until nothing is queued and no retry is due within `horizon_ms` (tests).
  void WaitIdle(long long horizon_ms = 0);
  NotifierStats stats() const;

  // The text of e-mails and SMS for an alarm (local time at `utc_offset_minutes`).
  static std::string AlarmText(const AlarmMessage& a, int utc_offset_minutes);
  // The webhook body.
  static std::string WebhookBody(const AlarmMessage& a, int utc_offset_minutes);

 private:
  enum class Channel { kEmail, kSms, kWebhook };
  struct Delivery {
    Channel channel;
    AlarmMessage alarm;
    std::vector<std::string> to;  // addresses (one message), or one phone / URL
    std::string secret;
    int attempt = 0;
  };
  struct Item {
    bool expand = true;  // an alarm to expand into deliveries (else `delivery`)
    AlarmMessage alarm;
    std::optional<store::PushChannels> forced;  // test messages: these channels
    Delivery delivery;
  };

  void Run();
  void Expand(Item& item);
  void Deliver(Delivery& d);
  void Log(const Delivery& d, bool ok, const std::string& target, const std::string& error);
  const std::map<std::string, store::PushChannels>& ChannelsOf(const std::string& group_path);
  bool Push(Item item, long long due_ms);  // REQUIRES: mu_ not held
  // pending_pushes.cc: the queue to and from the saved pushes (store/alarm_push_repo.h).
  void SavePending(std::multimap<long long, Item> queue);
  void LoadPending();

  store::Database& db_;
  NotifierOptions options_;
  SmsFn sms_;
  NowFn now_;
  mutable std::mutex mu_;
  std::condition_variable cv_, idle_;
  std::multimap<long long, Item> queue_;  // GUARDED_BY(mu_) by due time
  bool busy_ = false;                     // GUARDED_BY(mu_)
  bool stop_ = false;                     // GUARDED_BY(mu_)
  NotifierStats stats_;                   // GUARDED_BY(mu_)
  std::thread thread_;
  struct Cached {
    std::map<std::string, store::PushChannels> channels;
    long long loaded_at = 0;
  };
  std::unordered_map<std::string, Cached> settings_;  // owned by the worker thread, by group path
};

}  // namespace chelian::notify
