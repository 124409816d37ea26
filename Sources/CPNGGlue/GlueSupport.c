#include "GlueSupport.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

unsigned long pp_png_header_version(void) {
    return PNG_LIBPNG_VER;
}

int pp_fail(pp_png_error *error, int code, const char *chunk, uint64_t offset, const char *format, ...) {
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

void pp_error_fn(png_structp png, png_const_charp message) {
    pp_png_error *error = (pp_png_error *)png_get_error_ptr(png);
    if (error->code == PP_PNG_OK) {
        error->code = strstr(message, "memory") != NULL ? PP_PNG_OUT_OF_MEMORY : PP_PNG_CORRUPT_DATA;
    }
    snprintf(error->message, sizeof error->message, "%s", message);
    png_longjmp(png, 1);
}

void pp_warning_fn(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

void pp_read_fn(png_structp png, png_bytep out, png_size_t count) {
    pp_reader *reader = (pp_reader *)png_get_io_ptr(png);
    if (count > reader->size - reader->position) png_error(png, "unexpected end of file");
    memcpy(out, reader->data + reader->position, count);
    reader->position += count;
}

void pp_write_fn(png_structp png, png_bytep bytes, png_size_t count) {
    pp_writer *writer = (pp_writer *)png_get_io_ptr(png);
    if (count > writer->capacity - writer->size) {
        size_t capacity = writer->capacity < 4096 ? 4096 : writer->capacity;
        while (count > capacity - writer->size) capacity *= 2;
        uint8_t *grown = realloc(writer->data, capacity);
        if (grown == NULL) {
            pp_png_error *error = (pp_png_error *)png_get_error_ptr(png);
            error->code = PP_PNG_OUT_OF_MEMORY;
            png_error(png, "out of memory while writing the PNG");
        }
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->size, bytes, count);
    writer->size += count;
}

void pp_flush_fn(png_structp png) {
    (void)png;
}

void pp_png_free(void *pointer) {
    free(pointer);
}

uint32_t pp_png_crc32(const uint8_t *bytes, size_t count) {
    uLong crc = crc32(0L, Z_NULL, 0);
    while (count > 0) {
        uInt step = count > 0x40000000u ? 0x40000000u : (uInt)count;
        crc = crc32(crc, bytes, step);
        bytes += step;
        count -= step;
    }
    return (uint32_t)crc;
}
