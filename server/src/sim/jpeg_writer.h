// A small baseline JPEG encoder for 8-bit grayscale images (ITU T.81: one component, the standard
// luminance quantisation and Huffman tables of Annex K). The simulator's camera uses it, so photos
// taken on command are real JPEG files that browsers show.
#pragma once

#include <cstdint>
#include <vector>

#include "core/bytes.h"

namespace chelian::sim {

// `pixels` row by row, width × height values 0–255; width and height are multiples of 8.
// `quality` 1–100 scales the quantisation table as libjpeg does.
Bytes EncodeGrayJpeg(const std::vector<uint8_t>& pixels, int width, int height, int quality);

}  // namespace chelian::sim
