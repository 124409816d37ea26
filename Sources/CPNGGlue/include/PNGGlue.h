#ifndef PIXELPROOF_PNG_GLUE_H
#define PIXELPROOF_PNG_GLUE_H

// C glue around libpng. libpng reports errors with setjmp/longjmp; every longjmp lands inside
// this C target, so none ever crosses a Swift frame. Swift sees plain functions that return a
// status code and fill a `pp_png_error`.

#include <stddef.h>
#include <stdint.h>

/// The libpng version this target was compiled against, e.g. 10639 for 1.6.39.
unsigned long pp_png_header_version(void);

/// What went wrong. `PP_PNG_OK` (0) is success.
typedef enum {
    PP_PNG_OK = 0,
    PP_PNG_BAD_SIGNATURE,       // the first 8 bytes are not the PNG signature
    PP_PNG_TRUNCATED,           // the file ends inside a chunk, or before IEND
    PP_PNG_BAD_CRC,             // a chunk's CRC does not match (chunk, offset)
    PP_PNG_ZERO_SIZE,           // IHDR width or height is 0 (value_a = width, value_b = height)
    PP_PNG_BAD_COLOR_TYPE,      // IHDR colour type unknown (value_a = colour type)
    PP_PNG_BAD_BIT_DEPTH,       // bit depth not allowed for the colour type (value_a = depth, value_b = colour type)
    PP_PNG_BAD_HEADER,          // any other IHDR problem (message says which)
    PP_PNG_MISSING_IDAT,        // no IDAT chunk before IEND
    PP_PNG_CORRUPT_DATA,        // libpng or zlib refused the image data (message from libpng)
    PP_PNG_OUT_OF_MEMORY,       // an allocation failed
    PP_PNG_ENCODE_FAILED        // libpng refused to write (message from libpng)
} pp_png_status;

/// The details of a failure: a status code, the chunk and byte offset where it was found (when
/// known), two numbers whose meaning depends on the code, and libpng's or our own message text.
typedef struct {
    int code;
    char chunk[5];
    uint64_t offset;
    uint64_t value_a;
    uint64_t value_b;
    char message[256];
} pp_png_error;

/// IHDR of a file that passed `pp_png_inspect`.
typedef struct {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    int color_type;
    int interlaced;
} pp_png_header;

/// Checks the structure of a PNG held in memory without decoding pixels: signature, every chunk's
/// length and CRC, IHDR first and valid, at least one IDAT, IEND last. Cheap (one CRC pass over
/// the file) and allocation-free, so callers can refuse huge images before allocating anything.
int pp_png_inspect(const uint8_t *data, size_t size, pp_png_header *header, pp_png_error *error);

/// Decodes a PNG that passed `pp_png_inspect` into straight RGBA8, `width * height * 4` bytes
/// written to `pixels` (which must hold `pixels_size >= width * height * 4` bytes). Every colour
/// type, bit depth and interlace method; palette and tRNS expanded, grey copied to R, G and B,
/// 16-bit samples rounded to 8 bits. No gamma or colour-space processing: gAMA, sRGB, iCCP and
/// cHRM are skipped and never change a value. Benign libpng problems (too little or too much
/// image data) are errors: no partial image is returned as success. zlib's Adler-32 is not
/// checked: the chunks' CRC-32s, which `pp_png_inspect` checked, already cover those bytes.
/// In optimised builds, well-formed 8-bit RGB (no tRNS) and RGBA files and 1/2/4/8-bit palette
/// files that are not interlaced are decoded with our own inflater and unfiltering (`pp_png_decode_direct`), which gives the pixels
/// libpng gives; every other file, every damaged one, and every file in unoptimised (debug)
/// builds goes through libpng.
int pp_png_decode_rgba8(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size, pp_png_error *error);

/// The direct path alone (PNGDirectDecode.c): 1 when `pixels` holds the image, the pixels
/// libpng gives; 0 when the file is declined (another form, an unusual chunk layout, or any
/// damage), and then `pixels` may hold partial rows. For a file that passed `pp_png_inspect`.
int pp_png_decode_direct(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size);

/// Inflates the zlib stream `input` into exactly `output_size` bytes at `output`, which must have
/// 16 writable bytes more (matches are copied 16 bytes a step): the direct path's decoder
/// (PNGInflate.c). 1 when the stream is one it takes (a subset of what zlib takes, with the same
/// bytes) and gives exactly that many bytes, its 4-byte check value (not verified) ending the
/// input; 0 otherwise, the output then undefined.
int pp_inflate_zlib(const uint8_t *input, size_t input_size, uint8_t *output, size_t output_size);

/// The first channel of what `pp_png_decode_rgba8` gives (grey for a grey file, red otherwise),
/// one byte a pixel, into `grey` (at least width × height bytes); same checks, errors and
/// messages. In optimised builds well-formed 8-bit grey files without tRNS that are not interlaced
/// take the direct path (`pp_png_decode_direct_grey`), with no RGBA image in between; every other
/// file is decoded to RGBA8 as `pp_png_decode_rgba8` does and its first channel copied.
int pp_png_decode_grey8(const uint8_t *data, size_t size, uint8_t *grey, size_t grey_size, pp_png_error *error);

/// The direct path for 8-bit grey files alone, as `pp_png_decode_direct` for RGB and RGBA: 1 when
/// `grey` holds the image, one byte a pixel; 0 when the file is declined (another form, an
/// unusual chunk layout, or any damage). For a file that passed `pp_png_inspect`.
int pp_png_decode_direct_grey(const uint8_t *data, size_t size, uint8_t *grey, size_t grey_size);

/// `pp_png_decode_rgba8` always through libpng (tests compare the two).
int pp_png_decode_rgba8_with_libpng(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size, pp_png_error *error);

/// Plain libpng on a file, the benchmark's baseline: no checks of ours, libpng's own CRC checks,
/// rows into a buffer it allocates and frees. `to_rgba8` 0 keeps the file's own row format;
/// 1 asks libpng for the same RGBA8 conversion `pp_png_decode_rgba8` does.
int pp_png_decode_plain(const uint8_t *data, size_t size, int to_rgba8, pp_png_error *error);

/// Encoder settings: zlib's level, memory level and strategy, optionally refined with zlib's
/// `deflateTune` parameters (max_chain 0 keeps the level's own), and the rows' PNG filter: one
/// type for every row (0 none, 1 sub, 2 up, 3 average, 4 Paeth) or
/// `PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED`.
typedef struct {
    int zlib_level;
    int zlib_mem_level;
    int zlib_strategy;
    int good_length;
    int max_lazy;
    int nice_length;
    int max_chain;
    int filter;
} pp_png_compression;

/// Filter type 0 (none) for every row, except type 2 (up, so all zeros) for a row that repeats
/// the row above exactly.
#define PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED 5

/// Per row, the filter type (0-4) whose output has the smallest sum of magnitudes, each byte
/// read as a signed value (the heuristic the PNG specification suggests); ties go to the lower
/// type. Suits photographs; on flat UI colours it loses to PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED.
#define PP_PNG_FILTER_SMALLEST_PER_ROW 6

/// Chooses for the whole image by measurement: the share of pixels repeating their left or upper
/// neighbour (every fourth row) is measured; at least 75 % (UI images) gives none/up with the
/// settings as they are; at most 25 % (photographs) gives the smallest filter per row with zlib's
/// run-length strategy (Z_RLE); in between, both are encoded and the smaller file kept (ties to
/// none/up). Palette and grey below 8 bits always use none/up. Deterministic: the choice depends
/// on the pixels alone.
#define PP_PNG_FILTER_MEASURED 7

/// The canonical encoder's fixed settings (see PNGCodec's documentation for how they were chosen).
pp_png_compression pp_png_canonical_compression(void);

/// Encodes straight RGBA8 pixels in the canonical form with `compression`. On success `*out`
/// holds `*out_size` bytes allocated with malloc; release them with `pp_png_free`.
int pp_png_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, const pp_png_compression *compression,
                        uint8_t **out, size_t *out_size, pp_png_error *error);

/// The speed-first encoding for throw-away images (PNGQuickEncode.c): decodes to exactly the
/// pixels given, like the canonical encoding, but spends no effort on size: an 8-bit palette in
/// order of first appearance when there are at most 256 colours, else RGB (all opaque) or RGBA;
/// filter none, or up for a row repeating the row above; deflated by PNGRunDeflate.c (fixed
/// Huffman codes, matches one pixel or one row back, no zlib); one IDAT chunk. Deterministic.
/// `*out` as for `pp_png_encode_rgba8`.
int pp_png_encode_rgba8_quick(const uint8_t *rgba, uint32_t width, uint32_t height,
                              uint8_t **out, size_t *out_size, pp_png_error *error);

/// The CRC-32 PNG chunks carry (zlib's), for tests that build or patch chunks by hand.
uint32_t pp_png_crc32(const uint8_t *bytes, size_t count);

/// Releases memory returned by this glue.
void pp_png_free(void *pointer);

#endif
