// The protocol list — one line per protocol — and the look-ups by name and terminal type.
#include "protocol/registry.h"

#include "protocol/gt06/parts.h"
#include "protocol/h02/parts.h"
#include "protocol/jt808/parts.h"
#include "protocol/osmand/parts.h"
#include "protocol/watch/parts.h"

namespace chelian {
namespace {

// name, title, port key, default port, what protocol/<name>/ provides.
constexpr ProtocolInfo kProtocols[] = {
    {"jt808", "JT/T 808", "gateway.jt808_port", 7788, jt808::kParts},
    {"gt06", "GT06", "gateway.gt06_port", 5023, gt06::kParts},
    {"watch", "3G* watch", "gateway.watch_port", 5088, watch::kParts},
    {"h02", "H02", "gateway.h02_port", 5013, h02::kParts},
    {"osmand", "OsmAnd HTTP", "gateway.osmand_port", 5055, osmand::kParts},
};

}  // namespace

std::span<const ProtocolInfo> Protocols() { return kProtocols; }

const ProtocolInfo* FindProtocol(std::string_view name) {
  for (const ProtocolInfo& p : kProtocols)
    if (p.name == name) return &p;
  return nullptr;
}

const TerminalType* FindTerminalType(std::string_view name, std::string_view protocol) {
  for (const ProtocolInfo& p : kProtocols)
    for (const TerminalType& t : p.parts.terminal_types())
      if (t.name == name) return &t;
  const ProtocolInfo* p = FindProtocol(protocol);
  if (!p || p->parts.terminal_types().empty()) return nullptr;
  return &p->parts.terminal_types().front();
}

const ProtocolInfo& ProtocolOfTerminalType(std::string_view name) {
  for (const ProtocolInfo& p : kProtocols)
    for (const TerminalType& t : p.parts.terminal_types())
      if (t.name == name) return p;
  for (const ProtocolInfo& p : kProtocols)
    if (!p.parts.terminal_type_marker.empty() && name.find(p.parts.terminal_type_marker) != std::string_view::npos)
      return p;
  return kProtocols[0];
}

std::string_view DefaultTerminalType(std::string_view protocol) {
  const ProtocolInfo* p = FindProtocol(protocol);
  if (!p || p->parts.terminal_types().empty()) return {};
  return p->parts.terminal_types().front().name;
}

}  // namespace chelian
