// Implementation of the motion handler.
#include "pipeline/motion.h"

namespace chelian::pipeline {

Motion ClassifyMotion(const MotionOptions& o, const Position& p) {
  if (p.acc.has_value() && !*p.acc) return Motion::kParked;
  return p.speed_kmh >= o.moving_kmh ? Motion::kDriving : Motion::kParked;
}

Motion MotionAt(const DeviceState& s, int64_t now_ms, int64_t offline_after_ms) {
  if (s.recv_time_ms == 0) return Motion::kNeverOnline;
  if (now_ms - s.recv_time_ms > offline_after_ms) return Motion::kOffline;
  return s.motion == Motion::kNeverOnline ? Motion::kParked : s.motion;
}

}  // namespace chelian::pipeline
