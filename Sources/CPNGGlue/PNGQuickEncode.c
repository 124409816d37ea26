// The speed-first encoder for throw-away images (review pages, failure artifacts, crops): the
// same pixels as the canonical encoder, found with less work, in a larger file. Measured on the
// review images of the design-system catalog (BENCHMARKS.md, "Review images encoded for speed").
//
// - Form: the rows are indexed as they are deflated, building the palette (order of first
//   appearance) while there are at most 256 colours, a run of equal pixels at a time (one table
//   lookup and a memset per run; a row equal to the row above needs no lookups); at a 257th
//   colour the image starts again as RGB when every pixel is opaque, else RGBA. No grey forms,
//   no packed depths, no palette reordering: those only make files smaller.
// - Rows: filter type 0 (none), except type 2 (up, all zeros) for a row that repeats the row
//   above. No per-row filter search.
// - Memory: the filtered rows pass through a window of 64 KiB (or two rows and a match, for very
//   wide images) on their way to the deflater, never a buffer of the whole image: the encoder's
//   peak memory is the window and the file (BENCHMARKS.md, "Round 9: first-touch faults").
// - Deflate: PNGRunDeflate.c, matches only at one pixel and one row back, fixed Huffman codes,
//   one block, written as one IDAT chunk. zlib level 1 (default strategy) made
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

// Writes one row's palette indices to `row`, a run of equal pixels at a time (one table lookup,
// one memset per run); returns 0 when a 257th colour shows up.
static int index_row(const uint8_t *source, uint32_t width, pp_color_table *table, uint8_t *row) {
    uint32_t x = 0;
    while (x < width) {
        uint32_t color = PP_PACK_RGBA(source + (size_t)x * 4);
        int index = quick_index(table, color);
        if (index < 0) return 0;
        uint32_t end = run_end(source, x + 1, width, color);
        memset(row + x, index, end - x);
        x = end;
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

// The filtered rows on their way to the deflater: never the whole image, only the rows the
// deflater still reads (the row above the position it codes, and the 258 bytes ahead of it) and
// the row being written. `bytes[0]` is byte `start` of the filtered image; `end` bytes are written.
typedef struct {
    uint8_t *bytes;
    size_t capacity;
    size_t start, end;
} row_window;

// At least two rows and a match ahead (what the deflater needs, see next_row), and 64 KiB so the
// window is moved up only every few dozen rows of a catalog image.
static size_t window_capacity(size_t stride) {
    size_t needed = 2 * stride + 512;
    return needed < 65536 ? 65536 : needed;
}

// Where the next row of `stride` bytes (and one spare byte, for RGB's 4-byte stores) goes. When
// the window is full, its front is dropped down to `lookback` bytes before the deflater's
// position: the deflater has coded all but the last 257 bytes or fewer, so what stays is at most
// 257 + stride bytes and the new row fits (window_capacity). Should it not, the window grows
// rather than being overrun. NULL when out of memory.
static uint8_t *next_row(row_window *window, const pp_run_deflater *deflater, size_t stride) {
    if (window->end - window->start + stride + 1 > window->capacity) {
        size_t lookback = pp_run_deflate_lookback(deflater);
        size_t keep = deflater->position > lookback ? deflater->position - lookback : 0;
        if (keep < window->start) keep = window->start;
        memmove(window->bytes, window->bytes + (keep - window->start), window->end - keep);
        window->start = keep;
        size_t needed = window->end - window->start + stride + 1;
        if (needed > window->capacity) {
            uint8_t *grown = realloc(window->bytes, needed * 2);
            if (grown == NULL) return NULL;
            window->bytes = grown;
            window->capacity = needed * 2;
        }
    }
    return window->bytes + (window->end - window->start);
}

// Filters and deflates the image row by row into `out` as 1 (palette indices through `table`),
// 3 (RGB) or 4 (RGBA) bytes a pixel. Filter type 0 (none), except type 2 (up, all zeros) for a row
// whose pixels repeat the row above (equal pixels give equal samples and indices, so this is the
// same as comparing the filtered rows). Returns the bytes written; 0 when a palette row meets a
// 257th colour, SIZE_MAX when out of memory.
static size_t deflate_rows(const uint8_t *rgba, uint32_t width, uint32_t height, int channels, pp_color_table *table,
                           row_window *window, uint8_t *out) {
    size_t row_bytes = (size_t)width * (size_t)channels, stride = row_bytes + 1;
    size_t source_stride = (size_t)width * 4;
    pp_run_deflater deflater;
    pp_run_deflate_begin(&deflater, stride * height, (size_t)channels, stride, out);
    window->start = window->end = 0;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *source = rgba + (size_t)y * source_stride;
        uint8_t *row = next_row(window, &deflater, stride);
        if (row == NULL) return SIZE_MAX;
        if (y > 0 && memcmp(source, source - source_stride, source_stride) == 0) {
            row[0] = 2;
            memset(row + 1, 0, row_bytes);
            pp_run_deflate_checksum(&deflater, row, 1);
            pp_run_deflate_checksum_zeros(&deflater, row_bytes);
        } else {
            row[0] = 0;
            if (channels == 1) {
                if (!index_row(source, width, table, row + 1)) return 0;
            } else if (channels == 4) {
                memcpy(row + 1, source, source_stride);
            } else {
                // 4 bytes at a time, the 4th overwritten by the next pixel (after the row's last,
                // it lands in the spare byte next_row leaves).
                for (uint32_t x = 0; x < width; x++) memcpy(row + 1 + (size_t)x * 3, source + (size_t)x * 4, 4);
            }
            pp_run_deflate_checksum(&deflater, row, stride);
        }
        window->end += stride;
        pp_run_deflate_feed(&deflater, window->bytes, window->start, window->end);
    }
    return pp_run_deflate_finish(&deflater);
}

static int fail_out_of_memory(pp_png_error *error) {
    return pp_fail(error, PP_PNG_OUT_OF_MEMORY, NULL, 0, "out of memory while encoding");
}

// The output for `channels` bytes a pixel: at least the deflater's bound for the filtered image
// after `offset` bytes of chunks, or NULL (with `error` set) when too large or out of memory.
static uint8_t *output_for(uint32_t width, uint32_t height, int channels, size_t offset, pp_png_error *error) {
    size_t bound = pp_run_deflate_bound(((size_t)width * (size_t)channels + 1) * height);
    if (bound > 0x7fffffffu) {
        pp_fail(error, PP_PNG_ENCODE_FAILED, NULL, 0, "a %u x %u image is too large for one IDAT chunk", width, height);
        return NULL;
    }
    uint8_t *file = malloc(offset + bound + 12 + 12);
    if (file == NULL) fail_out_of_memory(error);
    return file;
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
    // Sized for RGBA rows, the widest form, so a palette that overflows needs no second window.
    row_window window = {NULL, window_capacity((size_t)width * 4 + 1), 0, 0};
    window.bytes = malloc(window.capacity);
    if (table == NULL || window.bytes == NULL) {
        free(table);
        free(window.bytes);
        return fail_out_of_memory(error);
    }
    memset(table->occupied, 0, sizeof table->occupied);
    table->count = 0;
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    // The palette is known only once every row is indexed, and PLTE and tRNS come before IDAT:
    // a palette image's IDAT is deflated after room for the largest PLTE and tRNS, and moved
    // down to its place once they are written.
    const size_t header = 8 + 25;
    const size_t palette_room = 12 + 3 * 256 + 12 + 256;
    int color_type = 3, channels = 1;
    size_t idat = header + palette_room;
    uint8_t *file = output_for(width, height, 1, idat + 8, error);
    size_t compressed = file != NULL ? deflate_rows(rgba, width, height, 1, table, &window, file + idat + 8) : 0;
    if (file != NULL && compressed == 0) {
        // A 257th colour: RGB when every pixel is opaque, else RGBA.
        free(file);
        int opaque = all_opaque(rgba, pixel_count);
        color_type = opaque ? 2 : 6;
        channels = opaque ? 3 : 4;
        idat = header;
        file = output_for(width, height, channels, idat + 8, error);
        if (file != NULL) compressed = deflate_rows(rgba, width, height, channels, NULL, &window, file + idat + 8);
    }
    free(window.bytes);
    if (file != NULL && compressed == SIZE_MAX) {
        free(file);
        free(table);
        return fail_out_of_memory(error);
    }
    if (file == NULL) {
        free(table);
        return error->code;
    }
    memcpy(file, signature, 8);
    size_t at = 8;
    uint8_t *ihdr = file + at + 8;
    put32(ihdr, width);
    put32(ihdr + 4, height);
    ihdr[8] = 8;
    ihdr[9] = (uint8_t)color_type;
    ihdr[10] = ihdr[11] = ihdr[12] = 0;  // deflate, adaptive filtering, not interlaced
    at += finish_chunk(file + at, "IHDR", 13);
    if (color_type == 3) {
        int translucent = 0;
        for (int i = 0; i < table->count; i++) {
            if ((table->colors[i] >> 24) != 255) translucent = i + 1;
        }
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
        memmove(file + at + 8, file + idat + 8, compressed);
    }
    free(table);
    at += finish_chunk(file + at, "IDAT", compressed);
    at += finish_chunk(file + at, "IEND", 0);
    *out = file;
    *out_size = at;
    return PP_PNG_OK;
}
