// The pipeline's EpisodeSink: alarm episodes begin and end in the store (alarms), each one begun is
// told to the push notifier (AlarmListener) and pushed live to the consoles that may see it, unless
// the vehicle is expired and service.hide_expired hides its data. Runs on the shard threads.
#pragma once

#include <functional>
#include <string>

#include "core/clock.h"
#include "live/push_hub.h"
#include "pipeline/step_context.h"
#include "store/db.h"

namespace chelian::pipeline {

// A new alarm episode, as the push notifier needs it. Called on a shard thread: must not block.
struct AlarmBegun {
  long long alarm_id = 0, asset_id = 0, group_id = 0;
  std::string group_path, plate, code, label, place_name;
  int source = 1;
  int64_t time_ms = 0;
  double lat = 0, lon = 0, speed = 0;
};
using AlarmListener = std::function<void(const AlarmBegun&)>;

class EpisodeRecorder : public EpisodeSink {
 public:
  // `hide_expired` (service.hide_expired): an expired vehicle's alarms are stored, neither pushed nor notified.
  EpisodeRecorder(store::Database& db, live::PushHub& hub, NowFn now, int utc_offset_minutes, bool hide_expired)
      : db_(db),
        hub_(hub),
        now_(std::move(now)),
        utc_offset_minutes_(utc_offset_minutes),
        hide_expired_(hide_expired) {}

  // REQUIRES: set before the first Apply.
  void SetListener(AlarmListener listener) { on_alarm_ = std::move(listener); }

  std::pair<uint64_t, uint64_t> Apply(const store::DeviceRef& dev, std::set<AlarmCode>& active, int source,
                                      const std::vector<AlarmCode>& reported, bool complete,
                                      const store::AlarmEdge& edge,
                                      const std::map<AlarmCode, RiskAlarm>* details = nullptr) override;

 private:
  store::Database& db_;
  live::PushHub& hub_;
  NowFn now_;
  int utc_offset_minutes_;
  bool hide_expired_;
  AlarmListener on_alarm_;
};

}  // namespace chelian::pipeline
