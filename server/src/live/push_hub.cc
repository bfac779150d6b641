// Implementation of the live push hub.
#include "live/push_hub.h"

#include <vector>

namespace chelian::live {
namespace {

bool HasPending(const auto& client) {
  for (const auto& [kind, updates] : client.pending)
    if (!updates.empty()) return true;
  return !client.outside.empty();
}

constexpr const char* kPositions = "positions";

}  // namespace

uint64_t PushHub::AddClient(std::shared_ptr<net::WsLink> link, store::Scope scope, std::string session) {
  std::lock_guard lock(mu_);
  uint64_t id = next_id_++;
  clients_[id] = Client{std::move(link), std::move(scope), std::move(session), Subscription{}, {}, {}, 0};
  client_count_ = clients_.size();
  return id;
}

size_t PushHub::CloseEnded(const std::function<bool(const std::string& session)>& ended, const std::string& farewell) {
  std::set<std::string> sessions;  // each asked once, however many tabs use it
  {
    std::lock_guard lock(mu_);
    for (const auto& [id, c] : clients_)
      if (!c.session.empty()) sessions.insert(c.session);
  }
  std::erase_if(sessions, [&](const std::string& s) { return !ended(s); });
  if (sessions.empty()) return 0;
  std::vector<std::shared_ptr<net::WsLink>> closing;
  {
    std::lock_guard lock(mu_);
    std::erase_if(clients_, [&](auto& entry) {
      if (!sessions.count(entry.second.session)) return false;
      closing.push_back(std::move(entry.second.link));
      return true;
    });
    client_count_ = clients_.size();
  }
  for (const auto& link : closing) {
    link->Send(farewell);
    link->Close();
  }
  return closing.size();
}

void PushHub::RemoveClient(uint64_t client) {
  std::lock_guard lock(mu_);
  clients_.erase(client);
  client_count_ = clients_.size();
}

void PushHub::Subscribe(uint64_t client, Subscription subscription) {
  std::lock_guard lock(mu_);
  auto it = clients_.find(client);
  if (it == clients_.end()) return;
  it->second.sub = std::move(subscription);
  // Drop what no longer matches.
  const Subscription& sub = it->second.sub;
  for (auto& [kind, pending] : it->second.pending) {
    if (!sub.kinds.empty() && !sub.kinds.count(kind)) pending.clear();
    if (sub.all || sub.vehicles.empty()) continue;
    std::erase_if(pending, [&](const auto& kv) { return !sub.vehicles.count(kv.second.first); });
  }
  // Positions held back that the new view shows go out with the next flush; those it no longer
  // wants are dropped; the rest keep waiting for the slow round.
  Client& c = it->second;
  auto& positions = c.pending[kPositions];
  std::erase_if(c.outside, [&](auto& kv) {
    LiveUpdate u{kPositions, kv.first, kv.second.group_path, ""};
    u.lat = kv.second.lat;
    u.lon = kv.second.lon;
    if (!Wants(c.scope, sub, u)) return true;
    if (Outside(sub, u)) return false;
    positions.try_emplace(kv.first, kv.first, std::move(kv.second.json));
    return true;
  });
}

bool PushHub::Outside(const Subscription& sub, const LiveUpdate& update) {
  if (!sub.area || update.kind != kPositions || std::isnan(update.lat) || std::isnan(update.lon)) return false;
  return !sub.vehicles.count(update.vehicle_id) && !sub.area->Contains(update.lat, update.lon);
}

bool PushHub::Wants(const store::Scope& scope, const Subscription& sub, const LiveUpdate& update) {
  if (!scope.Contains(update.group_path)) return false;
  if (!sub.kinds.empty() && !sub.kinds.count(update.kind)) return false;
  if (sub.all) return true;
  if (sub.vehicles.count(update.vehicle_id)) return true;
  for (long long g : sub.groups)
    if (update.group_path.find("/" + std::to_string(g) + "/") != std::string::npos) return true;
  return false;
}

void PushHub::SetRelay(std::function<void(const LiveUpdate&)> relay) {
  relay_ = std::move(relay);
  relayed_ = static_cast<bool>(relay_);
}

void PushHub::Publish(const LiveUpdate& update) {
  PublishRemote(update);
  if (relayed_.load(std::memory_order_relaxed)) relay_(update);
}

void PushHub::PublishRemote(const LiveUpdate& update) {
  Text json;  // made once, for the first client that wants the update
  std::lock_guard lock(mu_);
  for (auto& [id, c] : clients_) {
    if (!Wants(c.scope, c.sub, update)) continue;
    if (!json) json = std::make_shared<const std::string>(update.json);
    if (Outside(c.sub, update)) {  // newest wins across both rounds
      c.pending[kPositions].erase(update.vehicle_id);
      c.outside[update.vehicle_id] = {json, update.group_path, update.lat, update.lon};
      continue;
    }
    if (update.kind == kPositions) c.outside.erase(update.vehicle_id);
    c.pending[update.kind][update.key ? update.key : update.vehicle_id] = {update.vehicle_id, json};
  }
}

void PushHub::Flush() {
  std::vector<std::pair<std::shared_ptr<net::WsLink>, std::string>> out;
  {
    std::lock_guard lock(mu_);
    for (auto& [id, c] : clients_) {
      std::vector<std::string> messages;
      if (++c.flushes >= outside_every_ && !c.outside.empty()) {  // the slow round joins this flush
        auto& positions = c.pending[kPositions];
        for (auto& [vehicle, held] : c.outside) positions.try_emplace(vehicle, vehicle, std::move(held.json));
        c.outside.clear();
        c.flushes = 0;
      }
      if (c.link->QueuedBytes() > 0) {  // still sending the last batch: keep coalescing
        if (HasPending(c)) frames_deferred_.Add();
        continue;
      }
      for (auto& [kind, vehicles] : c.pending) {
        if (vehicles.empty()) continue;
        std::string msg = "{\"type\":\"" + kind + "\",\"data\":[";
        bool first = true;
        for (auto& [key, entry] : vehicles) {
          if (!first) msg += ',';
          first = false;
          msg += *entry.second;
        }
        msg += "]}";
        vehicles.clear();
        messages.push_back(std::move(msg));
      }
      if (messages.empty()) continue;
      if (messages.size() == 1) {
        out.emplace_back(c.link, std::move(messages[0]));
        continue;
      }
      std::string batch = R"({"type":"batch","messages":[)";
      for (size_t i = 0; i < messages.size(); ++i) batch += (i ? "," : "") + messages[i];
      batch += "]}";
      out.emplace_back(c.link, std::move(batch));
    }
  }
  frames_sent_.Add(out.size());
  for (auto& [link, msg] : out) link->Send(std::move(msg));
}

}  // namespace chelian::live
