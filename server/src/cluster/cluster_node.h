// This node's part in a cluster (cluster.nats_url; docs/cluster.md): what its live hub publishes
// goes to the other nodes, and what they publish reaches its consoles and its cache of remote
// devices' states; commands stored here are announced so that the node holding the device sends
// them. Messages from the bus are handed to one thread of its own through a bounded queue (the
// bus's threads never wait; order per publishing node is kept), and so are messages to the bus (the
// pipeline never waits for the network); both drop and count when full.
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "cluster/bus.h"
#include "cluster/file_share.h"
#include "cluster/messages.h"
#include "cluster/remote_states.h"
#include "core/work_pool.h"
#include "live/push_hub.h"

namespace chelian::cluster {

struct ClusterOptions {
  std::string nats_url;  // empty: no cluster (the node is never made)
  std::string node_id;
  int utc_offset_minutes = 480;  // of the live updates' local times
  size_t max_queue = 100'000;    // messages waiting for the node's thread, each way
  // The folders whose files other nodes may copy, by kind ("exports", "media"; docs/cluster.md § Files).
  std::map<std::string, std::string, std::less<>> file_dirs;
};

// What the node hands received commands to: the command tracker's Take (never blocks; false when
// its queue is full).
using TakeCommandsFn = std::function<bool(const std::vector<long long>& ids)>;

class ClusterNode {
 public:
  ClusterNode(std::unique_ptr<Bus> bus, ClusterOptions options, live::PushHub& hub, TakeCommandsFn take_commands);
  ~ClusterNode();  // StopReceiving, then closes the bus

  // Subscribes and becomes `hub`'s relay. REQUIRES: before the hub's first Publish.
  Status Start();
  // No message from the bus is handled after it returns (before what it hands to is stopped).
  void StopReceiving();

  // Tells the other nodes of commands stored here (the tracker's peers). Never waits.
  void AnnounceCommands(const std::vector<long long>& ids);
  // Tells the other nodes of sessions ended here (auth::SessionManager's listener). Never waits.
  void AnnounceSessionsEnded(const SessionsEnded& ended);
  // Where sessions other nodes ended go (the session manager's cache). REQUIRES: set before Start.
  void SetSessionsEndedHandler(std::function<void(const SessionsEnded&)> fn) { sessions_ended_ = std::move(fn); }
  // Copies a file `owner` made (`relative` under its folder of `kind`) to the same place here; see
  // FileShare::Fetch. Blocks for the transfer (API threads only).
  Status FetchFile(const std::string& owner, std::string_view kind, const std::string& relative) {
    if (owner == options_.node_id) return NotFound("文件不存在");  // ours, and gone
    return files_->Fetch(owner, kind, relative);
  }
  // The latest state another node published for `device_id`.
  std::optional<pipeline::DeviceState> RemoteState(long long device_id) const { return states_.Get(device_id); }

  struct Stats {
    uint64_t sent = 0, received = 0, dropped = 0, refused = 0;
  };
  Stats stats() const;
  // Messages waiting for the node's threads (from the bus and to it).
  size_t queued() const { return inbox_.queued() + outbox_.queued(); }
  const std::string& node_id() const { return options_.node_id; }

 private:
  void Relay(const live::LiveUpdate& update);
  void Send(std::string subject, std::string payload);
  void OnLive(std::string payload);
  void OnCommands(std::string payload);
  void OnSessions(std::string payload);
  void Count(std::atomic<uint64_t>& counter) { counter.fetch_add(1, std::memory_order_relaxed); }

  ClusterOptions options_;
  live::PushHub& hub_;
  TakeCommandsFn take_commands_;
  std::function<void(const SessionsEnded&)> sessions_ended_;
  RemoteStates states_;
  std::atomic<uint64_t> sent_{0}, received_{0}, dropped_{0}, refused_{0};
  WorkPool inbox_;                    // one thread: order kept
  WorkPool outbox_;                   // one thread: order kept; drained before the bus closes
  std::unique_ptr<Bus> bus_;          // destroyed first (its handlers post to inbox_)
  std::unique_ptr<FileShare> files_;  // made by the constructor; answers once Start subscribes
};

}  // namespace chelian::cluster
