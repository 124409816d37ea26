// The canonical encoder: straight RGBA8 in, PNG bytes out, in the form pp_choose_form picked.
// libpng writes the signature, IHDR, PLTE and tRNS; the image data is deflated here with zlib
// directly, because libpng offers no way to set zlib's deflateTune parameters, which the measured
// size/time trade-off needs (BENCHMARKS.md). Nothing that could vary is written: no tIME, no text.

#include "PNGScanlines.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#define IDAT_CHUNK_BYTES 65536

// Chosen by measuring size against time on UI-like images (scripts/bench.d/png.sh tune; table in
// BENCHMARKS.md). Filter type 0 (none) beat sub, up, average, Paeth and libpng's adaptive choice
// on every UI image by 20-30 %: flat colours with anti-aliased edges repeat exactly, and filters
// turn those repeats into varied residues. A row equal to the one above is sent as Up (zeros)
// instead: its bytes then stop crowding the background colour's zlib hash chain, so the search
// reaches earlier rows (2 % smaller on a 3x screen, same time). zlib level 9 with its hash chain
// cut from 4096 to 512 links (and to 128 once a match of 4 bytes is found) keeps most of level
// 9's gain over level 6 at about a third of its time: within 5 % of optipng's size and faster
// than Pillow's default; longer chains gain under 1 % for up to twice the time. Photographs are
// the opposite case (neighbouring pixels differ by a little, nothing repeats): there the smallest
// filter per row wins, so the filter mode is chosen per image by measurement (PNGFilterChoice.c).
pp_png_compression pp_png_canonical_compression(void) {
    pp_png_compression settings;
    settings.zlib_level = 9;
    settings.zlib_mem_level = 8;
    settings.zlib_strategy = Z_DEFAULT_STRATEGY;
    settings.good_length = 4;
    settings.max_lazy = 258;
    settings.nice_length = 258;
    settings.max_chain = 512;
    settings.filter = PP_PNG_FILTER_MEASURED;
    return settings;
}

/// Everything the encoder allocates, so the longjmp path can release it.
typedef struct {
    pp_color_table table;
    uint8_t *rows[2];     // this row and the previous one, unfiltered
    uint8_t *filtered;    // filter-type byte + filtered row
    uint8_t chunk[IDAT_CHUNK_BYTES];
    z_stream zlib;
    int zlib_started;
} pp_encoder;

static void release(pp_encoder *encoder) {
    if (encoder == NULL) return;
    if (encoder->zlib_started) deflateEnd(&encoder->zlib);
    free(encoder->rows[0]);
    free(encoder->rows[1]);
    free(encoder->filtered);
    free(encoder);
}

static void set_palette(png_structp png, png_infop info, const pp_color_table *table, const pp_png_form *form) {
    png_color palette[256];
    png_byte alphas[256];
    for (int i = 0; i < form->palette_size; i++) {
        uint32_t color = table->colors[i];
        palette[i].red = (png_byte)(color & 0xff);
        palette[i].green = (png_byte)((color >> 8) & 0xff);
        palette[i].blue = (png_byte)((color >> 16) & 0xff);
        alphas[i] = (png_byte)(color >> 24);
    }
    png_set_PLTE(png, info, palette, form->palette_size);
    if (form->trns_size > 0) png_set_tRNS(png, info, alphas, form->trns_size, NULL);
}

static void start_zlib(png_structp png, pp_encoder *encoder, const pp_png_compression *settings) {
    if (deflateInit2(&encoder->zlib, settings->zlib_level, Z_DEFLATED, 15, settings->zlib_mem_level,
                     settings->zlib_strategy) != Z_OK) {
        png_error(png, "zlib could not start (out of memory or bad settings)");
    }
    encoder->zlib_started = 1;
    if (settings->max_chain > 0 &&
        deflateTune(&encoder->zlib, settings->good_length, settings->max_lazy, settings->nice_length,
                    settings->max_chain) != Z_OK) {
        png_error(png, "zlib refused the deflateTune settings");
    }
    encoder->zlib.next_out = encoder->chunk;
    encoder->zlib.avail_out = IDAT_CHUNK_BYTES;
}

// Feeds bytes to zlib (or finishes the stream), writing an IDAT chunk each time the buffer fills.
static void deflate_into_chunks(png_structp png, pp_encoder *encoder, const uint8_t *bytes, size_t count, int finish) {
    z_stream *zlib = &encoder->zlib;
    zlib->next_in = (Bytef *)bytes;
    zlib->avail_in = (uInt)count;
    for (;;) {
        int status = deflate(zlib, finish ? Z_FINISH : Z_NO_FLUSH);
        if (status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR) png_error(png, "zlib failed to compress");
        int full = zlib->avail_out == 0;
        if (full || (status == Z_STREAM_END && zlib->avail_out < IDAT_CHUNK_BYTES)) {
            png_write_chunk(png, (png_const_bytep) "IDAT", encoder->chunk, IDAT_CHUNK_BYTES - zlib->avail_out);
            zlib->next_out = encoder->chunk;
            zlib->avail_out = IDAT_CHUNK_BYTES;
        }
        if (status == Z_STREAM_END) return;
        if (!finish && zlib->avail_in == 0 && !full) return;
    }
}

// PP_PNG_FILTER_MEASURED's thresholds, per mille of pixels repeating a neighbour (PNGFilterChoice.c).
// Internal mode: the smallest filter per row with the strategy pp_per_row_strategy picks.
#define PP_PNG_FILTER_MEASURED_PER_ROW 8
#define MEASURED_PER_ROW_AT_MOST 250
#define MEASURED_NONE_OR_UP_AT_LEAST 750

// What PP_PNG_FILTER_MEASURED uses for photographs: the smallest filter per row, zlib's run-length
// or filtered strategy (pp_per_row_strategy), the rest of `compression` as it is. A strategy of
// -1 (out of memory) makes zlib refuse to start, which the encoder reports.
static pp_png_compression per_row_settings(const uint8_t *rgba, uint32_t width, uint32_t height, const pp_png_form *form,
                                           const pp_color_table *table, const pp_png_compression *compression) {
    pp_png_compression settings = *compression;
    settings.filter = PP_PNG_FILTER_SMALLEST_PER_ROW;
    settings.zlib_strategy = pp_per_row_strategy(rgba, width, height, form, table, compression);
    return settings;
}

// Encodes with none/up and with the per-row choice and keeps the smaller file (ties: none/up).
static int encode_smaller(const uint8_t *rgba, uint32_t width, uint32_t height, const pp_png_compression *compression,
                          uint8_t **out, size_t *out_size, pp_png_error *error) {
    pp_png_compression flat = *compression, photo = *compression;
    flat.filter = PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED;
    photo.filter = PP_PNG_FILTER_MEASURED_PER_ROW;
    int status = pp_png_encode_rgba8(rgba, width, height, &flat, out, out_size, error);
    if (status != PP_PNG_OK) return status;
    uint8_t *other = NULL;
    size_t other_size = 0;
    status = pp_png_encode_rgba8(rgba, width, height, &photo, &other, &other_size, error);
    if (status != PP_PNG_OK) {
        free(*out);
        *out = NULL;
        *out_size = 0;
        return status;
    }
    if (other_size < *out_size) {
        free(*out);
        *out = other;
        *out_size = other_size;
    } else {
        free(other);
    }
    return PP_PNG_OK;
}

int pp_png_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, const pp_png_compression *compression,
                        uint8_t **out, size_t *out_size, pp_png_error *error) {
    memset(error, 0, sizeof *error);
    *out = NULL;
    *out_size = 0;
    if (width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu) {
        return pp_fail(error, PP_PNG_ENCODE_FAILED, NULL, 0,
                       "a PNG must be between 1 x 1 and 2147483647 x 2147483647 pixels, not %u x %u", width, height);
    }
    pp_encoder *encoder = calloc(1, sizeof *encoder);
    if (encoder == NULL) return pp_fail(error, PP_PNG_OUT_OF_MEMORY, NULL, 0, "out of memory while encoding");
    pp_png_form form;
    pp_choose_form(rgba, (size_t)width * height, &encoder->table, &form);
    size_t row_bytes = pp_row_bytes(&form, width);
    encoder->rows[0] = malloc((size_t)width * 4);
    encoder->rows[1] = malloc((size_t)width * 4);
    encoder->filtered = malloc(row_bytes + 1);
    pp_png_compression settings = *compression;
    if (settings.filter == PP_PNG_FILTER_MEASURED) {
        settings.filter = PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED;
        // PNG's filters work on bytes; packed samples and palette indices have no useful neighbours.
        if (form.bit_depth == 8 && form.color_type != PNG_COLOR_TYPE_PALETTE) {
            uint32_t share = pp_repeat_share_per_mille(rgba, width, height);
            if (share <= MEASURED_PER_ROW_AT_MOST) {
                settings.filter = PP_PNG_FILTER_MEASURED_PER_ROW;
            } else if (share < MEASURED_NONE_OR_UP_AT_LEAST) {
                release(encoder);
                return encode_smaller(rgba, width, height, compression, out, out_size, error);
            }
        }
    }
    if (settings.filter == PP_PNG_FILTER_MEASURED_PER_ROW) {
        settings = per_row_settings(rgba, width, height, &form, &encoder->table, compression);
    }
    if (encoder->rows[0] == NULL || encoder->rows[1] == NULL || encoder->filtered == NULL) {
        release(encoder);
        return pp_fail(error, PP_PNG_OUT_OF_MEMORY, NULL, 0, "out of memory while encoding");
    }

    pp_writer writer = {NULL, 0, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, error, pp_error_fn, pp_warning_fn);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        release(encoder);
        return pp_fail(error, PP_PNG_OUT_OF_MEMORY, NULL, 0, "libpng could not start a writer");
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(writer.data);
        release(encoder);
        if (error->code == PP_PNG_CORRUPT_DATA) error->code = PP_PNG_ENCODE_FAILED;
        return error->code;
    }
    png_set_write_fn(png, &writer, pp_write_fn, pp_flush_fn);
    png_set_IHDR(png, info, width, height, form.bit_depth, form.color_type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    if (form.color_type == PNG_COLOR_TYPE_PALETTE) set_palette(png, info, &encoder->table, &form);
    png_write_info(png, info);

    start_zlib(png, encoder, &settings);
    int stride = pp_filter_stride(&form);
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *row = encoder->rows[y & 1], *previous = y > 0 ? encoder->rows[(y & 1) ^ 1] : NULL;
        pp_make_row(rgba + (size_t)y * width * 4, width, &form, &encoder->table, row);
        pp_filter_row(settings.filter, row, previous, row_bytes, stride, encoder->filtered);
        deflate_into_chunks(png, encoder, encoder->filtered, row_bytes + 1, 0);
    }
    deflate_into_chunks(png, encoder, NULL, 0, 1);
    png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
    png_destroy_write_struct(&png, &info);
    release(encoder);
    *out = writer.data;
    *out_size = writer.size;
    return PP_PNG_OK;
}
