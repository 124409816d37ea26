// Decoding of the commonest well-formed PNGs (8-bit RGB without tRNS, 8-bit RGBA, palettes of
// 1/2/4/8 bits with or without tRNS, not interlaced) with our own inflater (PNGInflate.c) and row
// unfiltering instead of zlib and libpng's row machinery; and of 8-bit grey files (no tRNS, not
// interlaced) straight to one byte a pixel, for the font atlas bands. libpng's filters are
// plain byte loops in this build (about 60 % of decoding a UI screenshot's rows after zlib);
// these run a pixel per step with SSE2 (Paeth, Sub, Average) or vectorise (Up).
//
// The direct path only ever succeeds on a file libpng decodes to the same pixels: it takes a file
// only when its chunks are in the plain order (IHDR, ancillary chunks other than tRNS, IDATs in
// one run, ancillary chunks, IEND), within libpng's chunk length limits, and its zlib stream is
// one the inflater takes (a subset of what zlib takes), fills exactly the rows with valid filter
// types and ends exactly at the end of the image data.
// Anything else, every damaged file included, is declined and libpng decodes it (or reports it)
// as before, so errors and their messages are libpng's.

#include "PNGGlue.h"

#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static uint32_t read_be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static int is_letter(uint8_t c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/// The compressed image data: the one IDAT chunk's bytes in place, or (returned, for the caller
/// to free) the IDAT chunks' bytes joined. `*compressed` is NULL when memory runs out.
static uint8_t *idat_data(const uint8_t *data, size_t size, size_t first_idat, const uint8_t **compressed,
                          size_t *compressed_size) {
    size_t total = 0, chunks = 0, position = first_idat;
    while (position + 12 <= size && memcmp(data + position + 4, "IDAT", 4) == 0) {
        size_t length = read_be32(data + position);
        if (length > 0) chunks++;
        total += length;
        position += 12 + length;
    }
    *compressed_size = total;
    if (chunks == 0) {
        *compressed = data;   // nothing to inflate: refused there
        return NULL;
    }
    if (chunks == 1) {
        for (position = first_idat; read_be32(data + position) == 0; position += 12) {}
        *compressed = data + position + 8;
        return NULL;
    }
    uint8_t *joined = malloc(total);
    *compressed = joined;
    if (joined == NULL) return NULL;
    size_t filled = 0;
    for (position = first_idat; position + 12 <= size && memcmp(data + position + 4, "IDAT", 4) == 0;) {
        size_t length = read_be32(data + position);
        memcpy(joined + filled, data + position + 8, length);
        filled += length;
        position += 12 + length;
    }
    return joined;
}

/// A buffer of at least `size` bytes kept by the calling thread for its next decodes (so a
/// verify's decodes do not each map and fault in fresh pages); NULL when memory runs out.
static uint8_t *scratch(size_t size) {
    static _Thread_local uint8_t *buffer = NULL;
    static _Thread_local size_t capacity = 0;
    if (size > capacity) {
        free(buffer);
        buffer = malloc(size);
        capacity = buffer == NULL ? 0 : size;
    }
    return buffer;
}

#if defined(__SSE2__)
static inline __attribute__((always_inline)) __m128i load_pixel(const uint8_t *p, int bpp) {
    uint32_t v = 0;
    memcpy(&v, p, (size_t)bpp);
    return _mm_cvtsi32_si128((int)v);
}

static inline __attribute__((always_inline)) void store_pixel(uint8_t *p, __m128i v, int bpp) {
    uint32_t w = (uint32_t)_mm_cvtsi128_si32(v);
    memcpy(p, &w, (size_t)bpp);
}

static inline __m128i abs16(__m128i v) {
    return _mm_max_epi16(v, _mm_sub_epi16(_mm_setzero_si128(), v));
}

static inline __m128i choose(__m128i mask, __m128i yes, __m128i no) {
    return _mm_or_si128(_mm_and_si128(mask, yes), _mm_andnot_si128(mask, no));
}
#endif

/// Sub: each byte plus the byte one pixel to its left (0 left of the row).
static inline __attribute__((always_inline)) void unfilter_sub(uint8_t *row, size_t length, int bpp) {
#if defined(__SSE2__)
    __m128i left = _mm_setzero_si128();
    for (size_t i = 0; i < length; i += (size_t)bpp) {
        left = _mm_add_epi8(load_pixel(row + i, bpp), left);
        store_pixel(row + i, left, bpp);
    }
#else
    for (size_t i = (size_t)bpp; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - (size_t)bpp]);
#endif
}

/// Up: each byte plus the byte above it (16 bytes a step with SSE2, whether or not the compiler
/// would vectorise the byte loop).
static void unfilter_up(uint8_t *restrict row, const uint8_t *restrict prior, size_t length) {
    size_t i = 0;
#if defined(__SSE2__)
    for (; i + 16 <= length; i += 16)
        _mm_storeu_si128((__m128i *)(row + i), _mm_add_epi8(_mm_loadu_si128((const __m128i *)(row + i)),
                                                           _mm_loadu_si128((const __m128i *)(prior + i))));
#endif
    for (; i < length; i++) row[i] = (uint8_t)(row[i] + prior[i]);
}

/// Up into a separate buffer: `out` gets each byte of `row` plus the byte above it.
static void up_into(uint8_t *restrict out, const uint8_t *restrict row, const uint8_t *restrict prior, size_t length) {
    size_t i = 0;
#if defined(__SSE2__)
    for (; i + 16 <= length; i += 16)
        _mm_storeu_si128((__m128i *)(out + i), _mm_add_epi8(_mm_loadu_si128((const __m128i *)(row + i)),
                                                           _mm_loadu_si128((const __m128i *)(prior + i))));
#endif
    for (; i < length; i++) out[i] = (uint8_t)(row[i] + prior[i]);
}

/// Average: each byte plus the floor of the mean of the left and upper bytes.
static inline __attribute__((always_inline)) void unfilter_average(uint8_t *row, const uint8_t *prior, size_t length, int bpp) {
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128(), low = _mm_set1_epi16(0xFF);
    __m128i left = zero;
    for (size_t i = 0; i < length; i += (size_t)bpp) {
        __m128i above = _mm_unpacklo_epi8(load_pixel(prior + i, bpp), zero);
        __m128i raw = _mm_unpacklo_epi8(load_pixel(row + i, bpp), zero);
        left = _mm_and_si128(_mm_add_epi16(raw, _mm_srli_epi16(_mm_add_epi16(left, above), 1)), low);
        store_pixel(row + i, _mm_packus_epi16(left, left), bpp);
    }
#else
    for (size_t i = 0; i < length; i++) {
        unsigned left = i >= (size_t)bpp ? row[i - (size_t)bpp] : 0;
        row[i] = (uint8_t)(row[i] + ((left + prior[i]) >> 1));
    }
#endif
}

/// Paeth: each byte plus whichever of left (a), above (b) and upper left (c) is nearest to
/// a + b − c, ties to a, then b (the PNG specification's order).
static inline __attribute__((always_inline)) void unfilter_paeth(uint8_t *row, const uint8_t *prior, size_t length, int bpp) {
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128(), low = _mm_set1_epi16(0xFF);
    __m128i a = zero, c = zero;
    for (size_t i = 0; i < length; i += (size_t)bpp) {
        __m128i b = _mm_unpacklo_epi8(load_pixel(prior + i, bpp), zero);
        __m128i raw = _mm_unpacklo_epi8(load_pixel(row + i, bpp), zero);
        __m128i pa = _mm_sub_epi16(b, c);   // (a + b − c) − a
        __m128i pb = _mm_sub_epi16(a, c);   // (a + b − c) − b
        __m128i pc = _mm_add_epi16(pa, pb); // (a + b − c) − c
        pa = abs16(pa);
        pb = abs16(pb);
        pc = abs16(pc);
        __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
        __m128i nearest = choose(_mm_cmpeq_epi16(smallest, pa), a, choose(_mm_cmpeq_epi16(smallest, pb), b, c));
        a = _mm_and_si128(_mm_add_epi16(raw, nearest), low);
        store_pixel(row + i, _mm_packus_epi16(a, a), bpp);
        c = b;
    }
#else
    for (size_t i = 0; i < length; i++) {
        int a = i >= (size_t)bpp ? row[i - (size_t)bpp] : 0, b = prior[i], c = i >= (size_t)bpp ? prior[i - (size_t)bpp] : 0;
        int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
        int nearest = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c);
        row[i] = (uint8_t)(row[i] + nearest);
    }
#endif
}

/// Reverses filter `type` on `row` given the unfiltered row above (`prior`, zeros for the first
/// row); 0 for a filter type PNG does not define. Inlined with `bpp` a constant (see `unfilter`),
/// so each pixel's loads and stores are single moves.
static inline __attribute__((always_inline)) int unfilter_bpp(int type, uint8_t *row, const uint8_t *prior, size_t length, int bpp) {
    switch (type) {
    case 0: return 1;
    case 1: unfilter_sub(row, length, bpp); return 1;
    case 2: unfilter_up(row, prior, length); return 1;
    case 3: unfilter_average(row, prior, length, bpp); return 1;
    case 4: unfilter_paeth(row, prior, length, bpp); return 1;
    default: return 0;
    }
}

/// One byte a pixel (8-bit grey): each step depends on the byte just written, so plain byte
/// loops (the SSE2 forms above work a pixel of 3 or 4 bytes per step).
static int unfilter_grey(int type, uint8_t *restrict row, const uint8_t *restrict prior, size_t length) {
    switch (type) {
    case 0: return 1;
    case 1:
        for (size_t i = 1; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - 1]);
        return 1;
    case 2: unfilter_up(row, prior, length); return 1;
    case 3: {
        unsigned left = 0;
        for (size_t i = 0; i < length; i++) {
            left = (uint8_t)(row[i] + ((left + prior[i]) >> 1));
            row[i] = (uint8_t)left;
        }
        return 1;
    }
    case 4: {
        int a = 0, c = 0;
        for (size_t i = 0; i < length; i++) {
            int b = prior[i];
            int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
            int nearest = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c);
            a = (uint8_t)(row[i] + nearest);
            row[i] = (uint8_t)a;
            c = b;
        }
        return 1;
    }
    default: return 0;
    }
}

static int unfilter(int type, uint8_t *row, const uint8_t *prior, size_t length, int bpp) {
    if (bpp == 1) return unfilter_grey(type, row, prior, length);
    return bpp == 3 ? unfilter_bpp(type, row, prior, length, 3) : unfilter_bpp(type, row, prior, length, 4);
}

#if defined(__SSE2__)
/// Four RGB pixels (the low 12 bytes of `v`) as four RGBA8 pixels with alpha 0. SSE2 has no
/// byte shuffle: the upper two pixels move up 2 bytes (to bytes 8 and 11), then the second and
/// fourth 1 more (to 4 and 12), each move a shift, two masks and an or.
static inline __attribute__((always_inline)) __m128i widen4(__m128i v) {
    const __m128i low_half = _mm_setr_epi32(-1, -1, 0, 0), even = _mm_setr_epi32(0x00FFFFFF, 0, 0x00FFFFFF, 0);
    const __m128i odd = _mm_setr_epi32(0, 0x00FFFFFF, 0, 0x00FFFFFF);
    __m128i halves = _mm_or_si128(_mm_and_si128(v, low_half), _mm_andnot_si128(low_half, _mm_slli_si128(v, 2)));
    return _mm_or_si128(_mm_and_si128(halves, even), _mm_and_si128(_mm_slli_si128(halves, 1), odd));
}
#endif

/// An unfiltered RGB row (`above` NULL), or an Up row given the output row above (`above`, RGBA8),
/// to RGBA8 with alpha 255 in one pass. An Up row is summed in RGBA: each RGB byte plus the byte
/// above it, and alpha 0 plus the 255 above it; the scratch row is left filtered (the caller
/// narrows the output row back to RGB if a later Sub, Average or Paeth row needs it). Reads up to
/// 4 bytes past the row's end (the next row, or the scratch buffer's slack after the last).
static void widen_row(uint8_t *restrict out, const uint8_t *restrict rgb, const uint8_t *restrict above, uint32_t width,
                      size_t row_bytes) {
    uint32_t i = 0;
#if defined(__SSE2__)
    // Four pixels (12 bytes) a step, from 16-byte loads.
    size_t steps = row_bytes + 4 >= 16 ? (row_bytes + 4 - 16) / 12 + 1 : 0;
    const uint8_t *from = rgb;
    uint8_t *to = out;
    if (above == NULL) {
        const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
        for (size_t k = 0; k < steps; k++, from += 12, to += 16)
            _mm_storeu_si128((__m128i *)to, _mm_or_si128(widen4(_mm_loadu_si128((const __m128i *)from)), alpha));
    } else {
        const uint8_t *up = above;
        for (size_t k = 0; k < steps; k++, from += 12, to += 16, up += 16)
            _mm_storeu_si128((__m128i *)to, _mm_add_epi8(widen4(_mm_loadu_si128((const __m128i *)from)),
                                                         _mm_loadu_si128((const __m128i *)up)));
    }
    i = (uint32_t)(4 * steps);
#endif
    for (; i < width; i++) {
        for (size_t c = 0; c < 3; c++)
            out[4 * (size_t)i + c] = (uint8_t)(rgb[3 * (size_t)i + c] + (above != NULL ? above[4 * (size_t)i + c] : 0));
        out[4 * (size_t)i + 3] = 255;
    }
}

/// An RGBA8 row back to RGB (the alpha bytes dropped), for a row below it that needs it.
static void narrow_row(uint8_t *restrict rgb, const uint8_t *restrict rgba, uint32_t width) {
    for (uint32_t i = 0; i < width; i++) memcpy(rgb + 3 * (size_t)i, rgba + 4 * (size_t)i, 3);
}

/// A palette file's colours: `colors` RGB entries from PLTE, `alphas` from tRNS (0 without).
typedef struct {
    const uint8_t *colors, *alphas;
    uint32_t count, alpha_count;
} palette_chunks;

/// Whether the chunks are in the order the direct path takes, within libpng's length limits
/// (it refuses longer chunks); sets `first_idat` to the offset of the first IDAT chunk. A palette
/// file (`palette` not NULL) must have one PLTE before its image data, of 1 to 2^depth entries,
/// and may have one tRNS between them of 1 to that many alphas (what libpng reads as written, not
/// truncated or refused); other files may have neither.
static int plain_layout(const uint8_t *data, size_t size, uint64_t idat_limit, size_t *first_idat,
                        palette_chunks *palette, int depth) {
    size_t position = 8;
    int seen_idat = 0, after_idat = 0, ancillary = 0;
    *first_idat = 0;
    while (position + 12 <= size) {
        const uint8_t *chunk = data + position;
        uint32_t length = read_be32(chunk);
        const uint8_t *type = chunk + 4;
        if (!is_letter(type[0]) || !is_letter(type[1]) || !is_letter(type[2]) || !is_letter(type[3])) return 0;
        // libpng refuses an IEND that holds data.
        if (memcmp(type, "IEND", 4) == 0) return seen_idat && length == 0 && (palette == NULL || palette->count > 0);
        if (memcmp(type, "IDAT", 4) == 0) {
            if (after_idat || length > idat_limit) return 0;
            if (palette != NULL && palette->count == 0) return 0;
            if (!seen_idat) *first_idat = position;
            seen_idat = 1;
        } else if (memcmp(type, "IHDR", 4) == 0) {
            if (position != 8) return 0;
        } else if (palette != NULL && memcmp(type, "PLTE", 4) == 0) {
            if (seen_idat || palette->count > 0 || palette->alphas != NULL) return 0;
            if (length == 0 || length % 3 != 0 || length / 3 > (1u << depth)) return 0;
            palette->colors = chunk + 8;
            palette->count = length / 3;
        } else if (palette != NULL && memcmp(type, "tRNS", 4) == 0) {
            if (seen_idat || palette->count == 0 || palette->alphas != NULL) return 0;
            if (length == 0 || length > palette->count) return 0;
            palette->alphas = chunk + 8;
            palette->alpha_count = length;
        } else {
            // Critical chunks other than these, tRNS, and what libpng would not read.
            if (type[0] < 'a' || memcmp(type, "tRNS", 4) == 0 || length > 8000000 || ++ancillary > 1000) return 0;
            if (seen_idat) after_idat = 1;
        }
        position += 12 + (size_t)length;
    }
    return 0;
}

/// The largest of `length` bytes (SSE2: 16 a step, so one compare a row, not one a pixel).
static unsigned largest_byte(const uint8_t *bytes, size_t length) {
    size_t i = 0;
    unsigned largest = 0;
#if defined(__SSE2__)
    if (length >= 16) {
        __m128i top = _mm_setzero_si128();
        for (; i + 16 <= length; i += 16) top = _mm_max_epu8(top, _mm_loadu_si128((const __m128i *)(bytes + i)));
        top = _mm_max_epu8(top, _mm_srli_si128(top, 8));
        top = _mm_max_epu8(top, _mm_srli_si128(top, 4));
        top = _mm_max_epu8(top, _mm_srli_si128(top, 2));
        top = _mm_max_epu8(top, _mm_srli_si128(top, 1));
        largest = (unsigned)_mm_cvtsi128_si32(top) & 0xFF;
    }
#endif
    for (; i < length; i++) largest = bytes[i] > largest ? bytes[i] : largest;
    return largest;
}

/// Palette indices (`depth` 1, 2, 4 or 8 bits, packed from the high bits) to RGBA8 through
/// `table`; 0 when an index has no PLTE entry, so libpng decides about the file (it may refuse
/// it, "palette index exceeding num_palette"; 1.6.39 reads such indices as opaque black in files
/// without tRNS: PNGDirectRowEdgeTests). 8-bit indices are checked a row at a time before the
/// lookups (none when the palette has all 256 entries).
static int expand_palette(uint8_t *restrict out, const uint8_t *restrict indices, uint32_t width, int depth,
                          const uint32_t *restrict table, uint32_t count) {
    if (depth == 8) {
        if (count < 256 && largest_byte(indices, width) >= count) return 0;
        uint32_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        // Four indices read at once, the first in the low byte.
        for (; x + 4 <= width; x += 4) {
            uint32_t four;
            memcpy(&four, indices + x, 4);
            uint32_t p0 = table[four & 0xFF], p1 = table[(four >> 8) & 0xFF], p2 = table[(four >> 16) & 0xFF], p3 = table[four >> 24];
            memcpy(out + 4 * (size_t)x, &p0, 4);
            memcpy(out + 4 * (size_t)x + 4, &p1, 4);
            memcpy(out + 4 * (size_t)x + 8, &p2, 4);
            memcpy(out + 4 * (size_t)x + 12, &p3, 4);
        }
#endif
        for (; x < width; x++) memcpy(out + 4 * (size_t)x, &table[indices[x]], 4);
        return 1;
    }
    // A byte at a time, its indices from the high bits down (no division a pixel).
    unsigned largest = 0, per_byte = 8u / (unsigned)depth, top = 8u - (unsigned)depth;
    uint32_t x = 0;
    for (size_t at = 0; x < width; at++) {
        unsigned byte = indices[at];
        for (unsigned k = 0; k < per_byte && x < width; k++, x++) {
            unsigned index = byte >> top;
            byte = (byte << depth) & 0xFF;
            largest = index > largest ? index : largest;
            memcpy(out + 4 * (size_t)x, &table[index], 4);
        }
    }
    return largest < count;
}

/// The direct path for either output: `grey` 0 takes 8-bit RGB and RGBA and 1/2/4/8-bit palette
/// files into RGBA8, `grey` 1 takes 8-bit grey into one byte a pixel.
static int decode_direct(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size, int grey) {
    if (size < 8 + 25 || memcmp(data + 12, "IHDR", 4) != 0 || read_be32(data + 8) != 13) return 0;
    const uint8_t *header = data + 16;
    uint32_t width = read_be32(header), height = read_be32(header + 4);
    int depth = header[8], color_type = header[9];
    int indexed = !grey && color_type == 3;
    int taken = grey ? color_type == 0 && depth == 8
                     : ((color_type == 2 || color_type == 6) && depth == 8)
                       || (indexed && (depth == 1 || depth == 2 || depth == 4 || depth == 8));
    if (!taken || header[10] != 0 || header[11] != 0 || header[12] != 0) return 0;
    int bpp = color_type == 6 ? 4 : (color_type == 2 ? 3 : 1);   // filter step, bytes (1 when packed)
    size_t out_bpp = grey ? 1 : 4;   // bytes a pixel in `pixels`
    if (width == 0 || height == 0 || (uint64_t)width * height * out_bpp > pixels_size) return 0;
    size_t row_bytes = ((size_t)width * (size_t)bpp * (size_t)depth + 7) / 8;
    // libpng's limit on one IDAT chunk's length (png_check_chunk_length), for this image: it
    // counts a byte per channel and pixel whatever the depth.
    uint64_t row_factor = (uint64_t)width * (uint64_t)bpp + 1;
    uint64_t idat_limit = (uint64_t)height * row_factor;
    uint64_t factor = row_factor > 32566 ? 32566 : row_factor;
    idat_limit += 6 + 5 * (idat_limit / factor + 1);
    if (idat_limit > 0x7fffffffu) idat_limit = 0x7fffffffu;
    size_t first_idat;
    palette_chunks palette = {NULL, NULL, 0, 0};
    if (!plain_layout(data, size, idat_limit, &first_idat, indexed ? &palette : NULL, depth)) return 0;
    // Each index's RGBA8, as libpng's expansion gives it: opaque past the tRNS entries.
    uint32_t table[256] = {0};
    for (uint32_t i = 0; i < palette.count; i++) {
        uint8_t rgba[4] = {palette.colors[3 * i], palette.colors[3 * i + 1], palette.colors[3 * i + 2],
                           i < palette.alpha_count ? palette.alphas[i] : 255};
        memcpy(&table[i], rgba, 4);
    }
    // The image data inflated in one pass (PNGInflate.c) into a buffer kept by the thread: a zero
    // row (above the first), then each row's filter byte and bytes, then the decoder's slack.
    size_t filtered_size = (size_t)height * (row_bytes + 1);
    if (filtered_size / (row_bytes + 1) != height) return 0;
    uint8_t *zero_row = scratch(row_bytes + filtered_size + 16);
    if (zero_row == NULL) return 0;
    memset(zero_row, 0, row_bytes);
    uint8_t *filtered = zero_row + row_bytes;
    const uint8_t *compressed;
    size_t compressed_size;
    uint8_t *joined = idat_data(data, size, first_idat, &compressed, &compressed_size);
    if (compressed == NULL) return 0;
    int ok = pp_inflate_zlib(compressed, compressed_size, filtered, filtered_size);
    free(joined);
    const uint8_t *prior = zero_row;
    size_t stride = (size_t)width * out_bpp;
    for (uint32_t y = 0; ok && y < height; y++) {
        uint8_t *row = filtered + (size_t)y * (row_bytes + 1);
        uint8_t type = *row++;
        uint8_t *out = pixels + (size_t)y * stride;
        if (bpp == 3) {
            if (type == 0 || (type == 2 && y == 0)) {
                widen_row(out, row, NULL, width, row_bytes);   // None (Up of the first row adds zeros)
                prior = row;
            } else if (type == 2) {
                widen_row(out, row, out - stride, width, row_bytes);   // the commonest with None
                prior = NULL;   // the unfiltered row is only in the output
            } else {
                if (prior == NULL) {
                    // The row above was Up: its RGB bytes from the output, into its scratch row.
                    uint8_t *above = row - (row_bytes + 1);
                    narrow_row(above, out - stride, width);
                    prior = above;
                }
                ok = unfilter(type, row, prior, row_bytes, bpp);
                if (!ok) break;
                widen_row(out, row, NULL, width, row_bytes);
                prior = row;
            }
            continue;
        }
        if (!indexed && bpp != 3 && type == 2) {
            // An RGBA or grey row's unfiltered bytes are its output bytes: an Up row is summed
            // straight into the output, with the output row above as `prior` (not copied after).
            up_into(out, row, prior, row_bytes);
            prior = out;
            continue;
        }
        ok = unfilter(type, row, prior, row_bytes, bpp);
        if (!ok) break;
        if (indexed) ok = expand_palette(out, row, width, depth, table, palette.count);
        else memcpy(out, row, row_bytes);
        prior = row;
    }
    return ok;
}

int pp_png_decode_direct(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size) {
    return decode_direct(data, size, pixels, pixels_size, 0);
}

int pp_png_decode_direct_grey(const uint8_t *data, size_t size, uint8_t *grey, size_t grey_size) {
    return decode_direct(data, size, grey, grey_size, 1);
}
