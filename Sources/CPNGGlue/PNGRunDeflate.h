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

// The same stream made from input that arrives in pieces (PNGQuickEncode.c streams rows through
// a small window instead of holding the whole filtered image): the bytes written are those
// `pp_run_deflate` writes for the whole input.
//
//     pp_run_deflate_begin(&d, size, pixel_distance, row_distance, out);
//     for each piece: append it to the window, pp_run_deflate_checksum(&d, piece, length),
//                     pp_run_deflate_feed(&d, window, window_start, bytes_so_far);
//     pp_run_deflate_finish(&d);   // the bytes written
//
// Between feeds the window may drop input from its front, keeping at least
// `pp_run_deflate_lookback` bytes before `position` (the next input byte still to code).

typedef struct {
    uint8_t *out;
    size_t at;
    uint64_t bits;
    int count;
} bit_writer;

typedef struct {
    uint16_t code[288];
    uint8_t length[288];
    uint8_t distance_code[30];
} fixed_codes;

typedef struct {
    uint32_t length_code[259];
    uint8_t length_bits[259];
} match_codes;

typedef struct {
    bit_writer w;
    /// The fixed codes, made once per process and shared by every stream.
    const fixed_codes *codes;
    const match_codes *matches;
    size_t size, pixel_distance, row_distance, row_start;
    uint32_t pixel_code, row_code;
    int pixel_bits, row_bits;
    /// The input byte coded next; every byte before it is in the stream.
    size_t position;
    uint32_t adler_a, adler_b;
} pp_run_deflater;

/// Starts a stream of `size` input bytes into `out` (at least `pp_run_deflate_bound(size)` bytes).
void pp_run_deflate_begin(pp_run_deflater *d, size_t size, size_t pixel_distance, size_t row_distance, uint8_t *out);

/// How far before `position` matches may look: what a window must keep.
size_t pp_run_deflate_lookback(const pp_run_deflater *d);

/// Adds the next `count` input bytes, in order, to the stream's Adler-32.
void pp_run_deflate_checksum(pp_run_deflater *d, const uint8_t *bytes, size_t count);

/// The same for `count` zero bytes, without reading them.
void pp_run_deflate_checksum_zeros(pp_run_deflater *d, size_t count);

/// Codes every position whose next 258 bytes (or all the rest of the input) lie below
/// `available`: `window[0]` is input byte `window_start`, and the window holds the input from at
/// least `position - lookback` up to `available`.
void pp_run_deflate_feed(pp_run_deflater *d, const uint8_t *window, size_t window_start, size_t available);

/// Ends the stream once all `size` bytes were fed; returns the bytes written to `out`.
size_t pp_run_deflate_finish(pp_run_deflater *d);

#endif
