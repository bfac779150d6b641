// Implementation of a device connection.
#include "gateway/device_connection.h"

#include <mutex>
#include <utility>

#include <spdlog/spdlog.h>

#include "command/reply.h"
#include "core/hex.h"

namespace chelian::gateway {
namespace {

// Shared between the connection and the pipeline callbacks that may outlive it.
struct Flow {
  std::shared_ptr<net::TcpLink> link;
  std::shared_ptr<std::atomic<long long>> paused_connections;
  std::atomic<int> inflight{0};
  std::atomic<bool> paused{false};
  int limit = 32;

  void Started() {
    if (++inflight >= limit && !paused.exchange(true)) {
      ++*paused_connections;
      link->PauseReading();
    }
  }
  void Finished() {
    if (--inflight <= limit / 2 && paused.exchange(false)) {
      --*paused_connections;
      link->ResumeReading();
    }
  }
};

// The protocol session and the socket, shared by the connection (reading, on its strand) and the
// command tracker (sending, from its thread): the mutex orders their use of the session's serial.
class Wire : public DeviceChannel {
 public:
  Wire(std::unique_ptr<ProtocolSession> session, std::shared_ptr<net::TcpLink> link)
      : session_(std::move(session)), link_(std::move(link)) {}

  std::optional<EncodedCommand> Send(const DeviceCommand& command, uint32_t tag) override {
    std::lock_guard lock(mu_);
    if (closed_) return std::nullopt;
    std::optional<EncodedCommand> encoded = session_->EncodeCommand(command, tag);
    if (!encoded) return std::nullopt;
    link_->Send(std::string(reinterpret_cast<const char*>(encoded->frame.data()), encoded->frame.size()));
    return encoded;
  }

  // Feeds bytes and appends every complete message to `out`.
  void Read(std::string_view data, int64_t now, std::vector<DeviceMessage>& out) {
    std::lock_guard lock(mu_);
    session_->Feed(AsBytes(data));
    while (auto m = session_->Next(now)) out.push_back(std::move(*m));
  }

  std::optional<DeviceMessage> Close(int64_t now) {
    std::lock_guard lock(mu_);
    closed_ = true;
    return session_->Flush(now);
  }

  std::vector<Bytes> Refusal(const DeviceMessage& m) {
    std::lock_guard lock(mu_);
    return session_->Refusal(m);
  }

  std::string device_id() const {
    std::lock_guard lock(mu_);
    return std::string(session_->device_id());
  }

 private:
  mutable std::mutex mu_;
  std::unique_ptr<ProtocolSession> session_;  // GUARDED_BY(mu_)
  std::shared_ptr<net::TcpLink> link_;
  bool closed_ = false;  // GUARDED_BY(mu_)
};

std::string Concat(const std::vector<Bytes>& replies) {
  std::string out;
  for (const auto& r : replies) out.append(reinterpret_cast<const char*>(r.data()), r.size());
  return out;
}

class DeviceConnection : public net::TcpSessionHandler {
 public:
  DeviceConnection(const ProtocolInfo& protocol, GatewayContext& ctx, std::shared_ptr<net::TcpLink> link)
      : protocol_(protocol), ctx_(ctx), wire_(std::make_shared<Wire>(protocol.new_session(), link)),
        flow_(std::make_shared<Flow>()) {
    flow_->link = std::move(link);
    flow_->paused_connections = ctx.paused;
    flow_->limit = std::max(2, ctx.max_inflight_per_connection);
  }

  void OnData(std::string_view data) override {
    int64_t now = ctx_.now();
    // The thread's message buffer, reused: no allocation per read, nothing kept per connection.
    static thread_local std::vector<DeviceMessage> spare;
    std::vector<DeviceMessage> inbox = std::exchange(spare, {});
    wire_->Read(data, now, inbox);
    for (DeviceMessage& m : inbox) Handle(std::move(m), now);
    inbox.clear();
    spare = std::move(inbox);
  }

  void OnClose() override {
    int64_t now = ctx_.now();
    if (auto m = wire_->Close(now)) Handle(std::move(*m), now);
    if (attached_ && ctx_.channels) ctx_.channels->Detach(attached_, wire_.get());
  }

 private:
  void Handle(DeviceMessage m, int64_t now) {
    ++ctx_.frames;
    if (!m.ok()) {
      ++ctx_.errors;
      spdlog::warn("{} {}: bad frame ({}): {}", protocol_.name, flow_->link->remote(), m.error, ToHex(m.frame));
    } else if (!m.warning.empty() && spdlog::should_log(spdlog::level::debug)) {
      spdlog::debug("{} {}: {}: {}", protocol_.name, flow_->link->remote(), m.warning, ToHex(m.frame));
    }
    std::string replies = Concat(m.replies);
    // Freed here, on the thread that allocated them, rather than on a pipeline thread.
    m.replies = {};
    m.frame = {};
    std::string session_device;  // copied only when the frame names no device (GT06 after its login)
    if (m.device_id.empty()) session_device = wire_->device_id();
    const std::string& device_id = m.device_id.empty() ? session_device : m.device_id;
    bool storable = ctx_.store && m.ok() && !m.partial && !device_id.empty();
    if (!storable) return Reply(std::move(replies));
    auto device = ctx_.directory.Resolve(protocol_.name, device_id, flow_->link->remote());
    if (!device.ok()) {
      // Real clients wait for an answer even when the platform does not know them; a refused
      // registration or authentication is answered as such.
      ++ctx_.unknown;
      if (device.status().code() == StatusCode::kNotFound) {
        if (std::vector<Bytes> refusal = wire_->Refusal(m); !refusal.empty()) replies = Concat(refusal);
      }
      return Reply(std::move(replies));
    }
    // With committed acks a message carrying data (fixes, alarms, media) is answered once that is
    // stored; the rest (registration, authentication, heartbeats, command answers) at once, so a
    // terminal is signed in before the commands waiting for it go out.
    bool carries_data = !m.positions.empty() || !m.alarms.empty() || m.media.has_value();
    bool after_commit = ctx_.ack == AckMode::kCommitted && carries_data;
    if (!after_commit) Reply(std::exchange(replies, {}));
    Commands(**device, m, now);
    flow_->Started();
    pipeline::Job job{std::move(device.value()), std::move(m), now, nullptr};
    // After a failed commit the device is not acknowledged: it sends the message again.
    job.done = [flow = flow_, replies = std::move(replies)](const Status& committed) mutable {
      if (committed.ok() && !replies.empty()) flow->link->Send(std::move(replies));
      flow->Finished();
    };
    ctx_.pipeline.Submit(std::move(job));
  }

  // The command side of a message from a known device: attach the channel the first time (the
  // tracker then sends what waits for the device), and pass on answers and texts.
  void Commands(const store::DeviceRef& device, const DeviceMessage& m, int64_t now) {
    if (!ctx_.channels || !ctx_.commands) return;
    if (attached_ != device.device_id && command::ReadyForCommands(m)) {
      if (attached_) ctx_.channels->Detach(attached_, wire_.get());
      attached_ = device.device_id;
      if (ctx_.channels->Attach(device.device_id, wire_)) ctx_.commands->OnDeviceOnline(device.device_id);
    }
    if (auto reply = command::InterpretReply(m, ctx_.utc_offset_minutes)) {
      ctx_.commands->OnReply(device, std::move(*reply), now);
    } else if (std::string text = command::UplinkText(m); !text.empty()) {
      ctx_.commands->OnText(device, std::move(text), now);
    }
  }

  void Reply(std::string bytes) {
    if (!bytes.empty()) flow_->link->Send(std::move(bytes));
  }

  const ProtocolInfo& protocol_;
  GatewayContext& ctx_;
  std::shared_ptr<Wire> wire_;
  std::shared_ptr<Flow> flow_;
  long long attached_ = 0;  // the device whose channel this connection attached (0: none)
};

}  // namespace

std::unique_ptr<net::TcpSessionHandler> NewDeviceConnection(const ProtocolInfo& protocol, GatewayContext& context,
                                                            std::shared_ptr<net::TcpLink> link) {
  return std::make_unique<DeviceConnection>(protocol, context, std::move(link));
}

}  // namespace chelian::gateway
