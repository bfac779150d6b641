// The risk centre's reply rows and export columns: the V3 fields of a vehicle (§3.8) from the
// store's RiskVehicleInfo, and the 导出筛选 column keys with their headers.
#pragma once

#include <boost/json/object.hpp>
#include <string>
#include <vector>

#include "export/xlsx_file.h"
#include "geo/reverse_geocoder.h"
#include "store/risk_repo.h"

namespace chelian::api::risk {

struct RowContext {
  long long now_ms = 0;
  long long offline_after_ms = 600'000;
  int utc_offset_minutes = 480;
};

// plate, frameNo, sim, terminalType, terminalNo, iccid, activationTme, installDate, owner,
// nowRemark, groupId, groupName, vehicleId, vehId, concernLevel, remark, lat, lon, speed, devTime,
// pos, state, stateTime, settle.
boost::json::object VehicleFields(const store::RiskVehicleInfo& v, const RowContext& ctx);

// The export columns (导出筛选 keys) and a row's value of one; unknown keys are skipped.
struct ExportColumn {
  std::string_view key, header;
};
const std::vector<ExportColumn>& ExportColumns();
// The chosen keys, known ones only, in the order given; the defaults of `code` when none is known.
std::vector<ExportColumn> ChosenColumns(const std::string& keys_csv, int export_code);
// A row's cell of `key`, from its JSON reply object (the same fields the dialog shows).
exporter::Cell ExportCell(const boost::json::object& row, std::string_view key);
// Fills the row's empty 报警地址 / 当前地址 from its coordinates (alarmLat/alarmLon, lat/lon) to district
// level, "广东省深圳市南山区": the lists geocode in the browser, a file has to carry the words. An alarm
// with a place name (pathName) keeps it. `g` may be null: nothing is filled.
void FillExportAddresses(boost::json::object& row, const geo::ReverseGeocoder* g);

}  // namespace chelian::api::risk
