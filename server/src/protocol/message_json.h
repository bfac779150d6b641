// A DeviceMessage as the decode tool's JSON object (issue 3): protocol, msgId, deviceId,
// serial, position, alarms, attributes, replies (hex), error — omitting what a frame lacks.
#pragma once

#include <boost/json/object.hpp>
#include <string>

#include "domain/device_message.h"

namespace chelian {

boost::json::object MessageToJson(const DeviceMessage& m);
// One line of JSON (no trailing newline), written with WriteJson (no true/false/null).
std::string MessageToJsonLine(const DeviceMessage& m);

}  // namespace chelian
