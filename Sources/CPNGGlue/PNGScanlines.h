#ifndef PIXELPROOF_PNG_SCANLINES_H
#define PIXELPROOF_PNG_SCANLINES_H

#include "PNGForm.h"

/// Bytes in one row of the chosen form, packed, without the filter-type byte.
size_t pp_row_bytes(const pp_png_form *form, uint32_t width);

/// Bytes per complete pixel as PNG's filters count them (at least 1).
int pp_filter_stride(const pp_png_form *form);

/// One row of RGBA8 in the chosen form: sub-byte samples packed from the high bit, alpha dropped
/// for RGB, palette colours replaced by their indices.
void pp_make_row(const uint8_t *rgba, uint32_t width, const pp_png_form *form, const pp_color_table *table, uint8_t *row);

/// Writes the filter-type byte and the filtered row to `out` (length + 1 bytes). `filter` is a
/// type 0-4, PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED or PP_PNG_FILTER_SMALLEST_PER_ROW; `previous`
/// is the row above, unfiltered, or NULL for the first row; `scratch` holds `length` bytes
/// (used by PP_PNG_FILTER_SMALLEST_PER_ROW only).
void pp_filter_row(int filter, const uint8_t *row, const uint8_t *previous, size_t length, int stride, uint8_t *out,
                   uint8_t *scratch);

/// The filter mode PP_PNG_FILTER_MEASURED stands for on this image: PP_PNG_FILTER_SMALLEST_PER_ROW
/// or PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED (PNGFilterChoice.c). Returns -1 when out of memory.
int pp_choose_filter(const uint8_t *rgba, uint32_t width, uint32_t height, const pp_png_form *form,
                     const pp_color_table *table);

#endif
