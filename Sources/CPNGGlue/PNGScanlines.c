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

// Filter type `filter` (0-4) applied to `row`, into `filtered` (`length` bytes). One loop per
// type, so the common case (a row above, past the first pixel) has no branches.
static void apply_filter(int filter, const uint8_t *row, const uint8_t *previous, size_t length, size_t step, uint8_t *filtered) {
    size_t i = 0, head = step < length ? step : length;
    switch (filter) {
    case 1:
        for (; i < head; i++) filtered[i] = row[i];
        for (; i < length; i++) filtered[i] = (uint8_t)(row[i] - row[i - step]);
        return;
    case 2:
        if (previous == NULL) break;
        for (; i < length; i++) filtered[i] = (uint8_t)(row[i] - previous[i]);
        return;
    case 3:
        if (previous == NULL) {
            for (; i < head; i++) filtered[i] = row[i];
            for (; i < length; i++) filtered[i] = (uint8_t)(row[i] - row[i - step] / 2);
        } else {
            for (; i < head; i++) filtered[i] = (uint8_t)(row[i] - previous[i] / 2);
            for (; i < length; i++) filtered[i] = (uint8_t)(row[i] - (row[i - step] + previous[i]) / 2);
        }
        return;
    case 4:
        // Without a row above, Paeth predicts the left byte (as Sub); in the first pixel, the byte above.
        if (previous == NULL) return apply_filter(1, row, NULL, length, step, filtered);
        for (; i < head; i++) filtered[i] = (uint8_t)(row[i] - previous[i]);
        for (; i < length; i++) filtered[i] = (uint8_t)(row[i] - paeth(row[i - step], previous[i], previous[i - step]));
        return;
    default:
        break;
    }
    memcpy(filtered, row, length);
}

#define MAGNITUDE(residue) ((size_t)abs((int)(int8_t)(uint8_t)(residue)))

// The sum of magnitudes (each byte read as signed) of `row` filtered with type `filter` (0-4),
// computed without storing the filtered bytes: one branch-free loop per type, which compilers
// vectorize. Paeth's choice is written with selects instead of branches.
static size_t filtered_magnitude(int filter, const uint8_t *row, const uint8_t *previous, size_t length, size_t step) {
    size_t sum = 0, i = 0, head = step < length ? step : length;
    switch (filter) {
    case 1:
        for (; i < head; i++) sum += MAGNITUDE(row[i]);
        for (; i < length; i++) sum += MAGNITUDE(row[i] - row[i - step]);
        return sum;
    case 2:
        for (; i < length; i++) sum += MAGNITUDE(row[i] - previous[i]);
        return sum;
    case 3:
        for (; i < head; i++) sum += MAGNITUDE(row[i] - previous[i] / 2);
        for (; i < length; i++) sum += MAGNITUDE(row[i] - (row[i - step] + previous[i]) / 2);
        return sum;
    case 4:
        for (; i < head; i++) sum += MAGNITUDE(row[i] - previous[i]);
        for (; i < length; i++) {
            int a = row[i - step], b = previous[i], c = previous[i - step];
            int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
            int predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
            sum += MAGNITUDE(row[i] - predicted);
        }
        return sum;
    default:
        for (; i < length; i++) sum += MAGNITUDE(row[i]);
        return sum;
    }
}

// The type 0-4 with the smallest magnitude sum, ties to the lower type. Without a row above, Up
// equals None and Paeth equals Sub, so only None, Sub and Average are candidates.
static int smallest_filter(const uint8_t *row, const uint8_t *previous, size_t length, size_t step) {
    int best = 0;
    size_t best_sum = filtered_magnitude(0, row, previous, length, step);
    for (int filter = 1; filter <= 4; filter++) {
        if (previous == NULL && (filter == 2 || filter == 4)) continue;
        size_t sum;
        if (previous == NULL && filter == 3) {
            // Average without a row above: the left byte halved.
            sum = 0;
            for (size_t i = 0; i < length; i++) sum += MAGNITUDE(row[i] - (i >= step ? row[i - step] / 2 : 0));
        } else {
            sum = filtered_magnitude(filter, row, previous, length, step);
        }
        if (sum < best_sum) {
            best = filter;
            best_sum = sum;
        }
    }
    return best;
}

void pp_filter_row(int filter, const uint8_t *row, const uint8_t *previous, size_t length, int stride, uint8_t *out) {
    if (filter == PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED) {
        filter = previous != NULL && memcmp(row, previous, length) == 0 ? 2 : 0;
    } else if (filter == PP_PNG_FILTER_SMALLEST_PER_ROW) {
        filter = smallest_filter(row, previous, length, (size_t)stride);
    }
    out[0] = (uint8_t)filter;
    apply_filter(filter, row, previous, length, (size_t)stride, out + 1);
}
