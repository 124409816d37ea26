#ifndef PIXELPROOF_PNG_FORM_H
#define PIXELPROOF_PNG_FORM_H

#include "GlueSupport.h"

/// The form the canonical encoder chooses for an image (see PNGCodec.encode).
typedef struct {
    int color_type;     // PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA
    int bit_depth;      // 1, 2, 4 or 8
    int palette_size;   // entries in PLTE (palette only)
    int trns_size;      // entries in tRNS (palette only)
} pp_png_form;

#define PP_COLOR_TABLE_BITS 10
#define PP_COLOR_TABLE_SLOTS (1u << PP_COLOR_TABLE_BITS)

/// A pixel as one number, the same on every machine: R in the low byte, A in the high byte.
#define PP_PACK_RGBA(p) ((uint32_t)(p)[0] | ((uint32_t)(p)[1] << 8) | ((uint32_t)(p)[2] << 16) | ((uint32_t)(p)[3] << 24))

/// Up to 256 distinct colours in an open-addressing hash table, with their palette indices.
typedef struct {
    uint32_t keys[PP_COLOR_TABLE_SLOTS];
    uint16_t indices[PP_COLOR_TABLE_SLOTS];
    uint8_t occupied[PP_COLOR_TABLE_SLOTS];
    uint32_t colors[256];  // by palette index once the form is palette
    int count;
} pp_color_table;

/// Chooses the form; for palette forms `table` then maps each colour to its index.
void pp_choose_form(const uint8_t *rgba, size_t pixel_count, pp_color_table *table, pp_png_form *form);

/// The palette index of `color`, or -1.
int pp_color_table_find(const pp_color_table *table, uint32_t color);

#endif
