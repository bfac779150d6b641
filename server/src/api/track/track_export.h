// The track as a spreadsheet (轨迹导出): one row per playback point, stops with their span and
// length, in the download center's table format (export/xlsx_file.h).
#pragma once

#include <string>

#include "api/track/track_service.h"
#include "export/xlsx_file.h"

namespace chelian::api::track {

exporter::Table TrackTable(const LoadedTrack& track, int utc_offset_minutes);

// "2小时5分", "35分", "40秒" — a stop's length as the console shows it.
std::string DurationText(long long seconds);

// "东北(45°)": one of eight compass points with the degrees.
std::string DirectionText(int course);

}  // namespace chelian::api::track
