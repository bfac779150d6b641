// Implementation of the alarm episode handler.
#include "pipeline/alarm_episodes.h"

#include <algorithm>

namespace chelian::pipeline {

EpisodeChanges UpdateEpisodes(std::set<AlarmCode>& active, const std::vector<AlarmCode>& reported, bool complete) {
  EpisodeChanges c;
  for (AlarmCode code : reported)
    if (active.insert(code).second) c.begun.push_back(code);
  if (complete) {
    for (auto it = active.begin(); it != active.end();) {
      if (std::find(reported.begin(), reported.end(), *it) == reported.end()) {
        c.ended.push_back(*it);
        it = active.erase(it);
      } else {
        ++it;
      }
    }
  }
  return c;
}

}  // namespace chelian::pipeline
