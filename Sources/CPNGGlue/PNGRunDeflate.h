#ifndef PIXELPROOF_PNG_RUN_DEFLATE_H
#define PIXELPROOF_PNG_RUN_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// The most bytes `pp_run_deflate` writes for `size` input bytes.
size_t pp_run_deflate_bound(size_t size);

/// Compresses `in` into `out` (at least `pp_run_deflate_bound(size)` bytes) as a zlib stream:
/// one fixed-Huffman block whose matches repeat the bytes `pixel_distance` back (1 to 4) or
/// `row_distance` back (0: none; ignored past 32,768). Returns the bytes written.
size_t pp_run_deflate(const uint8_t *in, size_t size, size_t pixel_distance, size_t row_distance, uint8_t *out);

#endif
