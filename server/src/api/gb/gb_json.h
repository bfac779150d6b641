// 新国标 replies: a registry row, a tally's figures and a verdict as the console reads them.
#pragma once

#include <boost/json.hpp>

#include "reports/gb/gb_compliance.h"
#include "store/gb_bike_repo.h"

namespace chelian::api::gb {

boost::json::object BikeJson(const store::GbBikeRow& bike, int utc_offset_minutes);
// fixes, beidouShare (percent, -1 unknown), gaps, gapsWithinShare (percent), maxGapS, offlinePeriods,
// offlineS, longOffline, overspeedEvents, overspeedLongestS, overspeedMaxKmh, tamperEvents.
boost::json::object TallyJson(const reports::gb::GbTally& tally);
// verdict (1 合规, 2 不合规, 3 数据不足), verdictName, reasons.
void AddVerdict(boost::json::object& out, const reports::gb::GbVerdict& verdict);
// Percent with one decimal; -1 stays -1.
double Percent(double share);

}  // namespace chelian::api::gb
