// 智能工牌 places: each group's attendance rule (work-fence circle, on/off-duty minutes, grace) and
// the patrol points (circle and daily window), read and written inside the caller's subtree.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct CardAttendanceRule {
  long long group_id = 0;
  std::string group_name, group_path, name;
  double lat = 0, lon = 0, radius = 200;
  int start_min = 540, end_min = 1080, grace_min = 0;
  std::string updated_by;
  long long updated_at = 0;
};

// InvalidArgument (Chinese) for a radius outside 10 m – 50 km, minutes outside a day, a grace
// over 4 hours, a place outside lat/lon ranges or an empty name.
Status ValidateAttendanceRule(const CardAttendanceRule& r);

// Rules of the groups inside `scope` and of its ancestors (they apply to people below them), by path.
Result<std::vector<CardAttendanceRule>> ListAttendanceRules(Connection& conn, const Scope& scope);
// Saves the rule of `rule.group_id` (0: the scope's group). NotFound outside `scope`.
Status SaveAttendanceRule(Connection& conn, const Scope& scope, const CardAttendanceRule& rule,
                          const std::string& updated_by, long long now_ms);
Status DeleteAttendanceRule(Connection& conn, const Scope& scope, long long group_id);

// The rule in force for a person of the group with `group_path`: the rule of the deepest group on
// the path, or nullptr. `rules` as ListAttendanceRules returns them.
const CardAttendanceRule* RuleForGroupPath(const std::vector<CardAttendanceRule>& rules, const std::string& group_path);

struct CardPatrolPoint {
  long long id = 0, group_id = 0;
  std::string group_name, group_path, name;
  double lat = 0, lon = 0, radius = 50;
  int start_min = 0, end_min = 1440;
  long long created_at = 0;
};

Status ValidatePatrolPoint(const CardPatrolPoint& p);
// Points of groups inside `scope`, by id.
Result<std::vector<CardPatrolPoint>> ListPatrolPoints(Connection& conn, const Scope& scope);
// Adds (id 0) or changes a point. NotFound when the point or the group lies outside `scope`.
Result<long long> SavePatrolPoint(Connection& conn, const Scope& scope, const CardPatrolPoint& p, long long now_ms);
Status DeletePatrolPoint(Connection& conn, const Scope& scope, long long id);

}  // namespace chelian::store
