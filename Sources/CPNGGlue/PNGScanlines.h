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
/// is the row above, unfiltered, or NULL for the first row.
void pp_filter_row(int filter, const uint8_t *row, const uint8_t *previous, size_t length, int stride, uint8_t *out);

/// Per mille of pixels equal to their left or upper neighbour, on every fourth row (1000 for an
/// image of one row): near 1000 for UI images, near 0 for photographs (PNGFilterChoice.c).
uint32_t pp_repeat_share_per_mille(const uint8_t *rgba, uint32_t width, uint32_t height);

/// The zlib strategy for the smallest filter per row on this image: Z_RLE, or Z_FILTERED when it
/// deflates a sample of rows (8 of every 128) at least 5 % smaller with `settings`'s zlib
/// parameters. Returns -1 when out of memory or when zlib refuses the settings.
int pp_per_row_strategy(const uint8_t *rgba, uint32_t width, uint32_t height, const pp_png_form *form,
                        const pp_color_table *table, const pp_png_compression *settings);

#endif
