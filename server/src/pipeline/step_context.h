// What every pipeline step works on (docs/pipeline.md): one message of one device, the device's
// state on its shard, its group's alarm settings, the batch's rows, and where alarm episodes go.
// A step is a function over this context; the shard thread runs them in order.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <vector>

#include "domain/alarm_codes.h"
#include "pipeline/alarm_settings.h"
#include "pipeline/day_shares.h"
#include "pipeline/device_state.h"
#include "pipeline/mileage.h"
#include "pipeline/motion.h"
#include "pipeline/position_filter.h"
#include "pipeline/risk_catalog.h"
#include "pipeline/risk_rules.h"
#include "store/alarm_repo.h"
#include "store/device_directory.h"
#include "store/position_writer.h"

namespace chelian::pipeline {

// Where alarm episodes begin and end: the pipeline's recorder (store, push notifier, live push),
// a recording fake in tests.
class EpisodeSink {
 public:
  virtual ~EpisodeSink() = default;
  // Opens and closes episodes of `source` (1 the device, 2 the platform) so that `active` follows
  // `reported` (UpdateEpisodes: with `complete` false nothing ends), at `edge`. `details` name the
  // places of platform alarms. Returns (begun, ended).
  virtual std::pair<uint64_t, uint64_t> Apply(const store::DeviceRef& dev, std::set<AlarmCode>& active, int source,
                                              const std::vector<AlarmCode>& reported, bool complete,
                                              const store::AlarmEdge& edge,
                                              const std::map<AlarmCode, RiskAlarm>* details = nullptr) = 0;
};

// The settings of the steps (a part of PipelineOptions).
struct StepOptions {
  FilterOptions filter;
  MileageOptions mileage;
  MotionOptions motion;
  int utc_offset_minutes = 480;  // also the local day of the daily aggregates
};

struct StepContext {
  const store::DeviceRef& dev;
  DeviceState& st;
  const GroupAlarmSettings& settings;
  const StepOptions& options;
  EpisodeSink& episodes;
  std::vector<store::PositionRow>& rows;  // the batch's rows: steps append
  const RiskCatalog* risk = nullptr;      // the places of platform alarms; null: none
  int64_t now = 0;                        // wall clock
  int64_t recv_time = 0;                  // when the message arrived
  // What the steps found, for the shard to act on and count.
  uint64_t filtered = 0, begun = 0, ended = 0;
  bool stay_visit_due = false;                             // a visit to home or company is due to be saved
  DayShares* days = nullptr;                               // the batch's shares of the daily aggregates; null: not kept
  std::vector<store::HealthReadingRow>* health = nullptr;  // the batch's health readings; null: not kept
};

}  // namespace chelian::pipeline
