// Implementation of the position pipeline.
#include "pipeline/pipeline.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>

#include <boost/json/object.hpp>
#include <spdlog/spdlog.h>

#include "core/json.h"
#include "core/thread_name.h"
#include "core/thread_priority.h"
#include "pipeline/alarm_episodes.h"
#include "protocol/message_json.h"
#include "store/alarm_repo.h"
#include "store/risk_point_repo.h"

namespace chelian::pipeline {

struct Pipeline::Shard {
  std::mutex mu;
  std::condition_variable cv;
  std::condition_variable idle;
  std::vector<Job> queue;       // GUARDED_BY(mu); swapped with the shard thread's batch, both keep their room
  bool busy = false;            // GUARDED_BY(mu) a job is being processed
  bool gathering = false;       // GUARDED_BY(mu) waiting a moment for more jobs before processing
  bool stop = false;            // GUARDED_BY(mu)
  // Written by the shard thread only, which holds states_mu while it changes them; readers
  // (State()) take the same lock. Uncontended, so the shard pays little for it.
  mutable std::mutex states_mu;
  std::unordered_map<long long, DeviceState> states;  // GUARDED_BY(states_mu)
  std::vector<long long> unsaved;                     // owned by the shard thread: states to snapshot
  struct CachedSettings {
    GroupAlarmSettings settings;
    int64_t loaded_at = 0;
  };
  std::unordered_map<long long, CachedSettings> settings;  // owned by the shard thread, by group id
  std::thread thread;
};

Pipeline::Pipeline(store::Database& db, store::PositionWriter& writer, live::PushHub& hub, PipelineOptions options,
                   NowFn now)
    : db_(db), writer_(writer), hub_(hub), options_(options), now_(std::move(now)) {
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
  std::vector<Job> batch;  // jobs being processed; a vector, not a deque: no allocation per job
  std::vector<store::PositionRow> rows;             // the batch's rows for the writer
  std::vector<store::PositionWriter::Done> done;   // and the completions of the jobs they came from
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
      if (!rows.empty())
        while (!writer_.Submit(std::move(rows), std::move(done)))
          std::this_thread::sleep_for(std::chrono::milliseconds(2));
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
  auto rows = conn->Query(
      "SELECT fix_time, recv_time, lat, lon, speed, course, flags, mileage, motion, motion_since, attributes, "
      "odometer, odometer_total, odometer_time FROM device_state WHERE device_id = ?",
      {device_id});
  if (rows.ok() && !rows->empty()) {
    const auto& r = rows->front();
    s.has_fix = true;
    s.fix_time_ms = r.Int(0);
    s.recv_time_ms = r.Int(1);
    s.lat = r.Real(2);
    s.lon = r.Real(3);
    s.speed_kmh = r.Real(4);
    s.course = static_cast<int>(r.Int(5));
    int flags = static_cast<int>(r.Int(6));
    s.valid = flags & store::kPositionValid;
    s.acc = (flags & store::kPositionAccKnown) ? ((flags & store::kPositionAccOn) ? 1 : 0) : -1;
    s.mileage_km = r.Real(7);
    s.motion = static_cast<Motion>(r.Int(8));
    s.motion_since_ms = r.Int(9);
    s.attributes_json = r.Text(10);
    s.odometer = {r.Real(11), r.Real(12), r.Int(13)};
  }
  if (auto open = store::OpenAlarms(*conn, device_id); open.ok())
    for (const auto& a : *open)
      if (auto code = AlarmCodeFromName(a.code)) (a.source == 2 ? s.active_platform : s.active_alarms).insert(*code);
  std::lock_guard lock(shard.states_mu);
  return shard.states.emplace(device_id, std::move(s)).first->second;
}

namespace {

int Flags(const Position& p) {
  int f = p.valid ? store::kPositionValid : 0;
  if (p.acc) f |= store::kPositionAccKnown | (*p.acc ? store::kPositionAccOn : 0);
  if (p.back_filled) f |= store::kPositionBackfill;
  return f;
}

std::string AlarmList(const std::vector<AlarmCode>& alarms) {
  std::string out;
  for (AlarmCode c : alarms) {
    if (!out.empty()) out += ',';
    out += AlarmCodeName(c);
  }
  return out;
}

}  // namespace

void Pipeline::Process(Shard& shard, Job& job, std::vector<store::PositionRow>& rows,
                       std::vector<store::PositionWriter::Done>& done) {
  const DeviceMessage& m = job.message;
  const store::DeviceRef& dev = *job.device;
  DeviceState& st = StateOf(shard, dev.device_id);
  std::unique_lock states_lock(shard.states_mu);
  int64_t now = now_();
  const size_t first_row = rows.size();
  uint64_t filtered = 0, begun = 0, ended = 0;

  const GroupAlarmSettings& settings = SettingsFor(shard, dev, now);
  auto handle_episodes = [&](const std::vector<AlarmCode>& reported, bool complete, const store::AlarmEdge& edge) {
    std::vector<AlarmCode> wanted;  // device alarms switched off for the group open nothing
    for (AlarmCode c : reported)
      if (!settings.disabled.count(c)) wanted.push_back(c);
    auto [b, e] = ApplyEpisodes(dev, st.active_alarms, 1, wanted, complete, edge, now);
    begun += b;
    ended += e;
  };
  auto handle_platform = [&](const std::set<AlarmCode>& active, const store::AlarmEdge& edge,
                             const std::map<AlarmCode, RiskAlarm>* details = nullptr) {
    auto [b, e] = ApplyEpisodes(dev, st.active_platform, 2, std::vector<AlarmCode>(active.begin(), active.end()), true, edge,
                                now, details);
    begun += b;
    ended += e;
  };
  st.device = job.device;

  for (const Position& p : m.positions) {
    FilterVerdict v = FilterPosition(options_.filter, st, p, now);
    if (v != FilterVerdict::kAccept) {
      ++filtered;
      spdlog::debug("device {} position at {} filtered: {}", dev.terminal_no, p.fix_time_ms, FilterVerdictName(v));
      // Its alarms still begin and end episodes, in the order the device sent them (an emergency
      // alarm of a device without a fix), at the last good place — not a resend's or a back-fill's.
      // The time is the fix's own when only its place was wrong, else when the message arrived.
      if (!p.back_filled && v != FilterVerdict::kDuplicate)
        handle_episodes(p.alarms, true,
                        {v == FilterVerdict::kJump ? p.fix_time_ms : job.recv_time_ms, st.lat, st.lon, st.speed_kmh,
                         st.mileage_km, st.course});
      continue;
    }
    MileageStep step = NextMileage(options_.mileage, st, p);
    const double mileage = step.mileage_km;
    bool latest = !p.back_filled && (!st.has_fix || p.fix_time_ms >= st.fix_time_ms);
    store::PositionRow row;
    row.device_id = dev.device_id;
    row.fix_time = p.fix_time_ms;
    row.recv_time = job.recv_time_ms;
    row.lat = p.lat;
    row.lon = p.lon;
    row.altitude = static_cast<int>(p.altitude_m);
    row.speed = p.speed_kmh;
    row.course = static_cast<int>(p.course);
    row.satellites = p.satellites.value_or(0);
    row.flags = Flags(p);
    row.mileage = mileage;
    row.alarms = AlarmList(p.alarms);
    if (!p.attributes.empty()) row.attributes = AttributesJson(p.attributes);
    rows.push_back(std::move(row));
    if (!latest) continue;
    Motion motion = ClassifyMotion(options_.motion, p);
    if (motion != st.motion) st.motion_since_ms = p.fix_time_ms;
    st.motion = motion;
    st.has_fix = true;
    st.fix_time_ms = p.fix_time_ms;
    st.lat = p.lat;
    st.lon = p.lon;
    st.speed_kmh = p.speed_kmh;
    st.course = static_cast<int>(p.course);
    st.valid = p.valid;
    if (p.acc) st.acc = *p.acc ? 1 : 0;
    st.mileage_km = mileage;
    if (step.odometer) st.odometer = *step.odometer;
    if (!rows.back().attributes.empty()) st.attributes_json = rows.back().attributes;
    store::AlarmEdge edge{p.fix_time_ms, p.lat, p.lon, p.speed_kmh, mileage, static_cast<int>(p.course)};
    handle_episodes(p.alarms, true, edge);
    std::map<AlarmCode, RiskAlarm> details;
    std::set<AlarmCode> platform = PlatformAlarms(dev, st, p, settings, &details, now);
    if (st.active_platform.count(AlarmCode::kOfflineAlarm)) platform.insert(AlarmCode::kOfflineAlarm);
    handle_platform(platform, edge, &details);
  }
  // Alarms not tied to a fix (e.g. a GT06 status packet) open episodes at the last known place.
  if (!m.alarms.empty())
    handle_episodes(m.alarms, false, {job.recv_time_ms, st.lat, st.lon, st.speed_kmh, st.mileage_km, st.course});
  if (auto acc = m.attributes.GetInt(AttrKey::kAcc)) st.acc = static_cast<int>(*acc);
  if (st.active_platform.count(AlarmCode::kOfflineAlarm)) {  // the device is back
    std::set<AlarmCode> still = st.active_platform;
    still.erase(AlarmCode::kOfflineAlarm);
    handle_platform(still, {job.recv_time_ms, st.lat, st.lon, st.speed_kmh, st.mileage_km, st.course});
  }
  if (m.media && !m.media->data.empty()) StoreMedia(dev, *m.media, st, job.recv_time_ms);
  st.recv_time_ms = job.recv_time_ms;
  if (!st.unsaved) {
    st.unsaved = true;
    shard.unsaved.push_back(dev.device_id);
  }
  const size_t stored = rows.size() - first_row;
  if (stored > 0 && st.has_fix && hub_.client_count() > 0) {
    boost::json::object live{{"vehicleId", dev.asset_id}, {"plate", dev.plate}, {"lat", st.lat}, {"lon", st.lon},
                             {"speed", st.speed_kmh},     {"course", st.course}, {"acc", st.acc},
                             {"valid", st.valid ? 1 : 0}, {"mileage", st.mileage_km},
                             {"motion", static_cast<int>(st.motion)},
                             {"gpsTime", FormatLocalTime(st.fix_time_ms, options_.utc_offset_minutes)},
                             {"recvTime", FormatLocalTime(st.recv_time_ms, options_.utc_offset_minutes)}};
    boost::json::array alarms;
    for (AlarmCode c : st.active_alarms) alarms.emplace_back(AlarmCodeName(c));
    live["alarms"] = std::move(alarms);
    live::LiveUpdate update{"positions", dev.asset_id, dev.group_path, WriteJson(live)};
    if (options_.push_after_commit) {
      job.done = [hub = &hub_, update = std::move(update), done = std::move(job.done)](const Status& committed) {
        if (committed.ok()) hub->Publish(update);
        if (done) done(committed);
      };
    } else {
      hub_.Publish(update);
    }
  }
  states_lock.unlock();
  {
    std::lock_guard lock(stats_mu_);
    ++stats_.jobs;
    stats_.positions += stored;
    stats_.filtered += filtered;
    stats_.alarms_begun += begun;
    stats_.alarms_ended += ended;
  }
  if (stored == 0) {
    if (job.done) job.done(Status::Ok());
    return;
  }
  if (job.done) done.push_back(std::move(job.done));
}

std::set<AlarmCode> Pipeline::PlatformAlarms(const store::DeviceRef& dev, DeviceState& st, const Position& p,
                                             const GroupAlarmSettings& settings,
                                             std::map<AlarmCode, RiskAlarm>* details, int64_t now) {
  std::set<AlarmCode> active =
      EvaluatePositionRules(settings.rules, st.rules, p, options_.motion.moving_kmh, options_.utc_offset_minutes);
  if (risk_) {
    std::shared_ptr<const RiskSnapshot> snap = risk_->Current();
    if (snap != st.risk_snapshot || st.risk_group != dev.group_id) {
      st.risk_places = snap->PlacesFor(dev.asset_id, dev.group_id, dev.group_path);
      st.risk_snapshot = std::move(snap);
      st.risk_group = dev.group_id;
    }
    if (!st.risk_places.empty() || !st.risk.fences.empty()) {
      const RiskSnapshot* s = st.risk_snapshot.get();
      RegionLookup lookup;
      if (s->geocoder) lookup = [s](geo::LatLon at) { return s->Region(at); };
      for (RiskAlarm& a : EvaluateRiskRules(st.risk_places, st.risk, p, lookup, settings.rules.abnormal_stay_days)) {
        active.insert(a.code);
        (*details)[a.code] = std::move(a);
      }
      // A visit to home or company is saved at most every 10 minutes (it survives a restart).
      if (st.risk.stay_visit_dirty && now - st.stay_visit_saved_ms >= 10 * 60'000LL) {
        auto conn = db_.Acquire();
        if (Status w = store::RecordStayVisit(*conn, dev.asset_id, st.risk.last_stay_visit); !w.ok())
          spdlog::warn("stay visit of vehicle {} not saved: {}", dev.asset_id, w.message());
        st.risk.stay_visit_dirty = false;
        st.stay_visit_saved_ms = now;
      }
    }
  }
  // Codes switched off for the group raise nothing.
  for (AlarmCode c : settings.disabled) active.erase(c);
  return active;
}

std::pair<uint64_t, uint64_t> Pipeline::ApplyEpisodes(const store::DeviceRef& dev, std::set<AlarmCode>& active,
                                                       int source, const std::vector<AlarmCode>& reported, bool complete,
                                                       const store::AlarmEdge& edge, int64_t now,
                                                       const std::map<AlarmCode, RiskAlarm>* details) {
  EpisodeChanges changes = UpdateEpisodes(active, reported, complete);
  if (changes.begun.empty() && changes.ended.empty()) return {0, 0};
  uint64_t begun = 0;
  auto conn = db_.Acquire();
  for (AlarmCode c : changes.begun) {
    store::NewAlarm a{dev.device_id, dev.asset_id, dev.group_id, std::string(AlarmCodeName(c)), std::string(AlarmLabel(c)),
                      source, edge, ""};
    std::string place;
    if (details) {
      if (auto d = details->find(c); d != details->end()) {
        place = d->second.place_name;
        boost::json::object data{{"pathName", place}};
        if (d->second.place_id) data["pathId"] = d->second.place_id;
        a.data = WriteJson(data);
      }
    }
    auto id = store::BeginAlarm(*conn, a, now);
    if (!id.ok()) {
      spdlog::error("alarm begin not stored for device {}: {}", dev.device_id, id.status().message());
      continue;
    }
    ++begun;
    if (on_alarm_)
      on_alarm_({*id, dev.asset_id, dev.group_id, dev.group_path, dev.plate, a.code, a.label, place, source, edge.time,
                 edge.lat, edge.lon, edge.speed});
    if (hub_.client_count() == 0) continue;
    boost::json::object o{{"alarmId", *id},    {"vehicleId", dev.asset_id},   {"groupId", dev.group_id},
                          {"plate", dev.plate}, {"enType", AlarmCodeName(c)}, {"type", AlarmLabel(c)},
                          {"source", source},   {"lat", edge.lat},            {"lon", edge.lon},
                          {"speed", edge.speed}, {"time", FormatLocalTime(edge.time, options_.utc_offset_minutes)}};
    if (!place.empty()) o["pathName"] = place;
    hub_.Publish({"alarms", dev.asset_id, dev.group_path, WriteJson(o), *id});
  }
  for (AlarmCode c : changes.ended) {
    Status s = store::EndAlarm(*conn, dev.device_id, std::string(AlarmCodeName(c)), source, edge, now);
    if (!s.ok()) spdlog::error("alarm end not stored for device {}: {}", dev.device_id, s.message());
  }
  return {begun, changes.ended.size()};
}

const GroupAlarmSettings& Pipeline::SettingsFor(Shard& shard, const store::DeviceRef& dev, int64_t now) {
  auto it = shard.settings.find(dev.group_id);
  if (it != shard.settings.end() && now - it->second.loaded_at < options_.settings_ttl_ms) return it->second.settings;
  GroupAlarmSettings settings;
  {
    auto conn = db_.Acquire();
    auto rows = LoadAlarmControlRows(*conn, dev.group_path);
    if (rows.ok()) settings = ResolveAlarmSettings(*rows);
    else spdlog::warn("alarm settings of group {} not loaded: {}", dev.group_id, rows.status().message());
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
    begun += ApplyEpisodes(*st.device, st.active_platform, 2, std::vector<AlarmCode>(active.begin(), active.end()), true,
                           edge, now)
                 .first;
  }
  if (begun) {
    std::lock_guard s(stats_mu_);
    stats_.alarms_begun += begun;
  }
}

void Pipeline::StoreMedia(const store::DeviceRef& dev, const MediaData& media, const DeviceState& st, int64_t recv_ms) {
  static constexpr const char* kExtensions[] = {"jpg", "tif", "mp3", "wav", "wmv"};
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
  Status s = conn->Exec(
      "INSERT INTO media (device_id, asset_id, group_id, media_id, type, format, event, channel, path, bytes, time, lat, "
      "lon, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {dev.device_id, dev.asset_id, dev.group_id, static_cast<long long>(media.id), media.type, media.format, media.event,
       media.channel, relative, static_cast<long long>(media.data.size()), st.has_fix ? st.fix_time_ms : recv_ms,
       st.has_fix ? store::Value(st.lat) : store::Value(), st.has_fix ? store::Value(st.lon) : store::Value(), now_()});
  if (!s.ok()) spdlog::error("media row not stored: {}", s.message());
  std::lock_guard lock(stats_mu_);
  ++stats_.media;
}

void Pipeline::SaveStates(Shard& shard) {
  if (shard.unsaved.empty()) return;
  std::sort(shard.unsaved.begin(), shard.unsaved.end());  // in key order: neighbouring pages
  std::lock_guard states_lock(shard.states_mu);
  auto conn = db_.Acquire();
  Status s = store::InTransaction(*conn, [&]() -> Status {
    for (long long id : shard.unsaved) {
      const DeviceState& st = shard.states[id];
      if (!st.has_fix) continue;
      int flags = (st.valid ? store::kPositionValid : 0) |
                  (st.acc >= 0 ? store::kPositionAccKnown | (st.acc ? store::kPositionAccOn : 0) : 0);
      Status e = conn->Exec(
          "INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, speed, course, flags, mileage, motion, "
          "motion_since, attributes, odometer, odometer_total, odometer_time) "
          "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (device_id) DO UPDATE SET "
          "fix_time = excluded.fix_time, recv_time = excluded.recv_time, lat = excluded.lat, lon = excluded.lon, "
          "speed = excluded.speed, course = excluded.course, flags = excluded.flags, mileage = excluded.mileage, "
          "motion = excluded.motion, motion_since = excluded.motion_since, attributes = excluded.attributes, "
          "odometer = excluded.odometer, odometer_total = excluded.odometer_total, "
          "odometer_time = excluded.odometer_time",
          {id, st.fix_time_ms, st.recv_time_ms, st.lat, st.lon, st.speed_kmh, st.course, flags, st.mileage_km,
           static_cast<int>(st.motion), st.motion_since_ms, store::Value::Borrowed(st.attributes_json),
           st.odometer.reading_km, st.odometer.total_km, st.odometer.time_ms});
      if (!e.ok()) return e;
    }
    return Status::Ok();
  });
  if (!s.ok()) return spdlog::warn("device states not saved: {}", s.message());  // listed: tried again next time
  for (long long id : shard.unsaved) shard.states[id].unsaved = false;
  shard.unsaved.clear();
}

}  // namespace chelian::pipeline
