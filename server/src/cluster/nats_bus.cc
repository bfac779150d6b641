// The bus over NATS (the C client, libnats): core publish/subscribe, no echo, endless reconnects.
#include <nats/nats.h>
#include <spdlog/spdlog.h>

#include <mutex>
#include <vector>

#include "cluster/bus.h"
#include "core/strings.h"

namespace chelian::cluster {
namespace {

std::string Text(natsStatus s) { return natsStatus_GetText(s); }

class NatsBus final : public Bus {
 public:
  NatsBus(natsOptions* options, natsConnection* connection) : options_(options), nc_(connection) {}
  ~NatsBus() override {
    Unsubscribe();
    natsConnection_Destroy(nc_);  // closes it, flushing what is buffered
    natsOptions_Destroy(options_);
  }

  bool Publish(const std::string& subject, std::string_view payload) override {
    return natsConnection_Publish(nc_, subject.c_str(), payload.data(), static_cast<int>(payload.size())) == NATS_OK;
  }

  Status Subscribe(const std::string& subject, Handler handler) override {
    auto owned = std::make_shared<Handler>(std::move(handler));
    return Add(subject, &NatsBus::OnMessage, owned.get(), owned);
  }

  Status Answer(const std::string& subject, Answerer answer) override {
    auto owned = std::make_shared<Answerer>(std::move(answer));
    return Add(subject, &NatsBus::OnRequest, owned.get(), owned);
  }

  Result<std::string> Request(const std::string& subject, std::string_view payload, int timeout_ms) override {
    natsMsg* reply = nullptr;
    natsStatus s = natsConnection_Request(&reply, nc_, subject.c_str(), payload.data(),
                                          static_cast<int>(payload.size()), timeout_ms);
    if (s != NATS_OK) return Unavailable("NATS request to " + subject + " failed: " + Text(s));
    std::string out(natsMsg_GetData(reply), static_cast<size_t>(natsMsg_GetDataLength(reply)));
    natsMsg_Destroy(reply);
    return out;
  }

  void Unsubscribe() override {
    std::vector<Sub> subs;
    {
      std::lock_guard lock(mu_);
      subs.swap(subs_);
    }
    for (auto& s : subs) {
      natsSubscription_Unsubscribe(s.sub);
      natsSubscription_Destroy(s.sub);  // waits for a handler that is running
    }
  }

 private:
  struct Sub {
    natsSubscription* sub;
    std::shared_ptr<void> closure;  // the Handler or Answerer the callback is given
  };
  Status Add(const std::string& subject, natsMsgHandler callback, void* closure, std::shared_ptr<void> owned) {
    natsSubscription* sub = nullptr;
    natsStatus s = natsConnection_Subscribe(&sub, nc_, subject.c_str(), callback, closure);
    if (s != NATS_OK) return Unavailable("NATS subscription to " + subject + " failed: " + Text(s));
    // What waits in the client for the handler: far more than a node hands over per second.
    natsSubscription_SetPendingLimits(sub, 1'000'000, 256 * 1024 * 1024);
    std::lock_guard lock(mu_);
    subs_.push_back({sub, std::move(owned)});
    return Status::Ok();
  }
  static std::string_view Data(natsMsg* msg) {
    return {natsMsg_GetData(msg), static_cast<size_t>(natsMsg_GetDataLength(msg))};
  }
  static void OnMessage(natsConnection*, natsSubscription*, natsMsg* msg, void* closure) {
    (*static_cast<Handler*>(closure))(natsMsg_GetSubject(msg), Data(msg));
    natsMsg_Destroy(msg);
  }
  static void OnRequest(natsConnection*, natsSubscription*, natsMsg* msg, void* closure) {
    const char* reply = natsMsg_GetReply(msg);
    if (reply) (*static_cast<Answerer*>(closure))(Data(msg), reply);
    natsMsg_Destroy(msg);
  }

  natsOptions* options_;
  natsConnection* nc_;
  std::mutex mu_;
  std::vector<Sub> subs_;  // GUARDED_BY(mu_)
};

void OnDisconnected(natsConnection* nc, void*) {
  if (!natsConnection_IsClosed(nc)) spdlog::warn("cluster: NATS connection lost, reconnecting");
}
void OnReconnected(natsConnection*, void*) { spdlog::info("cluster: NATS connection restored"); }

}  // namespace

Result<std::unique_ptr<Bus>> ConnectNats(const std::string& urls, const std::string& name) {
  std::vector<std::string> servers;
  for (auto part : Split(urls, ','))
    if (auto url = Trim(part); !url.empty()) servers.emplace_back(url);
  if (servers.empty()) return InvalidArgument("cluster.nats_url is empty");
  std::vector<const char*> list;
  for (const auto& s : servers) list.push_back(s.c_str());
  natsOptions* options = nullptr;
  natsStatus s = natsOptions_Create(&options);
  if (s == NATS_OK) s = natsOptions_SetServers(options, list.data(), static_cast<int>(list.size()));
  if (s == NATS_OK) s = natsOptions_SetName(options, name.c_str());
  if (s == NATS_OK) s = natsOptions_SetNoEcho(options, true);
  if (s == NATS_OK) s = natsOptions_SetMaxReconnect(options, -1);
  if (s == NATS_OK) s = natsOptions_SetReconnectWait(options, 500);
  if (s == NATS_OK) s = natsOptions_SetRetryOnFailedConnect(options, true, nullptr, nullptr);
  if (s == NATS_OK) s = natsOptions_SetDisconnectedCB(options, OnDisconnected, nullptr);
  if (s == NATS_OK) s = natsOptions_SetReconnectedCB(options, OnReconnected, nullptr);
  if (s != NATS_OK) {
    natsOptions_Destroy(options);
    return InvalidArgument("cluster.nats_url '" + urls + "': " + Text(s));
  }
  natsConnection* nc = nullptr;
  s = natsConnection_Connect(&nc, options);
  if (s == NATS_NOT_YET_CONNECTED) {
    spdlog::warn("cluster: NATS at {} not reachable yet; retrying in the background", urls);
  } else if (s != NATS_OK) {
    natsOptions_Destroy(options);
    return Unavailable("cluster: cannot connect to NATS at " + urls + ": " + Text(s));
  }
  return std::unique_ptr<Bus>(new NatsBus(options, nc));
}

}  // namespace chelian::cluster
