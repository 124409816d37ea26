// libpng's own writer, unfiltered by any choice of ours: lets tests produce every colour type,
// bit depth and interlace method, including forms the canonical encoder never writes. A test
// support target (moved out of CPNGGlue), so it keeps its own small error and output callbacks
// instead of reaching into the glue's private GlueSupport.h.

#include "PNGRawWriter.h"

#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// A growing malloc'd buffer that libpng writes into.
typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
} pp_writer;

static int pp_fail(pp_png_error *error, int code, const char *chunk, uint64_t offset, const char *format, ...) {
    error->code = code;
    memset(error->chunk, 0, sizeof error->chunk);
    if (chunk != NULL) memcpy(error->chunk, chunk, 4);
    error->offset = offset;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(error->message, sizeof error->message, format, arguments);
    va_end(arguments);
    return code;
}

static void pp_error_fn(png_structp png, png_const_charp message) {
    pp_png_error *error = png_get_error_ptr(png);
    if (error->code == PP_PNG_OK) {
        error->code = strstr(message, "memory") != NULL ? PP_PNG_OUT_OF_MEMORY : PP_PNG_CORRUPT_DATA;
    }
    snprintf(error->message, sizeof error->message, "%s", message);
    png_longjmp(png, 1);
}

static void pp_warning_fn(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void pp_write_fn(png_structp png, png_bytep bytes, png_size_t count) {
    pp_writer *writer = png_get_io_ptr(png);
    if (writer->size + count > writer->capacity) {
        size_t capacity = writer->capacity == 0 ? 4096 : writer->capacity;
        while (capacity < writer->size + count) capacity *= 2;
        uint8_t *grown = realloc(writer->data, capacity);
        if (grown == NULL) {
            pp_png_error *error = png_get_error_ptr(png);
            error->code = PP_PNG_OUT_OF_MEMORY;
            png_error(png, "out of memory while writing");
        }
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->size, bytes, count);
    writer->size += count;
}

static void pp_flush_fn(png_structp png) {
    (void)png;
}

int pp_png_write_raw(uint32_t width, uint32_t height, int color_type, int bit_depth, int interlaced,
                     const uint8_t *rows, size_t rowbytes,
                     const uint8_t *palette, int palette_size, const uint8_t *trns, int trns_size,
                     int has_trns_color, const uint16_t *trns_color,
                     uint8_t **out, size_t *out_size, pp_png_error *error) {
    memset(error, 0, sizeof *error);
    *out = NULL;
    *out_size = 0;
    png_bytep *volatile row_pointers = malloc(sizeof(png_bytep) * (height == 0 ? 1 : height));
    if (row_pointers == NULL) return pp_fail(error, PP_PNG_OUT_OF_MEMORY, NULL, 0, "out of memory");
    for (uint32_t y = 0; y < height; y++) row_pointers[y] = (png_bytep)(rows + (size_t)y * rowbytes);

    pp_writer writer = {NULL, 0, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, error, pp_error_fn, pp_warning_fn);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        free(row_pointers);
        return pp_fail(error, PP_PNG_OUT_OF_MEMORY, NULL, 0, "libpng could not start a writer");
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(writer.data);
        free(row_pointers);
        if (error->code == PP_PNG_CORRUPT_DATA) error->code = PP_PNG_ENCODE_FAILED;
        return error->code;
    }
    png_set_write_fn(png, &writer, pp_write_fn, pp_flush_fn);
    png_set_IHDR(png, info, width, height, bit_depth, color_type,
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    if (palette_size > 0) {
        png_color entries[256];
        for (int i = 0; i < palette_size && i < 256; i++) {
            entries[i].red = palette[i * 3];
            entries[i].green = palette[i * 3 + 1];
            entries[i].blue = palette[i * 3 + 2];
        }
        png_set_PLTE(png, info, entries, palette_size);
    }
    if (trns_size > 0 || has_trns_color) {
        png_color_16 key;
        memset(&key, 0, sizeof key);
        if (has_trns_color) {
            key.gray = trns_color[0];
            key.red = trns_color[0];
            key.green = trns_color[1];
            key.blue = trns_color[2];
        }
        png_set_tRNS(png, info, trns, trns_size, has_trns_color ? &key : NULL);
    }
    png_write_info(png, info);
    png_write_image(png, row_pointers);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row_pointers);
    *out = writer.data;
    *out_size = writer.size;
    return PP_PNG_OK;
}

int pp_zlib_deflate(const uint8_t *input, size_t input_size, int level, int window_bits, int memory_level,
                    int strategy, size_t flush_every, int flush, uint8_t **out, size_t *out_size) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, level, Z_DEFLATED, window_bits, memory_level, strategy) != Z_OK) return 0;
    size_t piece = flush_every > 0 ? flush_every : input_size;
    size_t capacity = deflateBound(&stream, (uLong)input_size) + 64 + (input_size / (piece > 0 ? piece : 1) + 1) * 16;
    uint8_t *buffer = malloc(capacity);
    if (buffer == NULL) { deflateEnd(&stream); return 0; }
    stream.next_out = buffer;
    stream.avail_out = (uInt)capacity;
    int status = Z_OK;
    size_t done = 0;
    do {
        size_t count = input_size - done < piece ? input_size - done : piece;
        stream.next_in = (Bytef *)(input + done);
        stream.avail_in = (uInt)count;
        done += count;
        status = deflate(&stream, done == input_size ? Z_FINISH : flush);
    } while (done < input_size && status == Z_OK);
    deflateEnd(&stream);
    if (status != Z_STREAM_END) { free(buffer); return 0; }
    *out = buffer;
    *out_size = capacity - stream.avail_out;
    return 1;
}

int pp_zlib_inflate_exactly(const uint8_t *input, size_t input_size, uint8_t *output, size_t output_size) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit2(&stream, 0) != Z_OK) return 0;
#if ZLIB_VERNUM >= 0x1290
    inflateValidate(&stream, 0);
#endif
    stream.next_in = (Bytef *)input;
    stream.avail_in = (uInt)input_size;
    stream.next_out = output;
    stream.avail_out = (uInt)output_size + 1;
    int status = inflate(&stream, Z_FINISH);
    int ok = status == Z_STREAM_END && stream.avail_out == 1 && stream.avail_in == 0;
    inflateEnd(&stream);
    return ok;
}
