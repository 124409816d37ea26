#ifndef PIXELPROOF_PNG_RAW_WRITER_H
#define PIXELPROOF_PNG_RAW_WRITER_H

// libpng's own writer for the PNG tests (test support only; no product links it).

#include <stddef.h>
#include <stdint.h>
#include "PNGGlue.h"

/// Writes any PNG straight from libpng's own writer, for tests that need files
/// this package's encoder would never produce. `rows` holds `height` rows in PNG sample layout
/// (bits packed, 16-bit samples big-endian), `rowbytes` bytes each. `palette` holds
/// `palette_size` RGB triples; `trns` holds `trns_size` alphas (palette) and `trns_color` the
/// transparent grey or RGB value (colour types 0 and 2, used when `has_trns_color` is set).
int pp_png_write_raw(uint32_t width, uint32_t height, int color_type, int bit_depth, int interlaced,
                     const uint8_t *rows, size_t rowbytes,
                     const uint8_t *palette, int palette_size, const uint8_t *trns, int trns_size,
                     int has_trns_color, const uint16_t *trns_color,
                     uint8_t **out, size_t *out_size, pp_png_error *error);

#endif
