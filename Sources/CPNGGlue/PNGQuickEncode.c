// The speed-first encoder for throw-away images (review pages, failure artifacts, crops): the
// same pixels as the canonical encoder, found with less work, in a larger file. Measured on the
// review images of the design-system catalog (BENCHMARKS.md, "Review images encoded for speed").
//
// - Form: one pass over the pixels builds the palette (order of first appearance) and the index
//   image together while there are at most 256 colours, a run of equal pixels at a time (one
//   table lookup and a memset per run; a row equal to the row above copies its indices); past
//   that, RGB when every pixel is opaque, else RGBA. No grey forms, no packed depths, no palette reordering: those only make
//   files smaller.
// - Rows: filter type 0 (none), except type 2 (up, all zeros) for a row that repeats the row
//   above. No per-row filter search.
// - Deflate: PNGRunDeflate.c, matches only at one pixel and one row back, fixed Huffman codes,
//   the whole image in one call, written as one IDAT chunk. zlib level 1 (default strategy) made
//   files 20-30 % smaller at about twice the cost; Z_RLE was no faster on palette images and
//   slower and three times larger on RGB ones (runs of a pixel are 3 bytes apart); Z_HUFFMAN_ONLY
//   twice as slow as level 1; stored deflate 30 times larger to write and embed. The chunks are
//   written here (signature, IHDR, PLTE, tRNS, IDAT, IEND; zlib's CRC-32), no libpng writer is
//   set up.
//
// Deterministic: the bytes depend on the pixels only.

#include "PNGForm.h"
#include "PNGRunDeflate.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

// Writes a chunk whose data is already at `at + 8` (`length` bytes): length, type, CRC.
// Returns the bytes the chunk takes.
static size_t finish_chunk(uint8_t *at, const char *type, size_t length) {
    put32(at, (uint32_t)length);
    memcpy(at + 4, type, 4);
    uint32_t crc = (uint32_t)crc32(0L, at + 4, (uInt)(length + 4));
    put32(at + 8 + length, crc);
    return length + 12;
}

// Colours to indices, at most 256, in order of first appearance; the same table the canonical
// encoder uses for its palette search (PNGForm.h), filled here without reordering.
static int quick_index(pp_color_table *table, uint32_t color) {
    uint32_t slot = (color * 2654435761u) >> (32 - PP_COLOR_TABLE_BITS);
    while (table->occupied[slot]) {
        if (table->keys[slot] == color) return table->indices[slot];
        slot = (slot + 1) & (PP_COLOR_TABLE_SLOTS - 1);
    }
    if (table->count == 256) return -1;
    table->occupied[slot] = 1;
    table->keys[slot] = color;
    table->indices[slot] = (uint16_t)table->count;
    table->colors[table->count] = color;
    return table->count++;
}

// Pixels from `x` on (below `width`) equal to `color`, two pixels per compare.
static inline uint32_t run_end(const uint8_t *source, uint32_t x, uint32_t width, uint32_t color) {
    uint64_t pair = (uint64_t)color << 32 | color;
    while (x + 2 <= width) {
        uint64_t v;
        memcpy(&v, source + (size_t)x * 4, 8);
        if (v != pair) return x + ((uint32_t)v == color ? 1 : 0);
        x += 2;
    }
    if (x < width && PP_PACK_RGBA(source + (size_t)x * 4) == color) x++;
    return x;
}

// Fills `rows` (height rows of 1 + width bytes) with palette indices; returns 0 when a 257th
// colour shows up. Works per run of equal pixels (one table lookup, one memset), and a row whose
// pixels repeat the row above copies that row's indices.
static int index_image(const uint8_t *rgba, uint32_t width, uint32_t height, pp_color_table *table, uint8_t *rows) {
    size_t source_stride = (size_t)width * 4, row_stride = (size_t)width + 1;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *source = rgba + (size_t)y * source_stride;
        uint8_t *row = rows + (size_t)y * row_stride + 1;
        if (y > 0 && memcmp(source, source - source_stride, source_stride) == 0) {
            memcpy(row, row - row_stride, width);
            continue;
        }
        uint32_t x = 0;
        while (x < width) {
            uint32_t color = PP_PACK_RGBA(source + (size_t)x * 4);
            int index = quick_index(table, color);
            if (index < 0) return 0;
            uint32_t end = run_end(source, x + 1, width, color);
            memset(row + x, index, end - x);
            x = end;
        }
    }
    return 1;
}

// Every alpha 255: the alphas of a block of pixels ANDed together (a loop compilers vectorize),
// stopping at the first block with one below 255.
static int all_opaque(const uint8_t *rgba, size_t pixel_count) {
    for (size_t start = 0; start < pixel_count; start += 1024) {
        size_t end = pixel_count - start < 1024 ? pixel_count : start + 1024;
        uint32_t all = 0xffffffffu;
        for (size_t i = start; i < end; i++) {
            uint32_t pixel;
            memcpy(&pixel, rgba + i * 4, 4);
            all &= pixel;
        }
        if ((PP_PACK_RGBA((const uint8_t *)&all) >> 24) != 255) return 0;
    }
    return 1;
}

// RGB or RGBA rows (1 + width * channels bytes each), filter bytes left for later. RGB pixels are
// written 4 bytes at a time, the 4th byte overwritten by the next pixel (or, after a row's last
// pixel, by the next row's filter byte; after the image's last, it lands in the spare bytes of
// `rows`, sized for RGBA).
static void copy_rows(const uint8_t *rgba, uint32_t width, uint32_t height, int channels, uint8_t *rows) {
    size_t stride = (size_t)width * (size_t)channels + 1;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *source = rgba + (size_t)y * width * 4;
        uint8_t *row = rows + (size_t)y * stride + 1;
        if (channels == 4) {
            memcpy(row, source, (size_t)width * 4);
        } else {
            for (uint32_t x = 0; x < width; x++) memcpy(row + (size_t)x * 3, source + (size_t)x * 4, 4);
        }
    }
}

// Filter bytes: 0 (none), or 2 (up) with the row zeroed when it repeats the row above. Rows are
// compared before any is zeroed: walking upwards, the row above is still unfiltered.
static void filter_rows(uint8_t *rows, uint32_t height, size_t row_bytes) {
    size_t stride = row_bytes + 1;
    for (uint32_t y = height; y-- > 1;) {
        uint8_t *row = rows + (size_t)y * stride;
        if (memcmp(row + 1, row - stride + 1, row_bytes) == 0) {
            row[0] = 2;
            memset(row + 1, 0, row_bytes);
        } else {
            row[0] = 0;
        }
    }
    rows[0] = 0;
}

int pp_png_encode_rgba8_quick(const uint8_t *rgba, uint32_t width, uint32_t height,
                              uint8_t **out, size_t *out_size, pp_png_error *error) {
    memset(error, 0, sizeof *error);
    *out = NULL;
    *out_size = 0;
    if (width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu) {
        return pp_fail(error, PP_PNG_ENCODE_FAILED, NULL, 0,
                       "a PNG must be between 1 x 1 and 2147483647 x 2147483647 pixels, not %u x %u", width, height);
    }
    size_t pixel_count = (size_t)width * height;
    pp_color_table *table = malloc(sizeof *table);
    // Sized for RGBA, the largest form, so a palette that overflows needs no second allocation.
    uint8_t *rows = malloc(pixel_count * 4 + height);
    if (table == NULL || rows == NULL) {
        free(table);
        free(rows);
        return pp_fail(error, PP_PNG_OUT_OF_MEMORY, NULL, 0, "out of memory while encoding");
    }
    memset(table->occupied, 0, sizeof table->occupied);
    table->count = 0;
    int color_type, channels;
    if (index_image(rgba, width, height, table, rows)) {
        color_type = 3;
        channels = 1;
    } else {
        int opaque = all_opaque(rgba, pixel_count);
        color_type = opaque ? 2 : 6;
        channels = opaque ? 3 : 4;
        copy_rows(rgba, width, height, channels, rows);
    }
    size_t row_bytes = (size_t)width * (size_t)channels;
    filter_rows(rows, height, row_bytes);
    size_t raw = (row_bytes + 1) * height;

    int palette = color_type == 3;
    int translucent = 0;
    if (palette) {
        for (int i = 0; i < table->count; i++) {
            if ((table->colors[i] >> 24) != 255) translucent = i + 1;
        }
    }
    size_t bound = pp_run_deflate_bound(raw);
    if (bound > 0x7fffffffu) {
        free(table);
        free(rows);
        return pp_fail(error, PP_PNG_ENCODE_FAILED, NULL, 0, "a %u x %u image is too large for one IDAT chunk", width, height);
    }
    size_t capacity = 8 + 25 + (palette ? 12 + 3 * 256 + 12 + 256 : 0) + 12 + bound + 12;
    uint8_t *file = malloc(capacity);
    if (file == NULL) {
        free(table);
        free(rows);
        return pp_fail(error, PP_PNG_OUT_OF_MEMORY, NULL, 0, "out of memory while encoding");
    }
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    memcpy(file, signature, 8);
    size_t at = 8;
    uint8_t *ihdr = file + at + 8;
    put32(ihdr, width);
    put32(ihdr + 4, height);
    ihdr[8] = 8;
    ihdr[9] = (uint8_t)color_type;
    ihdr[10] = ihdr[11] = ihdr[12] = 0;  // deflate, adaptive filtering, not interlaced
    at += finish_chunk(file + at, "IHDR", 13);
    if (palette) {
        uint8_t *plte = file + at + 8;
        for (int i = 0; i < table->count; i++) {
            plte[i * 3] = (uint8_t)table->colors[i];
            plte[i * 3 + 1] = (uint8_t)(table->colors[i] >> 8);
            plte[i * 3 + 2] = (uint8_t)(table->colors[i] >> 16);
        }
        at += finish_chunk(file + at, "PLTE", (size_t)table->count * 3);
        if (translucent > 0) {
            uint8_t *trns = file + at + 8;
            for (int i = 0; i < translucent; i++) trns[i] = (uint8_t)(table->colors[i] >> 24);
            at += finish_chunk(file + at, "tRNS", (size_t)translucent);
        }
    }
    size_t compressed = pp_run_deflate(rows, raw, (size_t)channels, row_bytes + 1, file + at + 8);
    free(table);
    free(rows);
    at += finish_chunk(file + at, "IDAT", compressed);
    at += finish_chunk(file + at, "IEND", 0);
    *out = file;
    *out_size = at;
    return PP_PNG_OK;
}
