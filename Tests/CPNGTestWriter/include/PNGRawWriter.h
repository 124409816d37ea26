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

/// zlib's deflate of `input` (`level` 0-9, `window_bits` 9-15, `memory_level` 1-9, `strategy` a
/// zlib Z_* strategy) into a buffer the caller frees; 0 when zlib refuses the settings. With
/// `flush_every` > 0 the input goes in pieces of that many bytes, each ended with `flush`
/// (Z_SYNC_FLUSH or Z_FULL_FLUSH: an empty stored block after each piece).
int pp_zlib_deflate(const uint8_t *input, size_t input_size, int level, int window_bits, int memory_level,
                    int strategy, size_t flush_every, int flush, uint8_t **out, size_t *out_size);

/// What zlib's inflate makes of `input` as the direct PNG path asks it (window from the header,
/// check value not verified, one call): 1 when the stream ends after exactly `output_size`
/// bytes with no input left, the bytes in `output` (`output_size` + 1 bytes).
int pp_zlib_inflate_exactly(const uint8_t *input, size_t input_size, uint8_t *output, size_t output_size);

#endif
