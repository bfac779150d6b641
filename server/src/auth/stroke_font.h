// A small stroke font for the captcha: each glyph is a list of polylines on a 4×6 grid (y down).
#pragma once

#include <vector>

namespace chelian::auth {

struct StrokePoint {
  float x, y;
};
using Stroke = std::vector<StrokePoint>;

// The strokes of `c`; empty for characters the font lacks.
const std::vector<Stroke>& GlyphStrokes(char c);

}  // namespace chelian::auth
