// The canonical encoder's choice of colour type and bit depth: one pass over the pixels that
// notes opacity, greyness, the grey levels used and up to 256 distinct colours.

#include "PNGForm.h"

#include <string.h>

static uint32_t slot_of(uint32_t color) {
    return (color * 2654435761u) >> (32 - PP_COLOR_TABLE_BITS);
}

int pp_color_table_find(const pp_color_table *table, uint32_t color) {
    uint32_t slot = slot_of(color);
    while (table->occupied[slot]) {
        if (table->keys[slot] == color) return table->indices[slot];
        slot = (slot + 1) & (PP_COLOR_TABLE_SLOTS - 1);
    }
    return -1;
}

// Adds a colour unless present; returns 0 once a 257th colour shows up.
static int color_table_add(pp_color_table *table, uint32_t color) {
    uint32_t slot = slot_of(color);
    while (table->occupied[slot]) {
        if (table->keys[slot] == color) return 1;
        slot = (slot + 1) & (PP_COLOR_TABLE_SLOTS - 1);
    }
    if (table->count == 256) return 0;
    table->occupied[slot] = 1;
    table->keys[slot] = color;
    table->indices[slot] = (uint16_t)table->count;
    table->colors[table->count++] = color;
    return 1;
}

// The fewest bits that hold grey level `v` exactly: 0 and 255 need 1 bit, multiples of 85
// 2 bits, multiples of 17 4 bits (the PNG expansions of 1-, 2- and 4-bit samples).
static int grey_bits(uint32_t v) {
    if (v % 255 == 0) return 1;
    if (v % 85 == 0) return 2;
    if (v % 17 == 0) return 4;
    return 8;
}

static int palette_bits(int count) {
    return count <= 2 ? 1 : count <= 4 ? 2 : count <= 16 ? 4 : 8;
}

// Puts the translucent entries first, each group in order of first appearance, so tRNS stays as
// short as it can be (it only covers indices up to the last translucent entry).
static void order_palette(pp_color_table *table, pp_png_form *form) {
    uint32_t ordered[256];
    int n = 0;
    for (int i = 0; i < table->count; i++) {
        if ((table->colors[i] >> 24) != 255) ordered[n++] = table->colors[i];
    }
    form->trns_size = n;
    for (int i = 0; i < table->count; i++) {
        if ((table->colors[i] >> 24) == 255) ordered[n++] = table->colors[i];
    }
    memcpy(table->colors, ordered, sizeof(uint32_t) * (size_t)n);
    for (uint32_t slot = 0; slot < PP_COLOR_TABLE_SLOTS; slot++) {
        if (!table->occupied[slot]) continue;
        for (int i = 0; i < n; i++) {
            if (table->colors[i] == table->keys[slot]) {
                table->indices[slot] = (uint16_t)i;
                break;
            }
        }
    }
    form->palette_size = n;
}

// A palette pays when indices plus PLTE and tRNS take fewer bits than the samples they replace
// (uncompressed): always for UI-sized images, not for a tiny image with as many colours as pixels.
static int palette_pays(const pp_color_table *table, size_t pixel_count, int palette_depth, int other_bits) {
    uint64_t translucent = 0;
    for (int i = 0; i < table->count; i++) translucent += (table->colors[i] >> 24) != 255;
    uint64_t palette_bits = (uint64_t)pixel_count * (uint64_t)palette_depth + 8u * (3u * (uint64_t)table->count + translucent);
    return palette_bits < (uint64_t)pixel_count * (uint64_t)other_bits;
}

void pp_choose_form(const uint8_t *rgba, size_t pixel_count, pp_color_table *table, pp_png_form *form) {
    memset(table, 0, sizeof *table);
    memset(form, 0, sizeof *form);
    int opaque = 1, grey = 1, few_colors = 1, grey_depth = 1;
    uint32_t previous = 0;
    for (size_t i = 0; i < pixel_count; i++) {
        uint32_t color = PP_PACK_RGBA(rgba + i * 4);
        if (i > 0 && color == previous) continue;
        previous = color;
        uint32_t r = color & 0xff, g = (color >> 8) & 0xff, b = (color >> 16) & 0xff, a = color >> 24;
        if (a != 255) opaque = 0;
        if (r != g || g != b) {
            grey = 0;
        } else if (grey_depth < 8) {
            int bits = grey_bits(r);
            if (bits > grey_depth) grey_depth = bits;
        }
        if (few_colors && !color_table_add(table, color)) few_colors = 0;
        if (!few_colors && !opaque && !grey) break;  // RGBA: nothing more to learn
    }
    int palette_depth = few_colors ? palette_bits(table->count) : 16;
    if (grey && opaque && grey_depth <= palette_depth) {
        form->color_type = PNG_COLOR_TYPE_GRAY;
        form->bit_depth = grey_depth;
    } else if (few_colors && palette_pays(table, pixel_count, palette_depth, grey && opaque ? grey_depth : grey ? 16 : opaque ? 24 : 32)) {
        form->color_type = PNG_COLOR_TYPE_PALETTE;
        form->bit_depth = palette_depth;
        order_palette(table, form);
    } else if (grey && opaque) {
        form->color_type = PNG_COLOR_TYPE_GRAY;
        form->bit_depth = grey_depth;
    } else if (grey) {
        form->color_type = PNG_COLOR_TYPE_GRAY_ALPHA;
        form->bit_depth = 8;
    } else if (opaque) {
        form->color_type = PNG_COLOR_TYPE_RGB;
        form->bit_depth = 8;
    } else {
        form->color_type = PNG_COLOR_TYPE_RGB_ALPHA;
        form->bit_depth = 8;
    }
}
