// JSON shapes shared by the command handlers: a command row as the reports and the dialog read it
// (api-contract §5 names: uuid, vehicleId, groupId, plate, groupName, userName, createTime,
// commandMsg/CommandMsg, result, resultMsg, commandId/CommandId, terminalNo) and the catalogue.
#pragma once

#include <boost/json/object.hpp>

#include "command/catalogue.h"
#include "store/command_repo.h"

namespace chelian::api {

boost::json::object CommandRowJson(const store::CommandReportRow& r, int utc_offset_minutes);
boost::json::object CommandDefJson(const command::CommandDef& def);

}  // namespace chelian::api
