// Implementation of the position pipeline.
#include "pipeline/pipeline.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>

#include "core/thread_name.h"
#include "core/thread_priority.h"
#include "live/live_messages.h"
#include "pipeline/steps.h"
#include "store/alarm_repo.h"
#include "store/device_state_repo.h"
#include "store/media_repo.h"
#include "store/renewal_repo.h"
#include "store/risk_point_repo.h"

namespace chelian::pipeline {

struct Pipeline::Shard {
  std::mutex mu;
  std::condition_variable cv;
  std::condition_variable idle;
  std::vector<Job> queue;  // GUARDED_BY(mu); swapped with the shard thread's batch, both keep their room
  bool busy = false;       // GUARDED_BY(mu) a job is being processed
  bool gathering = false;  // GUARDED_BY(mu) waiting a moment for more jobs before processing
  bool stop = false;       // GUARDED_BY(mu)
  // Written by the shard thread only, which holds states_mu while it changes them; readers
  // (State()) take the same lock. Uncontended, so the shard pays little for it.
  mutable std::mutex states_mu;
  std::unordered_map<long long, DeviceState> states;  // GUARDED_BY(states_mu)
  std::vector<long long> unsaved;                     // owned by the shard thread: states to snapshot
  DayShares days;                               // owned by the shard thread: the batch's shares of the daily aggregates
  std::vector<store::HealthReadingRow> health;  // owned by the shard thread: the batch's health readings
  struct CachedSettings {
    GroupAlarmSettings settings;
    int64_t loaded_at = 0;
  };
  std::unordered_map<long long, CachedSettings> settings;  // owned by the shard thread, by group id
  std::thread thread;
};

Pipeline::Pipeline(store::Database& db, store::PositionWriter& writer, live::PushHub& hub, PipelineOptions options,
                   NowFn now)
    : db_(db),
      writer_(writer),
      hub_(hub),
      options_(options),
      now_(now),
      episodes_(db, hub, std::move(now), options.utc_offset_minutes, options.hide_expired) {
  for (int i = 0; i < std::max(1, options_.shards); ++i) shards_.push_back(std::make_unique<Shard>());
  for (size_t i = 0; i < shards_.size(); ++i)
    shards_[i]->thread = std::thread([this, i, shard = shards_[i].get()] {
      SetThisThreadNice(options_.thread_nice);
      NameThisThread("pipeline-" + std::to_string(i));
      Run(*shard);
    });
}

Pipeline::~Pipeline() {
  for (auto& s : shards_) {
    {
      std::lock_guard lock(s->mu);
      s->stop = true;
    }
    s->cv.notify_all();
  }
  for (auto& s : shards_) s->thread.join();
}

// Under load a shard works through batches: it is woken by the first job of an empty queue, waits
// up to kGatherMs for more, then processes them all. One wake-up (a context switch on a busy core)
// per batch instead of one per job.
constexpr size_t kGatherJobs = 256;
constexpr int kGatherMs = 2;

void Pipeline::Submit(Job job) {
  Shard& s = *shards_[static_cast<size_t>(job.device->device_id) % shards_.size()];
  bool wake;
  {
    std::lock_guard lock(s.mu);
    wake = s.queue.empty() || (s.gathering && s.queue.size() + 1 == kGatherJobs);
    s.queue.push_back(std::move(job));
  }
  if (wake) s.cv.notify_one();
}

void Pipeline::Flush() {
  for (auto& s : shards_) {
    std::unique_lock lock(s->mu);
    s->idle.wait(lock, [&] { return s->queue.empty() && !s->busy; });
  }
  writer_.Flush();
}

std::optional<DeviceState> Pipeline::State(long long device_id) const {
  const Shard& s = *shards_[static_cast<size_t>(device_id) % shards_.size()];
  std::lock_guard lock(s.states_mu);
  auto it = s.states.find(device_id);
  if (it == s.states.end()) return std::nullopt;
  return it->second;
}

PipelineStats Pipeline::stats() const {
  std::lock_guard lock(stats_mu_);
  return stats_;
}

size_t Pipeline::queued() const {
  size_t n = 0;
  for (const auto& s : shards_) {
    std::lock_guard lock(s->mu);
    n += s->queue.size();
  }
  return n;
}

void Pipeline::Run(Shard& shard) {
  auto next_save = std::chrono::steady_clock::now() + std::chrono::milliseconds(options_.state_snapshot_ms);
  std::vector<Job> batch;                         // jobs being processed; a vector, not a deque: no allocation per job
  std::vector<store::PositionRow> rows;           // the batch's rows for the writer
  std::vector<store::PositionWriter::Done> done;  // and the completions of the jobs they came from
  std::unique_lock lock(shard.mu);
  while (true) {
    shard.cv.wait_until(lock, next_save, [&] { return shard.stop || !shard.queue.empty(); });
    if (shard.queue.empty() && shard.stop) break;
    if (!shard.queue.empty()) {
      if (shard.queue.size() < kGatherJobs && !shard.stop) {
        shard.gathering = true;
        shard.cv.wait_for(lock, std::chrono::milliseconds(kGatherMs),
                          [&] { return shard.stop || shard.queue.size() >= kGatherJobs; });
        shard.gathering = false;
      }
      batch.swap(shard.queue);
      shard.busy = true;
      lock.unlock();
      for (Job& job : batch) Process(shard, job, rows, done);
      batch.clear();
      // The batch's rows go to the writer at once; its queue is bounded: wait for room (this
      // stalls the shard, which stalls the gateway).
      if (!rows.empty() || !shard.health.empty()) {
        std::vector<store::VehicleDayRow> days = TakeDayRows(shard.days);  // committed with the rows
        while (!writer_.Submit(std::move(rows), std::move(done), std::move(days), std::move(shard.health)))
          std::this_thread::sleep_for(std::chrono::milliseconds(2));
        shard.health.clear();  // moved from
      }
      rows.clear();  // moved from: empty, and taken again for the next batch
      done.clear();
      lock.lock();
      shard.busy = false;
      if (shard.queue.empty()) shard.idle.notify_all();
    }
    if (std::chrono::steady_clock::now() >= next_save) {
      lock.unlock();
      SweepOffline(shard);
      SaveStates(shard);
      lock.lock();
      next_save = std::chrono::steady_clock::now() + std::chrono::milliseconds(options_.state_snapshot_ms);
    }
  }
  lock.unlock();
  SaveStates(shard);
}

DeviceState& Pipeline::StateOf(Shard& shard, long long device_id) {
  auto it = shard.states.find(device_id);
  if (it != shard.states.end()) return it->second;
  // First message since start: restore the saved state and the open alarm episodes.
  DeviceState s;
  auto conn = db_.Acquire();
  auto saved = store::LoadDeviceState(*conn, device_id);
  if (!saved.ok()) spdlog::warn("state of device {} not read: {}", device_id, saved.status().message());
  s.activation_pending = saved.ok() && !*saved;
  if (saved.ok() && *saved) {
    const store::DeviceStateRow& r = **saved;
    s.has_fix = true;
    s.fix_time_ms = r.fix_time;
    s.recv_time_ms = r.recv_time;
    s.lat = r.lat;
    s.lon = r.lon;
    s.speed_kmh = r.speed;
    s.course = r.course;
    s.valid = r.flags & store::kPositionValid;
    s.acc = (r.flags & store::kPositionAccKnown) ? ((r.flags & store::kPositionAccOn) ? 1 : 0) : -1;
    s.mileage_km = r.mileage;
    s.motion = static_cast<Motion>(r.motion);
    s.motion_since_ms = r.motion_since;
    s.attributes_json = r.attributes;
    s.odometer = {r.odometer, r.odometer_total, r.odometer_time};
  }
  if (auto open = store::OpenAlarms(*conn, device_id); open.ok())
    for (const auto& a : *open)
      if (auto code = AlarmCodeFromName(a.code)) (a.source == 2 ? s.active_platform : s.active_alarms).insert(*code);
  std::lock_guard lock(shard.states_mu);
  return shard.states.emplace(device_id, std::move(s)).first->second;
}

void Pipeline::Process(Shard& shard, Job& job, std::vector<store::PositionRow>& rows,
                       std::vector<store::PositionWriter::Done>& done) {
  const DeviceMessage& m = job.message;
  const store::DeviceRef& dev = *job.device;
  DeviceState& st = StateOf(shard, dev.device_id);
  std::unique_lock states_lock(shard.states_mu);
  int64_t now = now_();
  const size_t first_row = rows.size();
  st.device = job.device;
  StepContext ctx{dev, st, SettingsFor(shard, dev, now), options_, episodes_, rows, risk_, now, job.recv_time_ms};
  ctx.days = &shard.days;
  ctx.health = &shard.health;
  const size_t first_reading = shard.health.size();
  RunSteps(ctx, m);
  if (ctx.stay_visit_due) SaveStayVisit(dev, st, now);
  if (m.media && !m.media->data.empty()) StoreMedia(dev, *m.media, st, job.recv_time_ms);
  st.recv_time_ms = job.recv_time_ms;
  if (st.activation_pending && st.has_fix && st.first_report_ms == 0) st.first_report_ms = job.recv_time_ms;
  if (!st.unsaved) {
    st.unsaved = true;
    shard.unsaved.push_back(dev.device_id);
  }
  const size_t stored = rows.size() - first_row;
  const bool hidden = options_.hide_expired && store::IsExpired(dev.expires_at, now);
  if (stored > 0 && st.has_fix && !hidden && hub_.Wanted()) PushPosition(job, st);
  states_lock.unlock();
  {
    std::lock_guard lock(stats_mu_);
    ++stats_.jobs;
    stats_.positions += stored;
    stats_.filtered += ctx.filtered;
    stats_.alarms_begun += ctx.begun;
    stats_.alarms_ended += ctx.ended;
  }
  if (stored == 0 && shard.health.size() == first_reading) {  // nothing to commit: done at once
    if (job.done) job.done(Status::Ok());
    return;
  }
  if (job.done) done.push_back(std::move(job.done));
}

void Pipeline::PushPosition(Job& job, const DeviceState& st) {
  const store::DeviceRef& dev = *job.device;
  live::VehiclePosition p;
  p.vehicle_id = dev.asset_id;
  p.plate = dev.plate;
  p.lat = st.lat;
  p.lon = st.lon;
  p.speed_kmh = st.speed_kmh;
  p.course = st.course;
  p.acc = st.acc;
  p.valid = st.valid;
  p.mileage_km = st.mileage_km;
  p.motion = static_cast<int>(st.motion);
  p.fix_time_ms = st.fix_time_ms;
  p.recv_time_ms = st.recv_time_ms;
  for (AlarmCode c : st.active_alarms) p.alarms.push_back(AlarmCodeName(c));
  live::LiveUpdate update{"positions", dev.asset_id, dev.group_path,
                          live::PositionJson(p, options_.utc_offset_minutes)};
  update.device_id = dev.device_id;
  update.attributes = st.attributes_json;
  update.lat = st.lat;
  update.lon = st.lon;
  if (!options_.push_after_commit) return hub_.Publish(update);
  job.done = [hub = &hub_, update = std::move(update), done = std::move(job.done)](const Status& committed) {
    if (committed.ok()) hub->Publish(update);
    if (done) done(committed);
  };
}

void Pipeline::SaveStayVisit(const store::DeviceRef& dev, DeviceState& st, int64_t now) {
  auto conn = db_.Acquire();
  if (Status w = store::RecordStayVisit(*conn, dev.asset_id, st.risk.last_stay_visit); !w.ok())
    spdlog::warn("stay visit of vehicle {} not saved: {}", dev.asset_id, w.message());
  st.risk.stay_visit_dirty = false;
  st.stay_visit_saved_ms = now;
}

const GroupAlarmSettings& Pipeline::SettingsFor(Shard& shard, const store::DeviceRef& dev, int64_t now) {
  auto it = shard.settings.find(dev.group_id);
  if (it != shard.settings.end() && now - it->second.loaded_at < options_.settings_ttl_ms) return it->second.settings;
  GroupAlarmSettings settings;
  {
    auto conn = db_.Acquire();
    auto rows = store::LoadAlarmControlRows(*conn, dev.group_path);
    if (rows.ok())
      settings = ResolveAlarmSettings(*rows);
    else
      spdlog::warn("alarm settings of group {} not loaded: {}", dev.group_id, rows.status().message());
    const store::Scope group{dev.group_id, dev.group_path};
    for (auto [type, into] : {std::pair{store::kWearerBadge, &settings.badge_health},
                              std::pair{store::kWearerWatch, &settings.watch_health}}) {
      auto t = store::EffectiveHealthThreshold(*conn, group, dev.group_id, type);
      if (t.ok())
        *into = *t;
      else
        spdlog::warn("health thresholds of group {} not loaded: {}", dev.group_id, t.status().message());
    }
  }
  if (shard.settings.size() > 100'000) shard.settings.clear();
  auto& slot = shard.settings[dev.group_id];
  slot = {std::move(settings), now};
  return slot.settings;
}

void Pipeline::SweepOffline(Shard& shard) {
  int64_t now = now_();
  uint64_t begun = 0;
  std::lock_guard lock(shard.states_mu);
  for (auto& [id, st] : shard.states) {
    if (!st.device || st.active_platform.count(AlarmCode::kOfflineAlarm)) continue;
    const GroupAlarmSettings& settings = SettingsFor(shard, *st.device, now);
    if (!OfflineDue(settings.rules, st.recv_time_ms, now)) continue;
    std::set<AlarmCode> active = st.active_platform;
    active.insert(AlarmCode::kOfflineAlarm);
    store::AlarmEdge edge{now, st.lat, st.lon, 0, st.mileage_km, st.course};
    begun +=
        episodes_
            .Apply(*st.device, st.active_platform, 2, std::vector<AlarmCode>(active.begin(), active.end()), true, edge)
            .first;
  }
  if (begun) {
    std::lock_guard s(stats_mu_);
    stats_.alarms_begun += begun;
  }
}

void Pipeline::StoreMedia(const store::DeviceRef& dev, const MediaData& media, const DeviceState& st, int64_t recv_ms) {
  static constexpr const char* kExtensions[] = {"jpg", "tif", "mp3", "wav", "wmv", "amr"};
  std::string ext = media.format < std::size(kExtensions) ? kExtensions[media.format] : "bin";
  std::string day = FormatLocalTime(recv_ms, options_.utc_offset_minutes).substr(0, 10);
  std::string relative = std::to_string(dev.device_id) + "/" + day + "/" + std::to_string(media.id) + "_" +
                         std::to_string(recv_ms) + "." + ext;
  std::filesystem::path file = std::filesystem::path(options_.media_dir) / relative;
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  std::ofstream out(file, std::ios::binary);
  out.write(reinterpret_cast<const char*>(media.data.data()), static_cast<std::streamsize>(media.data.size()));
  out.close();
  if (!out) {
    spdlog::error("media of device {} not written to {}", dev.terminal_no, file.string());
    return;
  }
  auto conn = db_.Acquire();
  store::NewMedia row{dev.device_id,
                      dev.asset_id,
                      dev.group_id,
                      static_cast<long long>(media.id),
                      media.type,
                      media.format,
                      media.event,
                      media.channel,
                      relative,
                      static_cast<long long>(media.data.size()),
                      st.has_fix ? st.fix_time_ms : recv_ms,
                      st.has_fix ? std::optional<double>(st.lat) : std::nullopt,
                      st.has_fix ? std::optional<double>(st.lon) : std::nullopt,
                      now_(),
                      options_.node_id};
  Status s = store::InsertMedia(*conn, row);
  if (!s.ok()) spdlog::error("media row not stored: {}", s.message());
  std::lock_guard lock(stats_mu_);
  ++stats_.media;
}

void Pipeline::SaveStates(Shard& shard) {
  if (shard.unsaved.empty()) return;
  std::sort(shard.unsaved.begin(), shard.unsaved.end());  // in key order: neighbouring pages
  std::lock_guard states_lock(shard.states_mu);
  std::vector<store::DeviceStateRow> saved;
  std::vector<store::DeviceActivation> activated;
  saved.reserve(shard.unsaved.size());
  for (long long id : shard.unsaved) {
    const DeviceState& st = shard.states[id];
    if (!st.has_fix) continue;
    if (st.activation_pending && st.first_report_ms > 0) activated.push_back({id, st.first_report_ms});
    int flags = (st.valid ? store::kPositionValid : 0) |
                (st.acc >= 0 ? store::kPositionAccKnown | (st.acc ? store::kPositionAccOn : 0) : 0);
    saved.push_back({id, st.fix_time_ms, st.recv_time_ms, st.lat, st.lon, st.speed_kmh, st.course, flags, st.mileage_km,
                     static_cast<int>(st.motion), st.motion_since_ms, st.attributes_json, st.odometer.reading_km,
                     st.odometer.total_km, st.odometer.time_ms});
  }
  auto conn = db_.Acquire();
  Status s = store::SaveDeviceStates(*conn, saved);
  if (!s.ok()) return spdlog::warn("device states not saved: {}", s.message());  // listed: tried again next time
  if (Status a = store::ActivateDevices(*conn, activated); !a.ok()) {
    spdlog::warn("device activations not saved: {}", a.message());  // pending: tried again next time
  } else {
    for (const auto& act : activated) shard.states[act.device_id].activation_pending = false;
  }
  for (long long id : shard.unsaved) shard.states[id].unsaved = false;
  shard.unsaved.clear();
}

}  // namespace chelian::pipeline
