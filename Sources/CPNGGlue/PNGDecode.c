// Decoding through libpng into straight RGBA8, row by row straight into the caller's buffer.

#include "GlueSupport.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// Ancillary chunks libpng knows but we skip unread: colour-space chunks (gAMA, cHRM, sRGB, iCCP)
// must never change pixel values, and the others carry nothing a bitmap holds. Skipping them also
// means a malformed iCCP profile cannot fail a decode.
static const png_byte skipped_chunks[] =
    "gAMA\0cHRM\0sRGB\0iCCP\0sBIT\0bKGD\0hIST\0pHYs\0sPLT\0tIME\0tEXt\0zTXt\0iTXt\0oFFs\0pCAL\0sCAL\0eXIf";

static void configure_reader(png_structp png) {
    png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);  // pp_png_inspect already checked every CRC
    png_set_benign_errors(png, 0);  // too little or too much image data must fail, not warn
    png_set_user_limits(png, 0x7fffffffu, 0x7fffffffu);  // the caller's pixel limit decides
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, skipped_chunks, (int)(sizeof skipped_chunks / 5));
#if defined(PNG_SET_OPTION_SUPPORTED) && defined(PNG_IGNORE_ADLER32)
    // zlib's Adler-32 of the inflated rows is not computed (5 % of a small diff's instructions):
    // pp_png_inspect has checked the CRC-32 of every chunk, IDAT included, so damaged bytes are
    // already refused; a stream that passes its CRCs but not its Adler-32 could only come from a
    // faulty encoder, and still decodes to the rows its deflate data holds.
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
}

/// A libpng reader and its info struct reporting into `error`; on failure nothing is left allocated.
/// (The `setjmp` that catches later errors must stay in the caller's own frame.)
static int start_reader(pp_png_error *error, png_structp *png, png_infop *info) {
    memset(error, 0, sizeof *error);
    *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, error, pp_error_fn, pp_warning_fn);
    if (*png == NULL) return pp_fail(error, PP_PNG_OUT_OF_MEMORY, NULL, 0, "libpng could not start a reader");
    *info = png_create_info_struct(*png);
    if (*info == NULL) {
        png_destroy_read_struct(png, NULL, NULL);
        return pp_fail(error, PP_PNG_OUT_OF_MEMORY, NULL, 0, "libpng could not start a reader");
    }
    return PP_PNG_OK;
}

int pp_png_decode_rgba8(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size, pp_png_error *error) {
    // The commonest well-formed files without libpng's row machinery; everything else through
    // libpng. Only in optimised builds: unoptimised (debug) builds of this C are slower than the
    // system's optimised libpng, so they keep libpng (tests call the direct path themselves).
#if defined(__OPTIMIZE__)
    if (pp_png_decode_direct(data, size, pixels, pixels_size)) {
        memset(error, 0, sizeof *error);
        return PP_PNG_OK;
    }
#endif
    return pp_png_decode_rgba8_with_libpng(data, size, pixels, pixels_size, error);
}

int pp_png_decode_grey8(const uint8_t *data, size_t size, uint8_t *grey, size_t grey_size, pp_png_error *error) {
#if defined(__OPTIMIZE__)
    if (pp_png_decode_direct_grey(data, size, grey, grey_size)) {
        memset(error, 0, sizeof *error);
        return PP_PNG_OK;
    }
#endif
    // Any other file: RGBA8 as pp_png_decode_rgba8 gives it (its checks and libpng's messages),
    // then the first channel. The header's size (a caller has passed the file through
    // pp_png_inspect); a grey buffer too small for it is reported by the RGBA decode's own check.
    uint64_t pixels = size >= 24 ? (uint64_t)png_get_uint_32(data + 16) * png_get_uint_32(data + 20) : 0;
    if (pixels == 0 || pixels > grey_size || pixels > SIZE_MAX / 4) return pp_png_decode_rgba8(data, size, grey, 0, error);
    uint8_t *rgba = malloc((size_t)pixels * 4);
    if (rgba == NULL) {
        memset(error, 0, sizeof *error);
        return pp_fail(error, PP_PNG_OUT_OF_MEMORY, NULL, 0, "out of memory for the RGBA rows of a grey decode");
    }
    int status = pp_png_decode_rgba8(data, size, rgba, (size_t)pixels * 4, error);
    if (status == PP_PNG_OK) {
        for (size_t i = 0; i < (size_t)pixels; i++) grey[i] = rgba[4 * i];
    }
    free(rgba);
    return status;
}

int pp_png_decode_rgba8_with_libpng(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size, pp_png_error *error) {
    png_structp png;
    png_infop info;
    int started = start_reader(error, &png, &info);
    if (started != PP_PNG_OK) return started;
    pp_reader reader = {data, size, 0};
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return error->code;
    }
    configure_reader(png);
    png_set_read_fn(png, &reader, pp_read_fn);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    if ((size_t)width * height * 4 > pixels_size) png_error(png, "the pixel buffer is too small for the image");

    png_set_expand(png);          // palette to RGB, grey below 8 bits to 8 bits, tRNS to alpha
    png_set_scale_16(png);        // 16 to 8 bits by rounding (v * 255 / 65535), not by dropping the low byte
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);  // opaque alpha where the file has none
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "libpng did not produce RGBA8 rows");

    // Each pass rewrites only its own pixels of every row, so Adam7 files land in place without
    // a row-pointer table (which could itself be huge for a tall image).
    size_t stride = (size_t)width * 4;
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) {
            png_read_row(png, pixels + (size_t)y * stride, NULL);
        }
    }
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return PP_PNG_OK;
}

int pp_png_decode_plain(const uint8_t *data, size_t size, int to_rgba8, pp_png_error *error) {
    png_structp png;
    png_infop info;
    int started = start_reader(error, &png, &info);
    if (started != PP_PNG_OK) return started;
    pp_reader reader = {data, size, 0};
    uint8_t *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return error->code;
    }
    png_set_user_limits(png, 0x7fffffffu, 0x7fffffffu);
    png_set_read_fn(png, &reader, pp_read_fn);
    png_read_info(png, info);
    if (to_rgba8) {
        png_set_expand(png);
        png_set_scale_16(png);
        png_set_gray_to_rgb(png);
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t rowbytes = png_get_rowbytes(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    rows = malloc(rowbytes * height);
    if (rows == NULL) png_error(png, "out of memory");
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) png_read_row(png, rows + (size_t)y * rowbytes, NULL);
    }
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return PP_PNG_OK;
}
