#ifndef PIXELPROOF_PNG_GLUE_SUPPORT_H
#define PIXELPROOF_PNG_GLUE_SUPPORT_H

// Shared by the glue's .c files: error callbacks that record libpng's message and longjmp back
// into the C function that called setjmp, and in-memory read/write streams.

#include <png.h>
#include "PNGGlue.h"

/// Fills `error` with a code, a chunk name (or NULL) and a printf-style message; returns `code`.
int pp_fail(pp_png_error *error, int code, const char *chunk, uint64_t offset, const char *format, ...);

/// libpng error callback: records the message in the `pp_png_error` passed as error pointer with
/// the code already set there (or PP_PNG_CORRUPT_DATA), then longjmps.
void pp_error_fn(png_structp png, png_const_charp message);

/// libpng warning callback: warnings never reach the terminal.
void pp_warning_fn(png_structp png, png_const_charp message);

/// A file held in memory, read front to back.
typedef struct {
    const uint8_t *data;
    size_t size;
    size_t position;
} pp_reader;

void pp_read_fn(png_structp png, png_bytep out, png_size_t count);

/// A growing malloc'd buffer that libpng writes into.
typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
} pp_writer;

void pp_write_fn(png_structp png, png_bytep bytes, png_size_t count);
void pp_flush_fn(png_structp png);

#endif
