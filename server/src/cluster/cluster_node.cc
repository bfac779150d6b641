// Implementation of the node's part in the cluster.
#include "cluster/cluster_node.h"

#include <spdlog/spdlog.h>

#include "cluster/messages.h"

namespace chelian::cluster {

ClusterNode::ClusterNode(std::unique_ptr<Bus> bus, ClusterOptions options, live::PushHub& hub,
                         TakeCommandsFn take_commands)
    : options_(std::move(options)),
      hub_(hub),
      take_commands_(std::move(take_commands)),
      inbox_("cluster-in", 1, options_.max_queue),
      outbox_("cluster-out", 1, options_.max_queue),
      bus_(std::move(bus)),
      files_(std::make_unique<FileShare>(*bus_,
                                         FileShareOptions{.node_id = options_.node_id, .dirs = options_.file_dirs})) {}

ClusterNode::~ClusterNode() {
  StopReceiving();
  outbox_.Stop();  // what is queued goes out first
  files_.reset();
  bus_.reset();
}

Status ClusterNode::Start() {
  auto hand_over = [this](void (ClusterNode::*handle)(std::string)) {
    return [this, handle](std::string_view, std::string_view payload) {
      if (!inbox_.TryPost([this, handle, text = std::string(payload)]() mutable { (this->*handle)(std::move(text)); }))
        Count(dropped_);
    };
  };
  if (Status s = bus_->Subscribe(std::string(kLivePrefix) + ">", hand_over(&ClusterNode::OnLive)); !s.ok()) return s;
  if (Status s = bus_->Subscribe(std::string(kCommandsSubject), hand_over(&ClusterNode::OnCommands)); !s.ok()) return s;
  if (Status s = bus_->Subscribe(std::string(kSessionsSubject), hand_over(&ClusterNode::OnSessions)); !s.ok()) return s;
  if (Status s = files_->Start(); !s.ok()) return s;
  hub_.SetRelay([this](const live::LiveUpdate& u) { Relay(u); });
  spdlog::info("cluster: node {} on {}", options_.node_id, options_.nats_url);
  return Status::Ok();
}

void ClusterNode::StopReceiving() {
  bus_->Unsubscribe();
  inbox_.Stop();
  files_->Stop();  // answers what it holds (the bus still publishes)
}

void ClusterNode::Relay(const live::LiveUpdate& update) {
  Send(std::string(kLivePrefix) + update.kind, EncodeLive(options_.node_id, update));
}

void ClusterNode::AnnounceCommands(const std::vector<long long>& ids) {
  // Refused: the other nodes load open commands when they start, or when the device connects.
  Send(std::string(kCommandsSubject), EncodeCommands(options_.node_id, ids));
}

void ClusterNode::AnnounceSessionsEnded(const SessionsEnded& ended) {
  // Lost or refused: the other nodes still find the session gone at their next write-back (≤ 1 min).
  Send(std::string(kSessionsSubject), EncodeSessions(options_.node_id, ended));
}

void ClusterNode::Send(std::string subject, std::string payload) {
  bool queued = outbox_.TryPost([this, subject = std::move(subject), payload = std::move(payload)] {
    Count(bus_->Publish(subject, payload) ? sent_ : refused_);
  });
  if (!queued) Count(refused_);
}

void ClusterNode::OnLive(std::string payload) {
  auto m = DecodeLive(payload);
  if (!m || m->node == options_.node_id) return;  // malformed, or our own
  Count(received_);
  if (m->update.kind == "positions" && m->update.device_id)
    if (auto st = StateOfPosition(m->update.json, options_.utc_offset_minutes)) {
      st->attributes_json = m->update.attributes;
      states_.Update(m->update.device_id, std::move(*st));
    }
  hub_.PublishRemote(m->update);
}

void ClusterNode::OnCommands(std::string payload) {
  auto m = DecodeCommands(payload);
  if (!m || m->node == options_.node_id) return;
  Count(received_);
  if (!take_commands_(m->ids)) {
    Count(dropped_);
    spdlog::warn("cluster: command tracker full, {} commands of node {} not taken", m->ids.size(), m->node);
  }
}

void ClusterNode::OnSessions(std::string payload) {
  auto m = DecodeSessions(payload);
  if (!m || m->node == options_.node_id) return;
  Count(received_);
  if (sessions_ended_) sessions_ended_(m->ended);
}

ClusterNode::Stats ClusterNode::stats() const {
  return {sent_.load(std::memory_order_relaxed), received_.load(std::memory_order_relaxed),
          dropped_.load(std::memory_order_relaxed), refused_.load(std::memory_order_relaxed)};
}

}  // namespace chelian::cluster
