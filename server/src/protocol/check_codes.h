// How a decoder treats a frame whose check code (JT/T 808 XOR, GT06 CRC-ITU) does not verify: the
// gateway drops it (a frame the platform cannot trust is neither stored nor acknowledged as
// received); the decode tool and the capture tests still read it.
#pragma once

namespace chelian {

enum class CheckCodes {
  kEnforce,  // not decoded: an error message, flagged bad_check, with the protocol's "message error" reply if any
  kReport,   // decoded as usual, flagged bad_check with a warning (support tools, real captures)
};

}  // namespace chelian
