// The position pipeline: messages of one device are handled in order on that device's shard
// (thread), through the ordered steps of pipeline/steps.h (filter → mileage → row → motion and
// latest state → alarm episodes), then media, the batched store and live push. A job's `done` runs
// when its positions are committed (or at once when it has none), so the gateway can acknowledge
// after commit. Bounding is the caller's job: the gateway limits jobs in flight per connection
// and overall.
#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <unordered_map>
#include <vector>

#include "core/clock.h"
#include "domain/device_message.h"
#include "live/push_hub.h"
#include "pipeline/alarm_settings.h"
#include "pipeline/device_state.h"
#include "pipeline/episode_recorder.h"
#include "pipeline/step_context.h"
#include "store/alarm_repo.h"
#include "store/db.h"
#include "store/device_directory.h"
#include "store/position_writer.h"

namespace chelian::pipeline {

// The steps' options (filter, mileage, motion, utc_offset_minutes for local times) and the shards'.
struct PipelineOptions : StepOptions {
  int shards = 2;
  int64_t state_snapshot_ms = 5000;     // how often changed device states are saved
  int64_t settings_ttl_ms = 30'000;     // how long a group's alarm settings are cached
  std::string media_dir = "var/media";  // where uploaded photos and recordings are kept
  std::string node_id;                  // this node of a cluster, recorded with each file (docs/cluster.md)
  int thread_nice = 0;                  // nice value of the shard threads (gateway.background_nice)
  // Positions go to live push once committed (gateway.ack = committed: the console never shows a
  // position a crash then loses), else as soon as they are processed.
  bool push_after_commit = false;
  // service.hide_expired: a vehicle past its expiry is not pushed live (docs/renewal.md).
  bool hide_expired = false;
};

struct Job {
  std::shared_ptr<const store::DeviceRef> device;  // never null
  DeviceMessage message;
  int64_t recv_time_ms = 0;
  // Runs on a pipeline or writer thread with the commit's outcome (Ok when nothing was stored).
  store::PositionWriter::Done done;
};

struct PipelineStats {
  uint64_t jobs = 0, positions = 0, filtered = 0, alarms_begun = 0, alarms_ended = 0, media = 0;
};

class Pipeline {
 public:
  Pipeline(store::Database& db, store::PositionWriter& writer, live::PushHub& hub, PipelineOptions options, NowFn now);
  ~Pipeline();  // finishes every queued job, saves device states

  // The places of the platform alarms (fences, points, areas); null: none. REQUIRES: set before the
  // first Submit; `catalog` outlives the pipeline.
  void SetRiskCatalog(const RiskCatalog* catalog) { risk_ = catalog; }
  // Told of every alarm episode that begins. REQUIRES: set before the first Submit.
  void SetAlarmListener(AlarmListener listener) { episodes_.SetListener(std::move(listener)); }

  // Queues `job` on its device's shard. Thread-safe; never refuses.
  void Submit(Job job);

  // Blocks until every job submitted before the call is processed and its positions committed.
  void Flush();

  // The latest state of a device, if it has sent anything since the start (or was restored).
  std::optional<DeviceState> State(long long device_id) const;

  PipelineStats stats() const;
  size_t queued() const;

 private:
  struct Shard;
  void Run(Shard& shard);
  // Appends the job's rows to `rows` and its completion to `done` (run at once when nothing is stored).
  void Process(Shard& shard, Job& job, std::vector<store::PositionRow>& rows,
               std::vector<store::PositionWriter::Done>& done);
  // Live push of the device's new state (after the commit when push_after_commit).
  void PushPosition(Job& job, const DeviceState& st);
  DeviceState& StateOf(Shard& shard, long long device_id);
  void SaveStates(Shard& shard);
  void SaveStayVisit(const store::DeviceRef& dev, DeviceState& st, int64_t now);
  const GroupAlarmSettings& SettingsFor(Shard& shard, const store::DeviceRef& dev, int64_t now);
  void SweepOffline(Shard& shard);
  void StoreMedia(const store::DeviceRef& dev, const MediaData& media, const DeviceState& st, int64_t recv_ms);

  store::Database& db_;
  store::PositionWriter& writer_;
  live::PushHub& hub_;
  PipelineOptions options_;
  NowFn now_;
  const RiskCatalog* risk_ = nullptr;
  EpisodeRecorder episodes_;
  std::vector<std::unique_ptr<Shard>> shards_;
  mutable std::mutex stats_mu_;
  PipelineStats stats_;  // GUARDED_BY(stats_mu_)
};

}  // namespace chelian::pipeline
