// Alarm episode handler: a device alarm begins when its code appears in a report and ends at the
// first later (real-time) report without it — edge-triggered, as the real clients expect
// (api-contract §2.7). Back-filled reports open and close nothing. Pure.
#pragma once

#include <set>
#include <vector>

#include "domain/alarm_codes.h"

namespace chelian::pipeline {

struct EpisodeChanges {
  std::vector<AlarmCode> begun;
  std::vector<AlarmCode> ended;
};

// `active` is updated in place. `reported` are the codes in this report; with `complete` false
// (a message that carries only some alarms, e.g. a GT06 alarm packet) nothing is ended.
EpisodeChanges UpdateEpisodes(std::set<AlarmCode>& active, const std::vector<AlarmCode>& reported, bool complete);

}  // namespace chelian::pipeline
