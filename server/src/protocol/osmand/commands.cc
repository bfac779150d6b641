// The OsmAnd terminal type, without commands.
#include "protocol/osmand/commands.h"

namespace chelian::osmand {

std::span<const TerminalType> TerminalTypes() {
  static const TerminalType kTypes[] = {{"APP-OsmAnd", {}}};
  return kTypes;
}

}  // namespace chelian::osmand
