// Implementation of the episode recorder.
#include "pipeline/episode_recorder.h"

#include <spdlog/spdlog.h>

#include <boost/json/object.hpp>

#include "core/json.h"
#include "live/live_messages.h"
#include "pipeline/alarm_episodes.h"
#include "store/renewal_repo.h"

namespace chelian::pipeline {

std::pair<uint64_t, uint64_t> EpisodeRecorder::Apply(const store::DeviceRef& dev, std::set<AlarmCode>& active,
                                                     int source, const std::vector<AlarmCode>& reported, bool complete,
                                                     const store::AlarmEdge& edge,
                                                     const std::map<AlarmCode, RiskAlarm>* details) {
  EpisodeChanges changes = UpdateEpisodes(active, reported, complete);
  if (changes.begun.empty() && changes.ended.empty()) return {0, 0};
  int64_t now = now_();
  const bool hidden = hide_expired_ && store::IsExpired(dev.expires_at, now);
  uint64_t begun = 0;
  auto conn = db_.Acquire();
  for (AlarmCode c : changes.begun) {
    store::NewAlarm a{dev.device_id,
                      dev.asset_id,
                      dev.group_id,
                      std::string(AlarmCodeName(c)),
                      std::string(AlarmLabel(c)),
                      source,
                      edge,
                      ""};
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
    if (hidden) continue;
    if (on_alarm_)
      on_alarm_({*id, dev.asset_id, dev.group_id, dev.group_path, dev.plate, a.code, a.label, place, source, edge.time,
                 edge.lat, edge.lon, edge.speed});
    if (!hub_.Wanted()) continue;
    live::AlarmStarted started{*id,        dev.asset_id, dev.group_id,   dev.plate,     a.code,
                               a.label,    place,        source,         edge.lat,      edge.lon,
                               edge.speed, edge.time,    dev.group_name, dev.asset_kind};
    hub_.Publish({"alarms", dev.asset_id, dev.group_path, live::AlarmJson(started, utc_offset_minutes_), *id});
  }
  for (AlarmCode c : changes.ended) {
    Status s = store::EndAlarm(*conn, dev.device_id, std::string(AlarmCodeName(c)), source, edge, now);
    if (!s.ok()) spdlog::error("alarm end not stored for device {}: {}", dev.device_id, s.message());
  }
  return {begun, changes.ended.size()};
}

}  // namespace chelian::pipeline
