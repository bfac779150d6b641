// Implementation of the simulator engine: one io_uring loop on the calling thread, a timer and a
// socket per device (the same loop as the gateway's, so that the load generator is not the limit).
#include "sim/sim_runner.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <random>

#include "core/clock.h"
#include "core/latency_histogram.h"
#include "net/uring_loop.h"
#include "protocol/gt06/packet.h"
#include "protocol/jt808/packet.h"
#include "sim/command_responder.h"
#include "sim/demo_ebikes.h"
#include "sim/demo_fleet.h"
#include "sim/demo_rental.h"
#include "sim/device_frames.h"
#include "sim/ebike_frames.h"
#include "sim/ebike_model.h"
#include "sim/motion_model.h"
#include "sim/wearable_frames.h"

namespace chelian::sim {

using Clock = std::chrono::steady_clock;

namespace {

std::atomic<bool> g_stop{false};
// Steady state begins this long after the last device's connection was started (its sign-in done).
constexpr double kSettleSeconds = 10;
// Wearables press SOS once in this many reports.
constexpr int kWearableSosEvery = 200;
constexpr int kWatchHealthEvery = 6;

// JT/T 808 authentication codes by terminal, loaded from SimOptions::auth_file and appended to it.
class AuthCodes {
 public:
  explicit AuthCodes(const std::string& path) {
    if (path.empty()) return;
    if (std::FILE* in = std::fopen(path.c_str(), "r")) {
      char terminal[64], code[128];
      while (std::fscanf(in, "%63s %127s", terminal, code) == 2) codes_[terminal] = code;
      std::fclose(in);
    }
    out_ = std::fopen(path.c_str(), "a");
    if (!out_) std::fprintf(stderr, "chelian-sim: cannot write %s: codes are kept for this run only\n", path.c_str());
  }
  ~AuthCodes() {
    if (out_) std::fclose(out_);
  }
  std::string Get(const std::string& terminal) const {
    auto it = codes_.find(terminal);
    return it == codes_.end() ? std::string() : it->second;
  }
  void Put(const std::string& terminal, const std::string& code) {
    codes_[terminal] = code;
    if (!out_) return;
    std::fprintf(out_, "%s %s\n", terminal.c_str(), code.empty() ? "-" : code.c_str());
    std::fflush(out_);
  }

 private:
  std::map<std::string, std::string> codes_;
  std::FILE* out_ = nullptr;
};

struct Shared {
  const SimOptions& options;
  net::UringLoop& loop;
  sockaddr_in jt808_address{}, gt06_address{}, watch_address{}, h02_address{};
  AuthCodes& codes;
  SimResult totals;
  // Send → acknowledgement of JT/T 808 locations: all, since the last progress line, and of the
  // reports sent from steady_from on (after the connection ramp and its sign-ins).
  LatencyHistogram latencies, recent_latencies, steady_latencies;
  Clock::time_point steady_from;
};

// What a simulated device is: a demo vehicle, a wearable (walking pace), a demo e-bike or a rental
// fleet's e-bike (e-bike pace, pack and guard).
enum class Role { kVehicle, kWearable, kEbike, kRentalBike };

// The device `index` of its role as the simulator drives it: its number and protocol in a DemoVehicle.
DemoVehicle DeviceOf(Role role, int index) {
  DemoVehicle v;
  switch (role) {
    case Role::kVehicle:
      return DemoVehicleAt(index);
    case Role::kWearable: {
      DemoWearable w = DemoWearableAt(index);
      v.protocol = w.protocol;
      v.terminal_no = w.terminal_no;
      return v;
    }
    case Role::kEbike: {
      DemoEbike b = DemoEbikeAt(index);
      v.protocol = b.protocol;
      v.terminal_no = b.terminal_no;
      return v;
    }
    case Role::kRentalBike:
      v.protocol = "jt808";
      v.terminal_no = std::string(RentalBikes()[static_cast<size_t>(index)].terminal_no);
      return v;
  }
  return v;
}

// Distinct motion seeds per role.
uint32_t SeedOf(Role role, int index) {
  const int offset[] = {0, 7919, 15485, 32452};
  return static_cast<uint32_t>((index + offset[static_cast<int>(role)]) * 2654435761u);
}

class SimDevice : public std::enable_shared_from_this<SimDevice> {
 public:
  // The device `index` of its role. Wearables and e-bikes move in 深圳.
  SimDevice(Shared& shared, int index, Role role = Role::kVehicle)
      : shared_(shared),
        vehicle_(DeviceOf(role, index)),
        model_(SeedOf(role, index), role == Role::kVehicle ? CityOf(DemoFleets()[vehicle_.fleet]) : WearableCity(),
               StartMs(shared.options), MotionOptionsOf(shared.options, role)),
        index_(index) {
    jt808_ = vehicle_.protocol == "jt808";
    watch_ = vehicle_.protocol == "watch";
    h02_ = vehicle_.protocol == "h02";
    if (role == Role::kEbike || role == Role::kRentalBike) ebike_.emplace(SeedOf(role, index) ^ 0x5bd1e995u);
    // Every third demo vehicle's JT/T 808 terminal speaks 2019.
    terminal_ = Jt808Terminal{vehicle_.terminal_no, jt808_ && role == Role::kVehicle && index % 3 == 2};
    jt808_responder_ = std::make_unique<Jt808Responder>(terminal_);
    auth_code_ = shared.codes.Get(vehicle_.terminal_no);
    if (auth_code_ == "-") auth_code_.clear();
  }

  bool jt808() const { return jt808_; }

  void Start(double delay_s) {
    After(delay_s, [self = shared_from_this()] { self->Connect(); });
  }

 private:
  void Cancel(net::TimerId& timer) {
    if (timer) shared_.loop.CancelTimer(timer);
    timer = 0;
  }

  // Replaces the device's pending timer (one at a time, as a device does one thing next).
  void After(double seconds, std::function<void()> fn) {
    Cancel(timer_);
    timer_ = shared_.loop.After(std::chrono::milliseconds(static_cast<long long>(seconds * 1000)),
                                [this, fn = std::move(fn)] {
                                  timer_ = 0;
                                  if (!g_stop) fn();
                                });
  }

  void Connect() {
    const auto& o = shared_.options;
    int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
      ++shared_.totals.connect_failures;
      return Start(5);
    }
    int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    if (!o.source_ips.empty()) {
#ifdef IP_BIND_ADDRESS_NO_PORT
      ::setsockopt(fd, IPPROTO_IP, IP_BIND_ADDRESS_NO_PORT, &one, sizeof one);
#endif
      sockaddr_in local{};
      local.sin_family = AF_INET;
      ::inet_pton(AF_INET, o.source_ips[static_cast<size_t>(index_) % o.source_ips.size()].c_str(), &local.sin_addr);
      ::bind(fd, reinterpret_cast<sockaddr*>(&local), sizeof local);
    }
    const sockaddr_in& remote = jt808_   ? shared_.jt808_address
                                : watch_ ? shared_.watch_address
                                : h02_   ? shared_.h02_address
                                         : shared_.gt06_address;
    net::SocketCallbacks callbacks;
    callbacks.on_data = [this](std::string_view d) {
      inbox_.insert(inbox_.end(), d.begin(), d.end());
      if (jt808_) return TakeJt808Replies();
      if (watch_ || h02_) return TakeTextFrames();
      TakeGt06Frames();
    };
    callbacks.on_close = [this](int) { Disconnected(); };
    socket_ = shared_.loop.Connect(fd, reinterpret_cast<const sockaddr*>(&remote), sizeof remote, std::move(callbacks),
                                   [this](int error) {
                                     if (error) {
                                       socket_ = 0;
                                       ++shared_.totals.connect_failures;
                                       return Start(5);
                                     }
                                     ++shared_.totals.connected;
                                     connected_ = true;
                                     SignIn();
                                   });
  }

  // JT/T 808: authenticates with the code the terminal keeps, registers first only without one.
  void SignIn() {
    if (jt808_) return auth_code_.empty() ? Register() : Send(Jt808Authenticate(terminal_, serial_++, auth_code_));
    if (watch_) {
      SendText(WatchLink(vehicle_.terminal_no, steps_, CurrentFix().battery_pct));
    } else if (h02_) {
      SendText(H02Link(vehicle_.terminal_no, CurrentFix(), steps_));
    } else {
      Send(Gt06Login(vehicle_.terminal_no, serial_++));
    }
    signed_in_ = true;
    ScheduleReport(0.2);
  }

  void Register() {
    ++shared_.totals.registrations;
    Send(Jt808Register(terminal_, serial_++, vehicle_.terminal_no));
  }

  // The platform refused to sign the terminal in (registered already, unknown): it tries again on a
  // new connection a minute later, as terminals do (an administrator may reset it meanwhile).
  void SignInRefused(const char* what) {
    ++shared_.totals.refused_sign_ins;
    if (!refusal_reported_) {
      refusal_reported_ = true;
      std::fprintf(stderr, "chelian-sim: terminal %s: %s; trying again every minute\n", vehicle_.terminal_no.c_str(),
                   what);
    }
    Cancel(reboot_timer_);  // closed from a timer, not from inside the socket's own callback
    reboot_timer_ = shared_.loop.After(std::chrono::milliseconds(0), [this] {
      reboot_timer_ = 0;
      if (!g_stop) Disconnected(60);
    });
  }

  void Send(const Bytes& frame) {
    shared_.loop.Send(socket_, std::string_view(reinterpret_cast<const char*>(frame.data()), frame.size()));
  }

  void SendText(const std::string& frame) { shared_.loop.Send(socket_, frame); }

  // Watch ('[' … ']') and H02 ('*' … '#') platform frames: the platform's answers need no action,
  // commands are confirmed as the devices do.
  void TakeTextFrames() {
    const uint8_t open = watch_ ? '[' : '*', close = watch_ ? ']' : '#';
    while (true) {
      auto start = std::find(inbox_.begin(), inbox_.end(), open);
      auto end = std::find(start, inbox_.end(), close);
      if (end == inbox_.end()) {
        inbox_.erase(inbox_.begin(), start);
        if (inbox_.size() > 4096) inbox_.clear();  // bounded: no frame is that long
        return;
      }
      std::string frame(start, end + 1);
      inbox_.erase(inbox_.begin(), end + 1);
      auto answer = watch_ ? WatchCommandAnswer(frame) : H02CommandAnswer(frame, CurrentFix());
      if (answer) SendText(*answer);
    }
  }

  void TakeJt808Replies() {
    while (true) {
      auto start = std::find(inbox_.begin(), inbox_.end(), 0x7E);
      if (start == inbox_.end()) return inbox_.clear();
      auto end = std::find(start + 1, inbox_.end(), 0x7E);
      if (end == inbox_.end()) {
        inbox_.erase(inbox_.begin(), start);
        return;
      }
      Bytes frame(start, end + 1);
      inbox_.erase(inbox_.begin(), end + 1);
      auto packet = jt808::ParseFrame(frame);
      if (packet.ok()) OnJt808Reply(*packet);
    }
  }

  // GT06: acknowledgements need no action; 0x80 online commands are answered (0x21).
  void TakeGt06Frames() {
    while (inbox_.size() >= 5) {
      size_t start = 0;
      while (start + 1 < inbox_.size() && !((inbox_[start] == 0x78 && inbox_[start + 1] == 0x78) ||
                                            (inbox_[start] == 0x79 && inbox_[start + 1] == 0x79)))
        ++start;
      inbox_.erase(inbox_.begin(), inbox_.begin() + static_cast<long>(start));
      if (inbox_.size() < 5) return;
      bool extended = inbox_[0] == 0x79;
      size_t total = extended ? (static_cast<size_t>(inbox_[2]) << 8 | inbox_[3]) + 6 : inbox_[2] + 5u;
      if (inbox_.size() < total) return;
      Bytes frame(inbox_.begin(), inbox_.begin() + static_cast<long>(total));
      inbox_.erase(inbox_.begin(), inbox_.begin() + static_cast<long>(total));
      CommandAnswer answer = gt06_responder_.Answer(frame, serial_, CurrentFix());
      Act(std::move(answer));
    }
  }

  // Sends a command's answer; a restart closes the connection once it is out, then reconnects.
  void Act(CommandAnswer answer) {
    for (Bytes& f : answer.frames) Send(f);
    if (!answer.reboot) return;
    Cancel(reboot_timer_);
    reboot_timer_ = shared_.loop.After(std::chrono::milliseconds(500), [this] {
      reboot_timer_ = 0;
      if (!g_stop) Disconnected();
    });
  }

  // Where the vehicle is now (the last report's fix, or a fresh one before the first report).
  const Fix& CurrentFix() {
    if (last_fix_ms_ == 0) {
      fix_ = model_.Advance(StartMs(shared_.options));
      last_fix_ms_ = fix_.time_ms;
    }
    return fix_;
  }

  double DrivingInterval() const {
    const auto& s = jt808_ ? jt808_responder_->settings() : gt06_responder_.settings();
    if (watch_ || h02_) return shared_.options.interval_s * 3;  // wearables report less often
    return s.interval_changed ? std::max<double>(1, s.report_interval_s) : shared_.options.interval_s;
  }
  double ParkedInterval() const {
    const auto& s = jt808_ ? jt808_responder_->settings() : gt06_responder_.settings();
    if (watch_ || h02_) return shared_.options.parked_interval_s * 3;
    return s.interval_changed ? std::max<double>(1, s.report_interval_s) : shared_.options.parked_interval_s;
  }

  void OnJt808Reply(const jt808::Packet& p) {
    const Bytes& b = p.body;
    if (p.header.msg_id >= 0x8000 && p.header.msg_id != 0x8001 && p.header.msg_id != 0x8100) {
      if (!signed_in_) return;  // a terminal takes commands once it has signed in
      return Act(jt808_responder_->Answer(p, serial_, CurrentFix()));
    }
    if (p.header.msg_id == 0x8100 && b.size() >= 3) {  // register reply: keep the code, authenticate with it
      if (b[2] != 0) return SignInRefused(b[2] == 3 ? "registered already (终端已被注册)" : "registration refused");
      auth_code_.assign(b.begin() + 3, b.end());
      shared_.codes.Put(vehicle_.terminal_no, auth_code_);
      return Send(Jt808Authenticate(terminal_, serial_++, auth_code_));
    }
    if (p.header.msg_id != 0x8001 || b.size() < 5) return;
    uint16_t ack_serial = static_cast<uint16_t>(b[0] << 8 | b[1]);
    uint16_t ack_id = static_cast<uint16_t>(b[2] << 8 | b[3]);
    if (ack_id == 0x0102 && !signed_in_) {
      if (b[4] != 0) {  // the code is void (reset, or another database): register again
        if (std::exchange(auth_code_, {}).empty()) return SignInRefused("authentication refused");
        shared_.codes.Put(vehicle_.terminal_no, "");
        return Register();
      }
      signed_in_ = true;
      refusal_reported_ = false;
      return ScheduleReport(shared_.options.mode == SimMode::kFlood ? 0 : 0.2);
    }
    if (ack_id != 0x0200) return;
    for (auto it = outstanding_.begin(); it != outstanding_.end(); ++it) {
      if (it->first != ack_serial) continue;
      ++shared_.totals.acked;
      double ms = std::chrono::duration<double, std::milli>(Clock::now() - it->second).count();
      shared_.latencies.Add(ms);
      shared_.recent_latencies.Add(ms);
      if (it->second >= shared_.steady_from) shared_.steady_latencies.Add(ms);
      outstanding_.erase(it);
      if (shared_.options.mode == SimMode::kFlood) Report();
      return;
    }
  }

  // The first report after signing in.
  void ScheduleReport(double delay_s) {
    report_due_ = Clock::now() + Seconds(delay_s);
    After(delay_s, [self = shared_from_this()] { self->Report(); });
  }

  // The next report keeps the device's own cadence, as a terminal's timer does: due an interval
  // after the previous one was due, not after the loop got round to it. (Rescheduled from the time
  // a late loop turn ran, the fleet's reports bunched together more with every late turn.)
  void ScheduleNextReport(double interval_s) {
    auto now = Clock::now();
    report_due_ += Seconds(interval_s);
    if (report_due_ + Seconds(interval_s) < now) report_due_ = now;  // far behind: a new cadence, no catch-up burst
    After(std::max(0.0, std::chrono::duration<double>(report_due_ - now).count()),
          [self = shared_from_this()] { self->Report(); });
  }

  static long long StartMs(const SimOptions& o) {
    return SystemNowMs() - (o.sim_seconds_per_report > 0 ? o.start_ago_s * 1000LL : 0);
  }

  static MotionOptions MotionOptionsOf(const SimOptions& o, Role role) {
    MotionOptions m;
    if (role == Role::kWearable) {  // people and pets on foot: no overspeed, an SOS now and then
      m.cruise_kmh_min = 3;
      m.cruise_kmh_max = 6;
      m.overspeed_chance = 0;
      m.emergency_chance = 0.02;
    } else if (role != Role::kVehicle) {  // e-bikes: 12–22 km/h, a ride now and then above the 25 km/h of GB 17761
      m.cruise_kmh_min = 12;
      m.cruise_kmh_max = 22;
      m.overspeed_kmh = 25;
      m.overspeed_chance = 0.03;
      m.emergency_chance = 0;
    }
    if (o.alarm_chance >= 0) m.overspeed_chance = m.emergency_chance = o.alarm_chance;
    return m;
  }

  static Clock::duration Seconds(double s) {
    return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
  }

  void Report() {
    if (!connected_ || g_stop) return;
    const auto& o = shared_.options;
    if (shared_.loop.Queued(socket_) > 16 * 1024) return ScheduleNextReport(o.interval_s);  // the server is not reading
    long long step_ms = static_cast<long long>(o.sim_seconds_per_report * 1000);
    long long first_ms = step_ms > 0 ? StartMs(o) : SystemNowMs();
    const long long at_ms =
        step_ms > 0 && last_fix_ms_ > 0 ? last_fix_ms_ + step_ms : std::max(first_ms, last_fix_ms_ + 1);
    Fix fix = ebike_ && MotorCut() ? model_.Halt(at_ms) : model_.Advance(at_ms);
    last_fix_ms_ = fix.time_ms;
    fix_ = fix;
    steps_ += static_cast<int>(fix.speed_kmh * 4);  // about 1.4 steps a metre over a 10 s report
    if (o.mode == SimMode::kIdle) {
      if (watch_) {
        SendText(WatchLink(vehicle_.terminal_no, steps_, fix.battery_pct));
      } else if (h02_) {
        SendText(H02Link(vehicle_.terminal_no, fix, steps_));
      } else {
        Send(jt808_ ? Jt808Heartbeat(terminal_, serial_++) : Gt06Heartbeat(serial_++, fix));
      }
      return ScheduleNextReport(o.heartbeat_s);
    }
    if (watch_ || h02_) {
      const std::string& id = vehicle_.terminal_no;
      // An SOS now and then: the fifth report after connecting and every 200th after it, besides
      // the motion model's emergencies (a badge's button, a pet tracker's alarm).
      const bool sos = fix.emergency || gt06_reports_ % kWearableSosEvery == 4;
      if (watch_) SendText(sos ? WatchSos(id, fix, steps_) : WatchPosition(id, fix, steps_));
      if (h02_) SendText(H02Position(id, fix, sos));
      if (++gt06_reports_ % 3 == 0)
        SendText(watch_ ? WatchLink(id, steps_, fix.battery_pct) : H02Link(id, fix, steps_));
      // A badge measures now and then: every sixth report (a minute at the default interval).
      if (watch_ && gt06_reports_ % kWatchHealthEvery == 1)
        SendText(WatchHealth(id, gt06_reports_ / kWatchHealthEvery));
    } else if (ebike_) {
      ReportEbike(fix);
    } else if (jt808_) {
      if (outstanding_.size() >= 256) outstanding_.pop_front();  // bounded: very late acks are not timed
      outstanding_.emplace_back(serial_, Clock::now());
      Send(Jt808Location(terminal_, serial_++, fix, jt808_responder_->StatusBits()));
    } else {
      Send(fix.emergency ? Gt06Sos(serial_++, fix) : Gt06Location(serial_++, fix));
      if (fix.speed_kmh == 0 && ++gt06_reports_ % 3 == 0) Send(Gt06Heartbeat(serial_++, fix));
    }
    ++shared_.totals.sent;
    if (o.mode == SimMode::kFlood) return;                               // next one on acknowledgement
    ScheduleNextReport(fix.acc ? DrivingInterval() : ParkedInterval());  // as terminals: ignition on or off
  }

  bool MotorCut() const { return jt808_ ? jt808_responder_->settings().oil_cut : gt06_responder_.settings().oil_cut; }

  // An e-bike's report: the platform's 设防/撤防 since the last one first, then the owner's habits
  // and the thefts of the e-bike model (kept by the tracker for its answers).
  void ReportEbike(const Fix& fix) {
    ebike_->SetArmed(jt808_ ? jt808_responder_->settings().doors_locked : gt06_responder_.settings().doors_locked);
    const EbikeState& bike = ebike_->Advance(fix);
    jt808_responder_->SetDoorsLocked(bike.armed);
    gt06_responder_.SetDoorsLocked(bike.armed);
    if (!jt808_) return Send(Gt06EbikeStatus(serial_++, fix, bike, MotorCut()));
    if (outstanding_.size() >= 256) outstanding_.pop_front();
    outstanding_.emplace_back(serial_, Clock::now());
    Send(Jt808EbikeLocation(terminal_, serial_++, fix, bike, jt808_responder_->StatusBits()));
  }

  // The connection ended (or is ended here): reconnect after `retry_s`.
  void Disconnected(double retry_s = 3) {
    if (!connected_) return;
    connected_ = false;
    signed_in_ = false;
    outstanding_.clear();
    inbox_.clear();
    --shared_.totals.connected;
    ++shared_.totals.disconnects;
    shared_.loop.Close(socket_);
    socket_ = 0;
    Cancel(timer_);
    Cancel(reboot_timer_);
    if (!g_stop) Start(retry_s);  // devices reconnect
  }

  Shared& shared_;
  net::SocketId socket_ = 0;
  net::TimerId timer_ = 0, reboot_timer_ = 0;
  DemoVehicle vehicle_;
  MotionModel model_;
  int index_;
  bool jt808_ = true, watch_ = false, h02_ = false;
  int steps_ = 0;  // wearables: the pedometer
  Jt808Terminal terminal_;
  std::unique_ptr<Jt808Responder> jt808_responder_;
  Gt06Responder gt06_responder_;
  std::optional<EbikeModel> ebike_;  // e-bikes only
  Fix fix_;
  uint16_t serial_ = 1;
  bool connected_ = false, signed_in_ = false;
  std::string auth_code_;          // JT/T 808: from the last registration, kept across connections
  bool refusal_reported_ = false;  // a refused sign-in is reported once until one succeeds
  std::deque<std::pair<uint16_t, Clock::time_point>> outstanding_;  // location serials awaiting an ack
  long long last_fix_ms_ = 0;
  Clock::time_point report_due_{};
  int gt06_reports_ = 0;  // GT06 and wearables: reports since connecting (every third with a heartbeat)
  Bytes inbox_;
};

sockaddr_in AddressOf(const std::string& host, int port) {
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(static_cast<uint16_t>(port));
  if (::inet_pton(AF_INET, host.c_str(), &a.sin_addr) != 1) a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  return a;
}

}  // namespace

SimResult RunSimulator(const SimOptions& o) {
  std::signal(SIGINT, [](int) { g_stop = true; });
  std::signal(SIGTERM, [](int) { g_stop = true; });
  std::signal(SIGPIPE, SIG_IGN);
  // Each turn handles what has arrived, without waiting for more: an acknowledgement is timed as
  // soon as it is there (waiting to gather completions added up to a millisecond to the figure).
  net::UringLoopOptions loop_options;
  loop_options.batch = 1;
  auto created = net::UringLoop::Create(loop_options);
  if (!created.ok()) {
    std::fprintf(stderr, "chelian-sim: %s\n", created.status().message().c_str());
    return {};
  }
  net::UringLoop& loop = **created;
  AuthCodes codes(o.auth_file);
  Shared shared{o,
                loop,
                AddressOf(o.host, o.jt808_port),
                AddressOf(o.host, o.gt06_port),
                AddressOf(o.host, o.watch_port),
                AddressOf(o.host, o.h02_port),
                codes,
                {},
                {},
                {},
                {},
                {}};
  std::vector<std::shared_ptr<SimDevice>> devices;
  for (int i = 0; i < o.devices; ++i) {
    auto d = std::make_shared<SimDevice>(shared, o.first + i);
    if (o.jt808_only && !d->jt808()) continue;
    d->Start(static_cast<double>(devices.size()) / std::max(1, o.connects_per_s));
    devices.push_back(d);
  }
  auto add = [&](int index, Role role) {
    auto d = std::make_shared<SimDevice>(shared, index, role);
    if (o.jt808_only && !d->jt808()) return;
    d->Start(static_cast<double>(devices.size()) / std::max(1, o.connects_per_s));
    devices.push_back(d);
  };
  if (o.mode != SimMode::kFlood) {
    for (int i = 0; i < o.wearables && !o.jt808_only; ++i) add(i, Role::kWearable);
    for (int i = 0; i < o.ebikes; ++i) add(i, Role::kEbike);
    const auto rental = RentalBikes();
    for (size_t i = 0; o.rental && i < rental.size(); ++i)
      if (rental[i].offline_days == 0) add(static_cast<int>(i), Role::kRentalBike);  // offline ones stay away
  }
  auto start = Clock::now();
  double ramp_s = static_cast<double>(devices.size()) / std::max(1, o.connects_per_s);
  shared.steady_from = start + std::chrono::milliseconds(static_cast<long long>((ramp_s + kSettleSeconds) * 1000));
  auto next_report = start + std::chrono::seconds(o.report_every_s);
  uint64_t last_acked = 0, last_sent = 0;
  std::function<void()> tick = [&] {
    auto now = Clock::now();
    double elapsed = std::chrono::duration<double>(now - start).count();
    if (now >= next_report) {
      std::printf(
          "[%6.0f s] connected %d, sent %llu (+%llu), acked %llu (+%llu), ack p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, "
          "p99.9 %.1f ms, max %.1f ms\n",
          elapsed, shared.totals.connected, static_cast<unsigned long long>(shared.totals.sent),
          static_cast<unsigned long long>(shared.totals.sent - last_sent),
          static_cast<unsigned long long>(shared.totals.acked),
          static_cast<unsigned long long>(shared.totals.acked - last_acked), shared.recent_latencies.PercentileMs(0.5),
          shared.recent_latencies.PercentileMs(0.9), shared.recent_latencies.PercentileMs(0.99),
          shared.recent_latencies.PercentileMs(0.999), shared.recent_latencies.max_ms());
      std::fflush(stdout);
      shared.recent_latencies.Clear();
      last_sent = shared.totals.sent;
      last_acked = shared.totals.acked;
      next_report = now + std::chrono::seconds(o.report_every_s);
    }
    if (g_stop || (o.duration_s > 0 && elapsed >= o.duration_s)) return loop.Stop();
    loop.After(std::chrono::milliseconds(100), tick);
  };
  loop.After(std::chrono::milliseconds(100), tick);
  loop.Run();
  g_stop = true;
  SimResult r = shared.totals;
  r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  r.p50_ms = shared.latencies.PercentileMs(0.5);
  r.p99_ms = shared.latencies.PercentileMs(0.99);
  r.max_ms = shared.latencies.max_ms();
  r.steady_from_s = ramp_s + kSettleSeconds;
  r.steady_p50_ms = shared.steady_latencies.PercentileMs(0.5);
  r.steady_p99_ms = shared.steady_latencies.PercentileMs(0.99);
  r.steady_max_ms = shared.steady_latencies.max_ms();
  return r;
}

}  // namespace chelian::sim
