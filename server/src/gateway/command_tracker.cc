// Implementation of the command tracker: a worker thread over an event queue.
#include "gateway/command_tracker.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/json/object.hpp>
#include <cstdio>

#include "command/catalogue.h"
#include "command/payload.h"
#include "core/json.h"
#include "core/strings.h"
#include "core/thread_name.h"

namespace chelian::gateway {

using store::CommandStatus;

namespace {
// The match key of a command claimed as sent whose frame's key was not stored (the process died
// between sending and saving it): any answer of its message id matches.
constexpr long long kUnknownMatch = -1;
}  // namespace

CommandTracker::CommandTracker(store::Database& db, DeviceChannels& channels, live::PushHub& hub, SpeedFn speed,
                               CommandTrackerOptions options, NowFn now)
    : db_(db), channels_(channels), hub_(hub), speed_(std::move(speed)), options_(options), now_(std::move(now)) {}

CommandTracker::~CommandTracker() { Stop(); }

Status CommandTracker::Start() {
  {
    auto conn = db_.Acquire();
    auto rows = store::LoadOpenCommands(*conn);
    if (!rows.ok()) return rows.status();
    Load(*rows);
  }
  worker_ = std::thread([this] {
    NameThisThread("commands");
    Run();
  });
  return Status::Ok();
}

void CommandTracker::Stop() {
  {
    std::lock_guard lock(mu_);
    if (stop_) return;
    stop_ = true;
  }
  cv_.notify_all();
  if (worker_.joinable()) worker_.join();
}

bool CommandTracker::Enqueue(Event e) {
  {
    std::lock_guard lock(mu_);
    if (stop_ || queue_.size() >= options_.max_queue) {
      ++stats_.dropped;
      return false;
    }
    queue_.push_back(std::move(e));
  }
  cv_.notify_one();
  return true;
}

Status CommandTracker::Submit(const std::vector<long long>& ids) {
  if (ids.empty()) return Status::Ok();
  Event e;
  e.type = Event::Type::kSubmit;
  e.ids = ids;
  if (!Enqueue(std::move(e))) return Unavailable("指令下发队列已满，请稍后再试");
  if (peers_) peers_(ids);
  return Status::Ok();
}

bool CommandTracker::Take(const std::vector<long long>& ids) {
  if (ids.empty()) return true;
  Event e;
  e.type = Event::Type::kSubmit;
  e.ids = ids;
  return Enqueue(std::move(e));
}

Status CommandTracker::Cancel(long long id) {
  Event e;
  e.type = Event::Type::kCancel;
  e.ids = {id};
  e.done = std::make_shared<std::promise<Status>>();
  auto result = e.done->get_future();
  if (!Enqueue(std::move(e))) return Unavailable("指令下发队列已满，请稍后再试");
  return result.get();
}

void CommandTracker::OnDeviceOnline(long long device_id) {
  Event e;
  e.type = Event::Type::kOnline;
  e.device_id = device_id;
  Enqueue(std::move(e));
}

void CommandTracker::OnReply(const store::DeviceRef& device, CommandReply reply, int64_t now) {
  Event e;
  e.type = Event::Type::kReply;
  e.device = device;
  e.reply = std::move(reply);
  e.time = now;
  if (!Enqueue(std::move(e))) spdlog::warn("command tracker queue full: answer of {} dropped", device.terminal_no);
}

void CommandTracker::OnText(const store::DeviceRef& device, std::string text, int64_t now) {
  Event e;
  e.type = Event::Type::kText;
  e.device = device;
  e.text = std::move(text);
  e.time = now;
  Enqueue(std::move(e));
}

void CommandTracker::Flush() {
  std::unique_lock lock(mu_);
  idle_.wait(lock, [&] { return (queue_.empty() && !busy_) || !worker_.joinable(); });
}

CommandTracker::Stats CommandTracker::stats() const {
  std::lock_guard lock(mu_);
  return stats_;
}

void CommandTracker::Run() {
  std::unique_lock lock(mu_);
  int64_t next_sweep = 0, next_reread = now_() + options_.reread_ms;
  while (true) {
    cv_.wait_for(lock, std::chrono::milliseconds(options_.tick_ms), [&] { return stop_ || !queue_.empty(); });
    std::deque<Event> batch;
    batch.swap(queue_);
    bool stopping = stop_;
    busy_ = true;
    lock.unlock();
    for (Event& e : batch) Handle(e);
    int64_t now = now_();
    if (now >= next_sweep) {
      Sweep(now);
      next_sweep = now + options_.tick_ms;
    }
    if (peers_ && now >= next_reread) {
      TimeOutAbandoned(now);
      ReRead(now);
      next_reread = now + options_.reread_ms;
    }
    lock.lock();
    busy_ = false;
    if (queue_.empty()) idle_.notify_all();
    if (stopping && queue_.empty()) break;
  }
}

void CommandTracker::Load(const std::vector<store::OpenCommandRow>& rows) {
  for (const auto& row : rows) {
    auto cmd = command::PayloadFromJson(row.payload);
    if (!cmd.ok()) {
      spdlog::error("command {}: unreadable payload", row.id);
      continue;
    }
    Open o;
    o.row = row;
    o.command = std::move(*cmd);
    const command::CommandDef* def = command::FindCommand(row.command_type);
    o.speed_guard = def && def->speed_guard;
    by_device_[row.device_id].push_back(std::move(o));
  }
}

void CommandTracker::CatchUp(long long device_id) {
  auto conn = db_.Acquire();
  auto rows = store::LoadOpenCommandsOf(*conn, device_id);
  if (!rows.ok()) {
    spdlog::error("open commands of device {} not loaded: {}", device_id, rows.status().message());
    return;
  }
  // A copy held in another status than stored (pending here, sent by the node the device left) is
  // replaced by the stored row.
  auto& held = by_device_[device_id];
  std::erase_if(*rows, [&](const store::OpenCommandRow& r) {
    auto it = std::find_if(held.begin(), held.end(), [&](const Open& o) { return o.row.id == r.id; });
    if (it == held.end()) return false;
    if (!it->gone && it->row.status == r.status) return true;
    held.erase(it);
    return false;
  });
  Load(*rows);
}

void CommandTracker::ReRead(int64_t now) {
  std::vector<long long> connected = channels_.DeviceIds();
  if (connected.empty()) return;
  std::vector<store::PendingCommandRef> pending;
  {
    auto conn = db_.Acquire();
    auto rows = store::ListPendingCommandsOf(*conn, connected);
    if (!rows.ok()) {
      spdlog::error("pending commands of the connected devices not read: {}", rows.status().message());
      return;
    }
    pending = std::move(*rows);
  }
  auto held_pending = [&](const store::PendingCommandRef& r) {
    auto it = by_device_.find(r.device_id);
    if (it == by_device_.end()) return false;
    return std::any_of(it->second.begin(), it->second.end(), [&](const Open& o) {
      return o.row.id == r.id && !o.gone && o.row.status == CommandStatus::kPending;
    });
  };
  std::vector<long long> missed, devices;
  for (const auto& r : pending) {
    devices.push_back(r.device_id);
    if (!held_pending(r)) missed.push_back(r.device_id);
  }
  for (auto* list : {&missed, &devices}) {
    std::sort(list->begin(), list->end());
    list->erase(std::unique(list->begin(), list->end()), list->end());
  }
  if (!missed.empty())
    spdlog::info("commands: {} devices connected here had pending commands not announced", missed.size());
  for (long long d : missed) CatchUp(d);
  for (long long d : devices) Deliver(d, now);
}

void CommandTracker::TimeOutAbandoned(int64_t now) {
  constexpr int kMaxPerRound = 500;
  std::vector<store::OpenCommandRow> rows;
  {
    auto conn = db_.Acquire();
    auto found =
        store::LoadSentBefore(*conn, now - options_.reply_timeout_ms - options_.abandoned_after_ms, kMaxPerRound);
    if (!found.ok()) {
      spdlog::error("abandoned sent commands not read: {}", found.status().message());
      return;
    }
    rows = std::move(*found);
  }
  // Ours as sent: our own sweep ends it. A copy held in another status (pending here, sent by the
  // node that died) is replaced by the stored row.
  std::erase_if(rows, [&](const store::OpenCommandRow& r) {
    auto it = by_device_.find(r.device_id);
    if (it == by_device_.end()) return false;
    auto& held = it->second;
    auto copy = std::find_if(held.begin(), held.end(), [&](const Open& o) { return o.row.id == r.id; });
    if (copy == held.end()) return false;
    if (!copy->gone && copy->row.status == CommandStatus::kSent) return true;
    held.erase(copy);
    return false;
  });
  if (rows.empty()) return;
  spdlog::info("commands: {} sent by a node that is gone are timed out here", rows.size());
  Load(rows);
  for (const auto& r : rows) {
    for (Open& o : by_device_[r.device_id]) {
      if (o.row.id != r.id || o.finished_at) continue;
      if (!Finish(o, CommandStatus::kTimedOut, "终端未应答", now)) continue;
      std::lock_guard lock(mu_);
      ++stats_.timed_out;
    }
  }
}

bool CommandTracker::Holds(long long device_id, long long command_id) const {
  auto it = by_device_.find(device_id);
  if (it == by_device_.end()) return false;
  return std::any_of(it->second.begin(), it->second.end(), [&](const Open& o) { return o.row.id == command_id; });
}

void CommandTracker::Handle(Event& e) {
  int64_t now = now_();
  switch (e.type) {
    case Event::Type::kSubmit: {
      auto conn = db_.Acquire();
      auto rows = store::LoadCommands(*conn, e.ids);
      if (!rows.ok()) {
        spdlog::error("commands not loaded: {}", rows.status().message());
        return;
      }
      std::vector<store::OpenCommandRow> pending;
      for (auto& r : *rows)
        if (r.status == CommandStatus::kPending && !Holds(r.device_id, r.id)) pending.push_back(std::move(r));
      Load(pending);
      std::vector<long long> devices;
      for (const auto& r : pending) {
        devices.push_back(r.device_id);
        for (const Open& o : by_device_[r.device_id])
          if (o.row.id == r.id) Publish(o, now);
      }
      std::sort(devices.begin(), devices.end());
      devices.erase(std::unique(devices.begin(), devices.end()), devices.end());
      for (long long d : devices) Deliver(d, now);
      return;
    }
    case Event::Type::kOnline:
      if (peers_) CatchUp(e.device_id);
      return Deliver(e.device_id, now);
    case Event::Type::kReply:
      return Answer(e);
    case Event::Type::kText: {
      auto conn = db_.Acquire();
      Status s =
          store::InsertDeviceText(*conn, e.device.device_id, e.device.asset_id, e.device.group_id, e.time, e.text);
      if (!s.ok()) spdlog::error("device text not stored: {}", s.message());
      return;
    }
    case Event::Type::kCancel: {
      long long id = e.ids.front();
      for (auto& [device, list] : by_device_)
        for (Open& o : list) {
          if (o.row.id != id) continue;
          if (o.gone || o.row.status != CommandStatus::kPending ||
              !Finish(o, CommandStatus::kCancelled, "已取消", now)) {
            e.done->set_value(FailedPrecondition("指令已下发，无法取消"));
            return;
          }
          e.done->set_value(Status::Ok());
          return;
        }
      e.done->set_value(FailedPrecondition("指令已结束，无法取消"));
      return;
    }
  }
}

void CommandTracker::Deliver(long long device_id, int64_t now) {
  auto it = by_device_.find(device_id);
  if (it == by_device_.end()) return;
  std::shared_ptr<DeviceChannel> channel = channels_.Find(device_id);
  if (!channel) return;
  for (Open& o : it->second) {
    if (o.gone || o.row.status != CommandStatus::kPending) continue;
    if (o.row.expires_at > 0 && now > o.row.expires_at) continue;  // the sweep expires it
    if (o.speed_guard || o.row.max_kmh) {
      // The command's own limit when lower (电动车租赁's lock: the company's speed, D154).
      const double max_kmh =
          o.row.max_kmh ? std::min(*o.row.max_kmh, options_.cut_oil_max_kmh) : options_.cut_oil_max_kmh;
      std::optional<double> speed = Speed(device_id);
      if (speed && *speed > max_kmh) {
        if (!o.deferred) {
          o.deferred = true;
          char text[128];
          std::snprintf(text, sizeof text, "车速%.0fkm/h高于%.0fkm/h，待车辆减速后下发", *speed, max_kmh);
          o.row.result_msg = text;
          store::CommandChange change{CommandStatus::kPending, o.row.result_msg};
          change.from = CommandStatus::kPending;
          if (Save(o, change)) Publish(o, now);
        }
        continue;
      }
    }
    // Claimed before it goes out: another node may hold the same pending command (docs/cluster.md).
    store::CommandChange claim{CommandStatus::kSent, "已下发，等待终端应答"};
    claim.from = CommandStatus::kPending;
    claim.sent_at = now;
    claim.msg_id = o.command.msg_id;
    claim.match_key = kUnknownMatch;  // known once the frame is made; a crash in between leaves this
    if (!Save(o, claim)) continue;
    std::optional<EncodedCommand> sent = channel->Send(o.command, static_cast<uint32_t>(o.row.id));
    if (!sent) {  // the connection is going away (the next one delivers) or cannot carry it
      store::CommandChange back{CommandStatus::kPending, o.row.result_msg};
      back.from = CommandStatus::kSent;
      Save(o, back);
      continue;
    }
    o.deferred = false;
    o.row.status = CommandStatus::kSent;
    o.row.match_key = sent->match;
    o.row.msg_id = o.command.msg_id;
    o.row.sent_at = now;
    o.row.result_msg = "已下发，等待终端应答";
    store::CommandChange change{CommandStatus::kSent, o.row.result_msg};
    change.match_key = o.row.match_key;
    change.msg_id = o.row.msg_id;
    Save(o, change);
    Publish(o, now);
    std::lock_guard lock(mu_);
    ++stats_.sent;
  }
}

namespace {

bool HasId(const std::string& list, const std::string& id) {
  for (auto part : Split(list, ','))
    if (part == id) return true;
  return false;
}

}  // namespace

void CommandTracker::Answer(const Event& e) {
  const CommandReply& r = e.reply;
  auto it = by_device_.find(e.device.device_id);
  Open* target = nullptr;
  auto answerable = [&](const Open& o) {
    if (o.gone) return false;
    return o.row.status == CommandStatus::kSent ||
           (o.row.status == CommandStatus::kTimedOut && e.time - o.finished_at <= options_.late_reply_ms);
  };
  if (it != by_device_.end()) {
    auto& list = it->second;
    switch (r.kind) {
      case CommandReply::Kind::kAck:
        for (Open& o : list)
          if (answerable(o) && o.row.protocol == r.protocol && o.row.msg_id == r.msg_id &&
              (r.any_serial || o.row.match_key == kUnknownMatch ? o.row.status == CommandStatus::kSent
                                                                : o.row.match_key == static_cast<long long>(r.match))) {
            target = &o;
            break;
          }
        break;
      case CommandReply::Kind::kText: {
        // JT/T 808 terminals acknowledge a text command (0x0001) before they answer it in text: a
        // text command acknowledged a moment ago still takes its first text answer.
        auto awaits_text = [&](const Open& o) {
          return o.row.status == CommandStatus::kAcknowledged && !o.text_answered && o.row.msg_id == r.msg_id &&
                 r.msg_id != 0 && e.time - o.finished_at <= options_.late_reply_ms;
        };
        for (Open& o : list)  // the echoed server flag or serial names the command
          if ((answerable(o) || awaits_text(o)) && r.match != 0 && o.row.match_key == static_cast<long long>(r.match))
            target = &o;
        if (!target)  // devices that answer with flag 0: the oldest command waiting
          for (Open& o : list)
            if (o.row.status == CommandStatus::kSent) {
              target = &o;
              break;
            }
        if (!target && r.match == 0)  // or the latest acknowledged one
          for (Open& o : list)
            if (awaits_text(o) && (!target || o.finished_at >= target->finished_at)) target = &o;
        break;
      }
      case CommandReply::Kind::kMedia: {
        Open* fallback = nullptr;
        for (Open& o : list) {
          if (o.command.msg_id != r.msg_id || o.row.status == CommandStatus::kPending) continue;
          if (e.time - std::max<int64_t>(o.row.sent_at, o.finished_at) > options_.late_reply_ms) continue;
          if (HasId(o.row.media_ids, r.media_ids))
            target = &o;
          else if (o.row.media_ids.empty())
            fallback = &o;  // 2011 terminals answer 0x0001 without ids
        }
        if (!target) target = fallback;
        if (!target) return;  // a photo nobody asked for (or long after): the pipeline stored it anyway
        if (!HasId(target->row.media_ids, r.media_ids))
          target->row.media_ids += (target->row.media_ids.empty() ? "" : ",") + r.media_ids;
        target->row.reply_text = r.text;
        target->row.result_msg = "照片已上传";
        target->row.replied_at = e.time;
        if (target->row.status != CommandStatus::kAcknowledged) {
          target->row.status = CommandStatus::kAcknowledged;
          std::lock_guard lock(mu_);
          ++stats_.acknowledged;
        }
        if (!target->finished_at) target->finished_at = e.time;
        store::CommandChange change{CommandStatus::kAcknowledged, target->row.result_msg, target->row.reply_text,
                                    target->row.media_ids};
        change.replied_at = e.time;
        Save(*target, change);
        Publish(*target, e.time);
        return;
      }
    }
  }
  if (!target) {
    // A text nobody waits for is still worth keeping (命令下发报表 shows device texts).
    if (r.kind == CommandReply::Kind::kText && !r.text.empty()) {
      auto conn = db_.Acquire();
      Status s =
          store::InsertDeviceText(*conn, e.device.device_id, e.device.asset_id, e.device.group_id, e.time, r.text);
      if (!s.ok()) spdlog::error("device text not stored: {}", s.message());
    }
    return;
  }
  bool late = target->row.status == CommandStatus::kTimedOut;
  bool counted = target->row.status == CommandStatus::kAcknowledged;  // a text after the acknowledgement
  if (r.kind == CommandReply::Kind::kText) target->text_answered = true;
  const CommandStatus before = target->row.status;
  CommandStatus status = r.ok ? CommandStatus::kAcknowledged : CommandStatus::kFailed;
  target->row.status = status;
  target->row.reply_text = r.text;
  target->row.replied_at = e.time;
  if (!r.media_ids.empty()) target->row.media_ids = r.media_ids;
  target->row.result_msg = std::string(r.ok ? "终端已应答" : r.text) + (late ? "（超时后应答）" : "");
  if (!target->finished_at || late) target->finished_at = e.time;
  store::CommandChange change{status, target->row.result_msg, target->row.reply_text, target->row.media_ids};
  change.replied_at = e.time;
  change.from = before;  // another node holding a copy may have finished it (docs/cluster.md)
  if (!Save(*target, change)) return;
  Publish(*target, e.time);
  std::lock_guard lock(mu_);
  if (counted) --stats_.acknowledged;
  ++(r.ok ? stats_.acknowledged : stats_.failed);
}

bool CommandTracker::Finish(Open& o, CommandStatus status, const std::string& result, int64_t now) {
  store::CommandChange change{status, result};
  change.from = o.row.status;
  o.finished_at = now;
  if (!Save(o, change)) return false;
  o.row.status = status;
  o.row.result_msg = result;
  Publish(o, now);
  return true;
}

void CommandTracker::Sweep(int64_t now) {
  std::vector<long long> retry;
  for (auto it = by_device_.begin(); it != by_device_.end();) {
    auto& list = it->second;
    bool deferred = false;
    for (Open& o : list) {
      if (o.gone) continue;
      if (o.row.status == CommandStatus::kPending && o.row.expires_at > 0 && now > o.row.expires_at) {
        if (!Finish(o, CommandStatus::kExpired,
                    o.deferred ? "车速一直高于限定值，指令已过期未下发" : "设备未上线，指令已过期未下发", now))
          continue;
        std::lock_guard lock(mu_);
        ++stats_.expired;
      } else if (o.row.status == CommandStatus::kSent && now - o.row.sent_at > options_.reply_timeout_ms) {
        if (!Finish(o, CommandStatus::kTimedOut, "终端未应答", now)) continue;
        std::lock_guard lock(mu_);
        ++stats_.timed_out;
      } else if (o.row.status == CommandStatus::kPending && o.deferred) {
        deferred = true;
      }
    }
    std::erase_if(
        list, [&](const Open& o) { return o.gone || (o.finished_at && now - o.finished_at > options_.late_reply_ms); });
    if (deferred) retry.push_back(it->first);
    it = list.empty() ? by_device_.erase(it) : std::next(it);
  }
  for (long long device : retry) Deliver(device, now);
}

bool CommandTracker::Save(Open& o, store::CommandChange change) {
  auto conn = db_.Acquire();
  Status s = store::UpdateCommand(*conn, o.row.id, change);
  if (s.code() == StatusCode::kFailedPrecondition) {  // another node moved it on
    o.gone = true;
    return false;
  }
  if (!s.ok()) spdlog::error("command {} not updated: {}", o.row.id, s.message());
  return true;
}

void CommandTracker::Publish(const Open& o, int64_t now) {
  if (!hub_.Wanted()) return;
  boost::json::object j;
  j["id"] = o.row.id;
  j["uuid"] = o.row.uuid;
  j["vehicleId"] = o.row.asset_id;
  j["plate"] = o.row.plate;
  j["commandType"] = o.row.command_type;
  j["commandName"] = o.row.command_name;
  j["status"] = static_cast<int>(o.row.status);
  j["statusText"] = store::CommandStatusText(o.row.status);
  j["resultMsg"] = o.row.result_msg;
  j["replyText"] = o.row.reply_text;
  j["mediaIds"] = o.row.media_ids;
  j["time"] = FormatLocalTime(now, options_.utc_offset_minutes);
  live::LiveUpdate u;
  u.kind = "commands";
  u.vehicle_id = o.row.asset_id;
  u.group_path = o.row.group_path;
  u.json = WriteJson(j);
  u.key = o.row.id;
  hub_.Publish(u);
}

}  // namespace chelian::gateway
