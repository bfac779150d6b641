// Live push to console clients: the pipeline publishes per-vehicle updates; each WebSocket client
// receives those its user may see (group subtree) and has subscribed to, coalesced per vehicle
// (newest wins) and flushed at most every `flush_interval_ms` (default 250 ms → ≤ 4 per second),
// and only when the client has nothing left unsent: one frame per flush, a "batch" of messages
// when several types are pending. A client that gives its map's area gets the positions outside it
// only every `outside_every` flushes (newest per vehicle), so its traffic follows its view. Thread-safe.
#pragma once

#include <atomic>
#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>

#include "core/metrics.h"
#include "net/websocket.h"
#include "store/scope.h"

namespace chelian::live {

struct LiveUpdate {
  std::string kind = "positions";  // message type the update belongs to ("positions", "alarms", …)
  long long vehicle_id = 0;
  std::string group_path;       // materialised path of the vehicle's group
  std::string json;             // one JSON object describing the vehicle's new state
  long long key = 0;            // what coalesces (newest wins): 0 = the vehicle; alarms and commands use their id
  long long device_id = 0;      // positions: the device that reported (other nodes' latest-state caches)
  std::string attributes;       // positions: the device's latest attributes, JSON object text (the same)
  double lat = NAN, lon = NAN;  // positions: where the vehicle is (WGS-84), for subscriptions by area
};

// A rectangle of WGS-84 degrees (west < east; the console's map never spans the antimeridian).
struct Area {
  double west = 0, south = 0, east = 0, north = 0;
  bool Contains(double lat, double lon) const { return lat >= south && lat <= north && lon >= west && lon <= east; }
};

struct Subscription {
  bool all = true;               // everything in the user's scope
  std::set<long long> vehicles;  // or these vehicles
  std::set<long long> groups;    // or vehicles under these groups
  std::set<std::string> kinds;   // only these message types (empty: every type)
  // The map's area: positions outside it (of vehicles not listed in `vehicles`) are sent only
  // every `outside_every` flushes. Without an area every position is sent at once.
  std::optional<Area> area;
};

class PushHub {
 public:
  // `session` is the client's sign-in token (CloseEnded checks it).
  uint64_t AddClient(std::shared_ptr<net::WsLink> link, store::Scope scope, std::string session = "");
  void RemoveClient(uint64_t client);
  void Subscribe(uint64_t client, Subscription subscription);

  // Sends `farewell` to each client whose session `ended` says is over (signed out, expired) and
  // closes its connection. `ended` runs once per session, without the hub's lock (it may read the
  // database). Returns how many were closed.
  size_t CloseEnded(const std::function<bool(const std::string& session)>& ended, const std::string& farewell);

  // Records `update` for every client that may see it and wants it, and hands it to the relay when
  // one is set. O(number of clients).
  void Publish(const LiveUpdate& update);
  // What another node published (the cluster): recorded for this node's clients, never relayed.
  void PublishRemote(const LiveUpdate& update);

  // Every local Publish also goes to `relay` (the cluster; docs/cluster.md), on the publisher's
  // thread: it must not block. REQUIRES: set before the first Publish, once.
  void SetRelay(std::function<void(const LiveUpdate&)> relay);
  // True when a Publish reaches anyone (a client here, or the relay): producers skip building
  // updates otherwise. Lock-free.
  bool Wanted() const { return client_count() > 0 || relayed_.load(std::memory_order_relaxed); }

  // Sends each client its pending updates as {"type":kind,"data":[…]} when its link is idle — or,
  // when several kinds are pending, one {"type":"batch","messages":[…]} of those. Called by a timer
  // every flush interval.
  void Flush();

  // Lock-free; producers skip building updates nobody can receive.
  size_t client_count() const { return client_count_.load(std::memory_order_relaxed); }
  // Frames handed to clients' connections by Flush, and flushes that found a client still sending
  // its previous frame (its updates wait, coalesced) — metrics, docs/metrics.md.
  const metrics::Counter& frames_sent() const { return frames_sent_; }
  const metrics::Counter& frames_deferred() const { return frames_deferred_; }

  // True when `update` passes `scope` and `sub` (pure; exposed for tests).
  static bool Wants(const store::Scope& scope, const Subscription& sub, const LiveUpdate& update);
  // True when a wanted `update` waits for the slow round: a position outside the subscribed area.
  static bool Outside(const Subscription& sub, const LiveUpdate& update);

  // Flushes between two sends of the positions outside a client's area (default 240: 60 s at 250 ms).
  void set_outside_every(int flushes) { outside_every_ = flushes < 1 ? 1 : flushes; }

 private:
  using Text = std::shared_ptr<const std::string>;
  struct Client {
    std::shared_ptr<net::WsLink> link;
    store::Scope scope;
    std::string session;
    Subscription sub;
    // kind → key (the vehicle, or the update's own key) → (vehicle, newest JSON); bounded by what
    // the user can see.
    // The JSON is shared by every client it is pending for (one copy per update, not per client).
    std::unordered_map<std::string, std::unordered_map<long long, std::pair<long long, Text>>> pending;
    // Positions outside the area: vehicle → newest (JSON, lat, lon), sent every `outside_every_` flushes.
    struct Held {
      Text json;
      std::string group_path;
      double lat, lon;
    };
    std::unordered_map<long long, Held> outside;
    int flushes = 0;  // since the outside positions were last sent
  };
  mutable std::mutex mu_;
  uint64_t next_id_ = 1;                          // GUARDED_BY(mu_)
  std::unordered_map<uint64_t, Client> clients_;  // GUARDED_BY(mu_)
  std::atomic<size_t> client_count_{0};
  std::function<void(const LiveUpdate&)> relay_;  // set once before any Publish
  std::atomic<bool> relayed_{false};
  int outside_every_ = 240;  // GUARDED_BY(mu_)
  metrics::Counter frames_sent_, frames_deferred_;
};

}  // namespace chelian::live
