// Reading alarm episodes for reports: episode rows (alarmDetail / alarmInfoList) and per-vehicle,
// per-type counts (alarmAnalysis), always inside the caller's scope.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct AlarmFilter {
  long long vehicle_id = 0;                // 0: every vehicle under group_id (or the scope)
  long long group_id = 0;                  // 0: the scope's own group
  long long begin_from = 0, begin_to = 0;  // episodes that BEGAN in [from, to] (epoch ms)
  std::vector<std::string> codes;          // empty: every code
  int long_stay = 0;                       // 0 all, 1 wireless long-standby devices, 2 wired
  int handled = -1;                        // -1 any, 0 unhandled, 1 handled
  std::string keyword;                     // part of the plate or the group name (empty: any)
  long long hide_expired_at = 0;           // > 0: leave out vehicles expired by then (store/expired_clause.h)
  int asset_kind = 0;                      // > 0: only assets of that kind (3 pets, docs/pet.md)
  int page_number = 1, page_size = 10;
};

struct AlarmRecord {
  long long id = 0, vehicle_id = 0, group_id = 0;
  std::string plate, terminal_no, group_name, code, label;
  long long begin_time = 0, end_time = 0;  // end 0 while active
  double begin_lat = 0, begin_lon = 0, begin_speed = 0, begin_mileage = 0;
  double end_lat = 0, end_lon = 0, end_speed = 0, end_mileage = 0;
  int begin_course = 0, end_course = 0;
  int source = 1;    // 1 device, 2 platform
  int kind = 1;      // the asset's kind (assets.kind): 1 vehicle, 2 person, 3 pet, 4 e-bike
  std::string data;  // details JSON ({"pathId", "pathName"} of place alarms)
  int handled = 0, result = 0;
  std::string remark, contact, contact_phone, handled_by_name;
  long long handled_at = 0, insert_time = 0, update_time = 0;
};

struct AlarmSummary {
  long long vehicle_id = 0;
  std::string plate, terminal_no, group_name, code, label;
  long long num = 0, first_begin = 0, last_begin = 0;
};

template <typename T>
struct Page {
  std::vector<T> rows;
  long long total = 0;
};

// Episodes matching `f`, newest first. NotFound when the vehicle or group is not visible.
Result<Page<AlarmRecord>> QueryAlarmEpisodes(Connection& conn, const Scope& scope, const AlarmFilter& f);

struct AlarmCount {
  std::string code, label;
  long long num = 0, active = 0;  // active: not ended yet
};

struct AlarmCounts {
  long long total = 0, active = 0, vehicles = 0;
  std::vector<AlarmCount> by_code;  // most first
};

// Counts of the episodes matching `f` (paging ignored).
Result<AlarmCounts> CountAlarms(Connection& conn, const Scope& scope, const AlarmFilter& f);

// Counts per vehicle and code, most alarms first.
Result<Page<AlarmSummary>> SummarizeAlarms(Connection& conn, const Scope& scope, const AlarmFilter& f);

}  // namespace chelian::store
