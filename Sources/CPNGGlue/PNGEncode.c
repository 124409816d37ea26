// The canonical encoder: straight RGBA8 in, PNG bytes out, in the form pp_choose_form picked,
// with fixed compression settings and no chunk that could vary (no tIME, no text).

#include "PNGForm.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

pp_png_compression pp_png_canonical_compression(void) {
    pp_png_compression settings;
    settings.zlib_level = 9;
    settings.zlib_strategy = Z_DEFAULT_STRATEGY;
    settings.zlib_mem_level = 9;
    settings.filters = PNG_ALL_FILTERS;
    settings.indexed_filters = PNG_FILTER_NONE;
    return settings;
}

// One output row in the chosen form, from one row of RGBA8. Sub-byte samples are left one per
// byte: png_set_packing packs them.
static void convert_row(const uint8_t *rgba, uint32_t width, const pp_png_form *form, const pp_color_table *table,
                        uint8_t *row) {
    switch (form->color_type) {
    case PNG_COLOR_TYPE_GRAY: {
        uint32_t divisor = 255u / ((1u << form->bit_depth) - 1u);
        for (uint32_t x = 0; x < width; x++) row[x] = (uint8_t)(rgba[x * 4] / divisor);
        break;
    }
    case PNG_COLOR_TYPE_GRAY_ALPHA:
        for (uint32_t x = 0; x < width; x++) {
            row[x * 2] = rgba[x * 4];
            row[x * 2 + 1] = rgba[x * 4 + 3];
        }
        break;
    case PNG_COLOR_TYPE_PALETTE: {
        uint32_t previous = PP_PACK_RGBA(rgba);
        uint8_t index = (uint8_t)pp_color_table_find(table, previous);
        for (uint32_t x = 0; x < width; x++) {
            uint32_t color = PP_PACK_RGBA(rgba + x * 4);
            if (color != previous) {
                previous = color;
                index = (uint8_t)pp_color_table_find(table, color);
            }
            row[x] = index;
        }
        break;
    }
    default:
        break;
    }
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

static void configure_compression(png_structp png, const pp_png_compression *settings, const pp_png_form *form) {
    png_set_compression_level(png, settings->zlib_level);
    png_set_compression_strategy(png, settings->zlib_strategy);
    png_set_compression_mem_level(png, settings->zlib_mem_level);
    png_set_compression_window_bits(png, 15);
    png_set_compression_buffer_size(png, 65536);
    int indexed = form->color_type == PNG_COLOR_TYPE_PALETTE || form->bit_depth < 8;
    png_set_filter(png, PNG_FILTER_TYPE_BASE, indexed ? settings->indexed_filters : settings->filters);
}

int pp_png_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, const pp_png_compression *compression,
                        uint8_t **out, size_t *out_size, pp_png_form *form_out, pp_png_error *error) {
    memset(error, 0, sizeof *error);
    *out = NULL;
    *out_size = 0;
    if (width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu) {
        return pp_fail(error, PP_PNG_ENCODE_FAILED, NULL, 0,
                       "a PNG must be between 1 x 1 and 2147483647 x 2147483647 pixels, not %u x %u", width, height);
    }
    pp_color_table *table = malloc(sizeof *table);
    uint8_t *row = malloc((size_t)width * 4);
    if (table == NULL || row == NULL) {
        free(table);
        free(row);
        return pp_fail(error, PP_PNG_OUT_OF_MEMORY, NULL, 0, "out of memory while encoding");
    }
    pp_png_form form;
    pp_choose_form(rgba, (size_t)width * height, table, &form);
    if (form_out != NULL) *form_out = form;

    pp_writer writer = {NULL, 0, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, error, pp_error_fn, pp_warning_fn);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        free(table);
        free(row);
        return pp_fail(error, PP_PNG_OUT_OF_MEMORY, NULL, 0, "libpng could not start a writer");
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(writer.data);
        free(table);
        free(row);
        if (error->code == PP_PNG_CORRUPT_DATA) error->code = PP_PNG_ENCODE_FAILED;
        return error->code;
    }
    png_set_write_fn(png, &writer, pp_write_fn, pp_flush_fn);
    configure_compression(png, compression, &form);
    png_set_IHDR(png, info, width, height, form.bit_depth, form.color_type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    if (form.color_type == PNG_COLOR_TYPE_PALETTE) set_palette(png, info, table, &form);
    png_write_info(png, info);
    if (form.bit_depth < 8) png_set_packing(png);
    if (form.color_type == PNG_COLOR_TYPE_RGB) png_set_filler(png, 0, PNG_FILLER_AFTER);  // drops the alpha byte

    size_t stride = (size_t)width * 4;
    int passthrough = form.color_type == PNG_COLOR_TYPE_RGB || form.color_type == PNG_COLOR_TYPE_RGB_ALPHA;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *source = rgba + (size_t)y * stride;
        if (passthrough) {
            png_write_row(png, (png_const_bytep)source);
        } else {
            convert_row(source, width, &form, table, row);
            png_write_row(png, row);
        }
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(table);
    free(row);
    *out = writer.data;
    *out_size = writer.size;
    return PP_PNG_OK;
}
