// Rows in the chosen form, and PNG's five filter types applied to them.

#include "PNGScanlines.h"

#include <stdlib.h>
#include <string.h>

size_t pp_row_bytes(const pp_png_form *form, uint32_t width) {
    int channels = form->color_type == PNG_COLOR_TYPE_RGB ? 3
                 : form->color_type == PNG_COLOR_TYPE_RGB_ALPHA ? 4
                 : form->color_type == PNG_COLOR_TYPE_GRAY_ALPHA ? 2 : 1;
    return ((size_t)width * (size_t)channels * (size_t)form->bit_depth + 7) / 8;
}

int pp_filter_stride(const pp_png_form *form) {
    size_t bytes = pp_row_bytes(form, 1);
    return bytes < 1 ? 1 : (int)bytes;
}

// Packs one value per pixel (already reduced to `depth` bits) into bytes, high bits first.
static void pack(uint8_t *row, uint32_t width, int depth) {
    uint32_t per_byte = 8u / (uint32_t)depth;
    size_t out = 0;
    for (uint32_t x = 0; x < width; x += per_byte) {
        unsigned byte = 0;
        for (uint32_t k = 0; k < per_byte; k++) {
            unsigned value = x + k < width ? row[x + k] : 0;
            byte |= value << (8 - depth * (int)(k + 1));
        }
        row[out++] = (uint8_t)byte;
    }
}

void pp_make_row(const uint8_t *rgba, uint32_t width, const pp_png_form *form, const pp_color_table *table, uint8_t *row) {
    switch (form->color_type) {
    case PNG_COLOR_TYPE_GRAY: {
        unsigned divisor = 255u / ((1u << form->bit_depth) - 1u);
        for (uint32_t x = 0; x < width; x++) row[x] = (uint8_t)(rgba[x * 4] / divisor);
        break;
    }
    case PNG_COLOR_TYPE_GRAY_ALPHA:
        for (uint32_t x = 0; x < width; x++) {
            row[x * 2] = rgba[x * 4];
            row[x * 2 + 1] = rgba[x * 4 + 3];
        }
        return;
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
    case PNG_COLOR_TYPE_RGB:
        for (uint32_t x = 0; x < width; x++) {
            row[x * 3] = rgba[x * 4];
            row[x * 3 + 1] = rgba[x * 4 + 1];
            row[x * 3 + 2] = rgba[x * 4 + 2];
        }
        return;
    default:
        memcpy(row, rgba, (size_t)width * 4);
        return;
    }
    if (form->bit_depth < 8) pack(row, width, form->bit_depth);
}

static uint8_t paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (uint8_t)(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

void pp_filter_row(int filter, const uint8_t *row, const uint8_t *previous, size_t length, int stride, uint8_t *out) {
    if (filter == PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED) {
        filter = previous != NULL && memcmp(row, previous, length) == 0 ? 2 : 0;
    }
    out[0] = (uint8_t)filter;
    uint8_t *filtered = out + 1;
    if (filter == 0) {
        memcpy(filtered, row, length);
        return;
    }
    size_t step = (size_t)stride;
    for (size_t i = 0; i < length; i++) {
        int left = i >= step ? row[i - step] : 0;
        int up = previous != NULL ? previous[i] : 0;
        int upper_left = previous != NULL && i >= step ? previous[i - step] : 0;
        int predicted = filter == 1 ? left : filter == 2 ? up : filter == 3 ? (left + up) / 2 : paeth(left, up, upper_left);
        filtered[i] = (uint8_t)(row[i] - predicted);
    }
}
