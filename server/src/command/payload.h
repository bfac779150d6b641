// A DeviceCommand as the text stored with its command (commands.payload), so a queued command goes
// out exactly as it was encoded when the user sent it, also after a restart.
#pragma once

#include <string>
#include <string_view>

#include "core/status.h"
#include "domain/device_command.h"

namespace chelian::command {

// {"m":msg_id,"b":"<hex body>","t":"text","f":flag,"c":control}
std::string PayloadJson(const DeviceCommand& command);
// Errors: InvalidArgument for text that is not such an object.
Result<DeviceCommand> PayloadFromJson(std::string_view json);

}  // namespace chelian::command
