// Implementation of a device connection.
#include "gateway/device_connection.h"

#include <spdlog/spdlog.h>

#include <chrono>
#include <mutex>
#include <utility>

#include "core/hex.h"

namespace chelian::gateway {
namespace {

double SecondsSince(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

// Shared between the connection and the pipeline callbacks that may outlive it.
struct Flow {
  std::shared_ptr<net::TcpLink> link;
  std::shared_ptr<std::atomic<long long>> paused_connections;
  std::shared_ptr<metrics::Histogram> ack_latency;
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

  // The socket closed: no more commands; a buffered rest may still be read as a frame.
  std::optional<DeviceMessage> Finish(int64_t now) {
    std::lock_guard lock(mu_);
    closed_ = true;
    return session_->Flush(now);
  }

  void Close() override { link_->Close(); }

  SignIn SignInOf(const DeviceMessage& m) const {
    std::lock_guard lock(mu_);
    return session_->SignInOf(m);
  }

  // The gateway's answer instead of the decoder's (an empty string when the protocol has none).
  std::string Answer(const DeviceMessage& m, Verdict verdict, std::string_view auth_code = {}) {
    std::vector<Bytes> frames;
    {
      std::lock_guard lock(mu_);
      frames = session_->Answer(m, verdict, auth_code);
    }
    std::string out;
    for (const auto& f : frames) out.append(reinterpret_cast<const char*>(f.data()), f.size());
    return out;
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
      : protocol_(protocol),
        terminal_type_(DefaultTerminalType(protocol.name)),
        ctx_(ctx),
        wire_(std::make_shared<Wire>(protocol.NewSession(CheckCodes::kEnforce), link)),
        flow_(std::make_shared<Flow>()) {
    flow_->link = std::move(link);
    flow_->paused_connections = ctx.paused;
    flow_->ack_latency = ctx.ack_latency;
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
    if (auto m = wire_->Finish(now)) Handle(std::move(*m), now);
    if (attached_ && ctx_.channels) ctx_.channels->Detach(attached_, wire_.get());
  }

 private:
  static constexpr int kMaxAuthFailures = 5;                // then the connection is closed (require)
  static constexpr size_t kMaxTerminalsPerConnection = 64;  // authenticated on one connection (a relay)

  void Handle(DeviceMessage m, int64_t now) {
    if (closing_) return;
    ++ctx_.frames;
    close_after_reply_ = m.close_after_replies;
    const SignIn sign_in = wire_->SignInOf(m);
    if ((sign_in == SignIn::kRegister || sign_in == SignIn::kAuthenticate || sign_in == SignIn::kLogin) &&
        ctx_.logins && !ctx_.logins->Allow(flow_->link->remote(), now))
      return LoginsOverLimit(now);
    if (!m.ok()) {
      if (m.bad_check) {
        ++ctx_.bad_check;  // counted in the status line; a line per frame only when debugging
        if (spdlog::should_log(spdlog::level::debug))
          spdlog::debug("{} {}: check code mismatch, dropped: {}", protocol_.name, flow_->link->remote(),
                        ToHex(m.frame));
      } else {
        ++ctx_.errors;
        spdlog::warn("{} {}: bad frame ({}): {}", protocol_.name, flow_->link->remote(), m.error, ToHex(m.frame));
      }
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
    bool storable = ctx_.store && m.ok() && !device_id.empty();
    if (!storable) return Reply(std::move(replies));
    const bool gated = ctx_.auth != AuthMode::kOff && protocol_.parts.authenticates && ctx_.device_auth;
    if (m.partial) {
      // A package of a message in parts: under require an unauthenticated terminal's packages are
      // refused like its messages (they are not resolved one by one).
      if (gated && ctx_.auth == AuthMode::kRequire && !Authenticated(store::DeviceDirectory::Normalize(device_id))) {
        ++ctx_.refused;
        return Reply(wire_->Answer(m, Verdict::kRefused));
      }
      return Reply(std::move(replies));
    }
    auto device = ctx_.directory.Resolve(protocol_.name, device_id, flow_->link->remote(), terminal_type_);
    if (!device.ok()) {
      // Real clients wait for an answer even when the platform does not know them; a refused
      // registration or authentication is answered as such.
      ++ctx_.unknown;
      if (device.status().code() == StatusCode::kNotFound) {
        if (sign_in == SignIn::kRegister) replies = wire_->Answer(m, Verdict::kNoSuchTerminal);
        if (sign_in == SignIn::kAuthenticate) replies = wire_->Answer(m, Verdict::kRefused);
        if (std::string refused = wire_->Answer(m, Verdict::kUnknownDevice); !refused.empty())
          replies = std::move(refused);
      }
      return Reply(std::move(replies));
    }
    if (protocol_.parts.own_devices_only && (*device)->protocol != protocol_.name) {
      ++ctx_.unknown;
      Notice(**device, "protocol", now,
             "is registered under protocol " + (*device)->protocol + ": refused on this port (D101)");
      return Reply(wire_->Answer(m, Verdict::kUnknownDevice));
    }
    if (gated && !Identify(**device, m, sign_in, now, replies)) return Reply(std::move(replies));
    // With committed acks a message carrying data (fixes, alarms, media) is answered once that is
    // stored; the rest (registration, authentication, heartbeats, command answers) at once, so a
    // terminal is signed in before the commands waiting for it go out.
    bool carries_data = !m.positions.empty() || !m.alarms.empty() || m.media.has_value();
    bool after_commit = ctx_.ack == AckMode::kCommitted && carries_data;
    const auto received = std::chrono::steady_clock::now();
    if (!m.positions.empty()) ctx_.positions_received.Add(m.positions.size());
    if (!after_commit) {
      if (carries_data && !replies.empty()) flow_->ack_latency->Observe(SecondsSince(received));
      Reply(std::exchange(replies, {}));
    }
    Commands(**device, m, sign_in, now);
    flow_->Started();
    pipeline::Job job{std::move(device.value()), std::move(m), now, nullptr};
    // After a failed commit the device is not acknowledged: it sends the message again.
    job.done = [flow = flow_, replies = std::move(replies), received,
                close = after_commit && close_after_reply_](const Status& committed) mutable {
      if (committed.ok() && !replies.empty()) {
        flow->link->Send(std::move(replies));
        flow->ack_latency->Observe(SecondsSince(received));
      }
      if (close) flow->link->Close();
      flow->Finished();
    };
    ctx_.pipeline.Submit(std::move(job));
  }

  // JT/T 808 authentication (warn, require) of a message from the known `device`. Registrations get
  // a new code (or "registered already"), authentications are checked, other messages pass when
  // the terminal authenticated on this connection — else, under require, they are refused.
  // Rewrites `replies` where the answer changes; false when the message goes no further.
  bool Identify(const store::DeviceRef& device, const DeviceMessage& m, SignIn sign_in, int64_t now,
                std::string& replies) {
    const bool require = ctx_.auth == AuthMode::kRequire;
    switch (sign_in) {
      case SignIn::kRegister: {
        auto issued = ctx_.device_auth->Register(device.device_id);
        if (!issued.ok()) {
          spdlog::error("{} {}: registration of terminal {} not answered: {}", protocol_.name, flow_->link->remote(),
                        device.terminal_no, issued.status().message());
          replies.clear();  // the terminal registers again
          return false;
        }
        if (*issued) {
          replies = wire_->Answer(m, Verdict::kRegistered, **issued);
          return true;
        }
        // It proved its code already: registered (终端已被注册) until an administrator resets it.
        // warn refuses nothing: the decoder's answer (a code that does not authenticate) stands.
        Notice(device, "taken", now,
               require ? "registers again after proving its code: answered 0x8100 result 3 (终端已被注册) until an "
                         "administrator resets its authentication"
                       : "registers again after proving its code: its code is kept (gateway.jt808_auth = require "
                         "answers 0x8100 result 3 until an administrator resets it)");
        if (!require) return true;
        replies = wire_->Answer(m, Verdict::kTerminalTaken);
        return false;
      }
      case SignIn::kAuthenticate: {
        auto ok =
            ctx_.device_auth->Verify(device.device_id, m.attributes.GetString(AttrKey::kAuthCode).value_or(""), now);
        if (!ok.ok())
          spdlog::error("{} {}: authentication of terminal {} not checked: {}", protocol_.name, flow_->link->remote(),
                        device.terminal_no, ok.status().message());
        if (ok.ok() && *ok) {
          Authenticate(device, m);
          return true;
        }
        ++ctx_.auth_failures;
        if (!require) {
          Notice(device, "code", now,
                 "authenticated with a wrong code: answered with success (gateway.jt808_auth = warn), the connection "
                 "stays unauthenticated");
          return true;
        }
        Notice(device, "code", now, "authenticated with a wrong code: refused");
        replies = wire_->Answer(m, Verdict::kRefused);
        if (++auth_failures_ >= kMaxAuthFailures) {
          Reply(std::exchange(replies, {}));
          Close();
        }
        return false;
      }
      case SignIn::kDeregister:
      case SignIn::kLogin:
        return true;
      case SignIn::kNone:
        break;
    }
    if (Authenticated(device.device_id)) return true;
    if (!counted_unauthenticated_) {  // once per connection
      counted_unauthenticated_ = true;
      ++ctx_.unauthenticated;
      Notice(device, "unauthenticated", now,
             require ? "sends without authenticating: refused (gateway.jt808_auth = require)"
                     : "sends without authenticating: stored (gateway.jt808_auth = require would refuse it)");
    }
    if (!require) return true;
    ++ctx_.refused;
    replies = wire_->Answer(m, Verdict::kRefused);
    return false;
  }

  void Authenticate(const store::DeviceRef& device, const DeviceMessage& m) {
    auth_failures_ = 0;
    if (Authenticated(device.device_id)) return;
    if (authenticated_.size() >= kMaxTerminalsPerConnection) authenticated_.erase(authenticated_.begin());
    authenticated_.push_back({device.device_id, std::string(store::DeviceDirectory::Normalize(m.device_id))});
  }
  bool Authenticated(long long device_id) const {
    for (const Proven& p : authenticated_)
      if (p.device_id == device_id) return true;
    return false;
  }
  bool Authenticated(std::string_view normalized_terminal) const {
    for (const Proven& p : authenticated_)
      if (p.terminal == normalized_terminal) return true;
    return false;
  }

  // The command side of a message from a known device: attach the channel (the tracker then sends
  // what waits for the device) by the rules of DeviceChannels, and pass on answers and texts while
  // this connection holds the device's channel.
  // A terminal that registers (JT/T 808 0x0100) takes commands only after it authenticates next.
  void Commands(const store::DeviceRef& device, const DeviceMessage& m, SignIn sign_in, int64_t now) {
    if (!ctx_.channels || !ctx_.commands) return;
    const bool authenticated = Authenticated(device.device_id);
    const bool may_attach = authenticated || !(protocol_.parts.authenticates && ctx_.auth == AuthMode::kRequire);
    if (may_attach && sign_in != SignIn::kRegister &&
        (attached_ != device.device_id || (authenticated && !attached_authenticated_)))
      Attach(device, authenticated, now);
    const ProtocolParts& parts = protocol_.parts;
    std::optional<CommandReply> reply;
    if (parts.read_reply) reply = parts.read_reply(m, ctx_.utc_offset_minutes);
    std::string text = reply || !parts.uplink_text ? std::string() : parts.uplink_text(m);
    if (!reply && text.empty()) return;
    if (!ctx_.channels->Holds(device.device_id, wire_.get())) {
      ++ctx_.answers_ignored;
      Notice(device, "answer", now,
             "answers a command on a connection that does not hold its command channel: ignored");
      return;
    }
    if (reply) {
      ctx_.commands->OnReply(device, std::move(*reply), now);
    } else {
      ctx_.commands->OnText(device, std::move(text), now);
    }
  }

  void Attach(const store::DeviceRef& device, bool authenticated, int64_t now) {
    using Attached = DeviceChannels::Attached;
    if (attached_ && attached_ != device.device_id) ctx_.channels->Detach(attached_, wire_.get());
    Attached a = ctx_.channels->Attach(device.device_id, wire_, authenticated);
    if (a == Attached::kRefused) {
      attached_ = 0;
      if (!channel_refusal_counted_) {  // once per connection
        channel_refusal_counted_ = true;
        ++ctx_.channel_refusals;
        Notice(device, "refused", now,
               "claimed by a connection that did not authenticate while an authenticated one holds its commands: "
               "refused");
      }
      return;
    }
    attached_ = device.device_id;
    attached_authenticated_ = authenticated;
    if (a == Attached::kReplaced && ctx_.notices.ShouldLog("reconnected " + device.terminal_no, now))
      spdlog::info("{} {}: terminal {} reconnected: its commands go to this authenticated connection", protocol_.name,
                   flow_->link->remote(), device.terminal_no);
    if (a == Attached::kTakenOver) {
      ++ctx_.channel_takeovers;
      Notice(device, "takeover", now,
             "a second connection that did not authenticate took its command channel from another one");
    }
    if (DeviceChannels::Changed(a)) ctx_.commands->OnDeviceOnline(device.device_id);
  }

  // A warning about the device, at most one line per terminal and kind every few minutes (the
  // status line counts every case).
  void Notice(const store::DeviceRef& device, std::string_view kind, int64_t now, std::string_view text) {
    if (!ctx_.notices.ShouldLog(std::string(kind) + " " + device.terminal_no, now)) return;
    spdlog::warn("{} {}: terminal {} ({}) {} (further such lines about it wait 5 minutes)", protocol_.name,
                 flow_->link->remote(), device.terminal_no, device.plate, text);
  }

  void LoginsOverLimit(int64_t now) {
    ++ctx_.logins_limited;
    std::string address = LoginLimiter::AddressKey(flow_->link->remote());
    if (ctx_.notices.ShouldLog("limit " + address, now))
      spdlog::warn(
          "{} {}: sign-ins from {} over gateway.logins_per_minute_per_address: connection closed unanswered "
          "(further such lines about it wait 5 minutes)",
          protocol_.name, flow_->link->remote(), address);
    Close();
  }

  void Close() {
    closing_ = true;
    flow_->link->Close();
  }

  // Sends `bytes`; closes afterwards when the message asked for it (HTTP Connection: close).
  void Reply(std::string bytes) {
    if (!bytes.empty()) flow_->link->Send(std::move(bytes));
    if (close_after_reply_) flow_->link->Close();
  }

  const ProtocolInfo& protocol_;
  const std::string_view terminal_type_;  // what an auto-registered device of the protocol is
  GatewayContext& ctx_;
  std::shared_ptr<Wire> wire_;
  std::shared_ptr<Flow> flow_;
  long long attached_ = 0;  // the device whose channel this connection attached (0: none)
  bool attached_authenticated_ = false;
  // Terminals that authenticated on this connection (normalized number for packages).
  struct Proven {
    long long device_id;
    std::string terminal;
  };
  std::vector<Proven> authenticated_;
  int auth_failures_ = 0;                 // failed authentications in a row
  bool counted_unauthenticated_ = false;  // this connection is counted in ctx_.unauthenticated
  bool channel_refusal_counted_ = false;
  bool closing_ = false;            // closed by the gateway: nothing more is handled
  bool close_after_reply_ = false;  // the message being handled asked to close once answered
};

}  // namespace

std::unique_ptr<net::TcpSessionHandler> NewDeviceConnection(const ProtocolInfo& protocol, GatewayContext& context,
                                                            std::shared_ptr<net::TcpLink> link) {
  return std::make_unique<DeviceConnection>(protocol, context, std::move(link));
}

}  // namespace chelian::gateway
