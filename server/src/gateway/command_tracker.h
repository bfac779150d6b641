// Command delivery and tracking (docs/commands.md). Commands stored as pending by the API are
// sent as soon as their device is connected (or when it connects, until they expire), matched to
// the device's answer, and finished as acknowledged, failed or timed out; every change is written
// to the commands table and pushed to the console over /ws/live ({"type":"commands"}).
// One worker thread owns the state; API and gateway threads only queue events (bounded: when full,
// Submit refuses and answers from devices are dropped and counted — those commands time out).
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <unordered_map>
#include <vector>

#include "core/clock.h"
#include "core/status.h"
#include "domain/command_reply.h"
#include "domain/device_command.h"
#include "gateway/device_channels.h"
#include "live/push_hub.h"
#include "store/command_repo.h"
#include "store/db.h"
#include "store/device_directory.h"

namespace chelian::gateway {

struct CommandTrackerOptions {
  int64_t reply_timeout_ms = 60'000;  // sent without an answer for this long → timed out
  int64_t late_reply_ms = 600'000;    // a finished command still takes a late answer (and photos) this long
  double cut_oil_max_kmh = 20;        // speed-guarded commands wait while the vehicle is faster
  size_t max_queue = 10'000;          // events waiting for the worker
  int utc_offset_minutes = 480;
  int64_t tick_ms = 250;  // timeouts, expiry and speed checks
  // With peers (a cluster): how often the pending commands of the devices connected here are read
  // from the database, so that one whose announcement was missed still goes out (docs/cluster.md).
  int64_t reread_ms = 5'000;
  // With peers: a command still sent this long after its reply timeout belongs to a node that died
  // (its own sweep would have ended it); any node times it out then (docs/cluster.md).
  int64_t abandoned_after_ms = 60'000;
};

// The latest speed the pipeline knows for a device (km/h), or nullopt.
using SpeedFn = std::function<std::optional<double>(long long device_id)>;

class CommandTracker {
 public:
  CommandTracker(store::Database& db, DeviceChannels& channels, live::PushHub& hub, SpeedFn speed,
                 CommandTrackerOptions options, NowFn now);
  ~CommandTracker();

  // Loads the pending and sent commands of the database and starts the worker.
  Status Start();
  // Stops the worker (queued events are handled first). Idempotent.
  void Stop();

  // API threads. Commands `ids` were stored as pending: deliver them (and tell the peers, when
  // set). Errors: Unavailable when the queue is full (the caller marks them refused).
  Status Submit(const std::vector<long long>& ids);
  // Commands another node stored (the cluster): delivered when their device is connected here.
  // Never blocks; false when the queue is full.
  bool Take(const std::vector<long long>& ids);
  // Submit also hands its ids to `peers` (the cluster: every node may hold the device). Open
  // commands then change only from the status this tracker saw (store::CommandChange::from), so
  // whichever node sends a command first owns it. REQUIRES: set before Start.
  void SetPeers(std::function<void(const std::vector<long long>&)> peers) { peers_ = std::move(peers); }
  // Cancels a pending command (waits for the worker). FailedPrecondition when it was already
  // sent or is finished.
  Status Cancel(long long id);

  // True while the device has a connection here, or another node of the cluster reports it online.
  bool Online(long long device_id) const {
    return channels_.Find(device_id) != nullptr || (online_elsewhere_ && online_elsewhere_(device_id));
  }
  // How Online learns of devices connected to other nodes (the cluster). REQUIRES: set before Start.
  void SetOnlineElsewhere(std::function<bool(long long device_id)> fn) { online_elsewhere_ = std::move(fn); }
  std::optional<double> Speed(long long device_id) const { return speed_ ? speed_(device_id) : std::nullopt; }
  double cut_oil_max_kmh() const { return options_.cut_oil_max_kmh; }

  // Gateway threads (never block).
  void OnDeviceOnline(long long device_id);
  void OnReply(const store::DeviceRef& device, CommandReply reply, int64_t now);
  void OnText(const store::DeviceRef& device, std::string text, int64_t now);

  // Blocks until every event queued before the call is handled (tests).
  void Flush();

  struct Stats {
    uint64_t sent = 0, acknowledged = 0, failed = 0, timed_out = 0, expired = 0, dropped = 0;
  };
  Stats stats() const;

 private:
  // A command the worker keeps: pending or sent, or finished within the late-answer window.
  struct Open {
    store::OpenCommandRow row;
    DeviceCommand command;
    bool speed_guard = false;
    bool deferred = false;       // waiting for the vehicle to slow down
    int64_t finished_at = 0;     // 0 while pending or sent
    bool text_answered = false;  // a text answer arrived (JT/T 808 sends it after its 0x0001)
    bool gone = false;           // another node moved it on: forgotten at the next sweep
  };
  struct Event {
    enum class Type { kSubmit, kOnline, kReply, kText, kCancel } type = Type::kSubmit;
    std::vector<long long> ids;  // kSubmit; kCancel: one id
    store::DeviceRef device;     // kReply, kText
    long long device_id = 0;     // kOnline
    CommandReply reply;
    std::string text;
    int64_t time = 0;
    std::shared_ptr<std::promise<Status>> done;  // kCancel
  };
  bool Enqueue(Event e);
  void Run();
  void Handle(Event& e);
  void Load(const std::vector<store::OpenCommandRow>& rows);
  bool Holds(long long device_id, long long command_id) const;
  // With peers: loads the device's open commands this tracker does not hold (stored by a node whose
  // announcement it missed, or sent by a node the device has left; those time out here).
  void CatchUp(long long device_id);
  // With peers: catches up the connected devices that have a pending command this tracker does not
  // hold as pending, and delivers what waits for them.
  void ReRead(int64_t now);
  // With peers: times out the sent commands no node ended (abandoned_after_ms), held here or not.
  void TimeOutAbandoned(int64_t now);
  void Deliver(long long device_id, int64_t now);
  void Answer(const Event& e);
  void Sweep(int64_t now);
  // False (and `o` gone) when the stored command was no longer in `o`'s status.
  bool Finish(Open& o, store::CommandStatus status, const std::string& result, int64_t now);
  bool Save(Open& o, store::CommandChange change);
  void Publish(const Open& o, int64_t now);

  store::Database& db_;
  DeviceChannels& channels_;
  live::PushHub& hub_;
  SpeedFn speed_;
  std::function<void(const std::vector<long long>&)> peers_;
  std::function<bool(long long)> online_elsewhere_;
  CommandTrackerOptions options_;
  NowFn now_;

  mutable std::mutex mu_;
  std::condition_variable cv_, idle_;
  std::deque<Event> queue_;  // GUARDED_BY(mu_)
  bool busy_ = false;        // GUARDED_BY(mu_)
  bool stop_ = false;        // GUARDED_BY(mu_)
  std::thread worker_;
  Stats stats_;  // GUARDED_BY(mu_) (counters are bumped by the worker under mu_)

  // Owned by the worker thread.
  std::unordered_map<long long, std::deque<Open>> by_device_;
};

}  // namespace chelian::gateway
