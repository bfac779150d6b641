// The badge commands with values (docs/card.md; SeTracker server protocol, protocols.md §4
// Downlink): SOS numbers, phonebook, silent hours, alarm clocks, remote monitor, power off, find.
// Each checks its text and answers InvalidArgument with a Chinese message when it cannot be sent.
#pragma once

#include "core/status.h"
#include "domain/catalogue_command.h"
#include "domain/device_command.h"

namespace chelian::watch {

Result<DeviceCommand> SosNumbers(const CommandArgs& v);   // "SOS,<a>,<b>,<c>"
Result<DeviceCommand> Phonebook(const CommandArgs& v);    // "PHB,<number>,<name UTF-16BE hex>,…"
Result<DeviceCommand> SilentHours(const CommandArgs& v);  // "SILENCETIME,HH:mm-HH:mm,…"
Result<DeviceCommand> AlarmClocks(const CommandArgs& v);  // "REMIND,HH:mm-1-2,…" (on, every day)
Result<DeviceCommand> Monitor(const CommandArgs& v);      // "MONITOR,<phone>"
Result<DeviceCommand> PowerOff(const CommandArgs& v);     // "POWEROFF"
Result<DeviceCommand> FindDevice(const CommandArgs& v);   // "FIND"
// "TK,<escaped AMR>" as the command's body (binary): the hex of an AMR-NB file ("#!AMR\n" …).
Result<DeviceCommand> VoiceMessage(const CommandArgs& v);

}  // namespace chelian::watch
