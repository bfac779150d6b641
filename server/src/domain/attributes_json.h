// A position's attributes as they are stored (positions.attributes, device_state.attributes) and
// pushed: JSON object text keyed by the attributes' wire names, as core/json's writer prints them.
#pragma once

#include <string>

#include "domain/attributes.h"

namespace chelian {

// Written directly, no JSON object built (one call per stored position).
std::string AttributesJson(const Attributes& a);

}  // namespace chelian
