// Structural check of a PNG in memory, before libpng sees it: gives every malformed-file case
// its own error code (libpng would report most of them as free text), and lets the caller refuse
// a huge image before allocating its pixels.

#include "GlueSupport.h"

#include <string.h>

static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};

static uint32_t big_endian_32(const uint8_t *bytes) {
    return ((uint32_t)bytes[0] << 24) | ((uint32_t)bytes[1] << 16) | ((uint32_t)bytes[2] << 8) | bytes[3];
}

static int is_chunk_letter(uint8_t c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

static int bit_depth_allowed(int color_type, int depth) {
    switch (color_type) {
    case 0: return depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16;
    case 3: return depth == 1 || depth == 2 || depth == 4 || depth == 8;
    default: return depth == 8 || depth == 16;
    }
}

static int check_header(const uint8_t *chunk, uint32_t length, uint64_t offset, pp_png_header *header, pp_png_error *error) {
    if (length != 13) {
        return pp_fail(error, PP_PNG_BAD_HEADER, "IHDR", offset, "IHDR is %u bytes long instead of 13", length);
    }
    const uint8_t *fields = chunk + 8;
    uint32_t width = big_endian_32(fields), height = big_endian_32(fields + 4);
    int depth = fields[8], color_type = fields[9];
    if (width == 0 || height == 0) {
        pp_fail(error, PP_PNG_ZERO_SIZE, "IHDR", offset, "IHDR gives a size of %u x %u pixels", width, height);
        error->value_a = width;
        error->value_b = height;
        return PP_PNG_ZERO_SIZE;
    }
    if (width > 0x7fffffffu || height > 0x7fffffffu) {
        return pp_fail(error, PP_PNG_BAD_HEADER, "IHDR", offset,
                       "IHDR size %u x %u exceeds the PNG maximum of 2147483647", width, height);
    }
    if (color_type != 0 && color_type != 2 && color_type != 3 && color_type != 4 && color_type != 6) {
        pp_fail(error, PP_PNG_BAD_COLOR_TYPE, "IHDR", offset, "IHDR colour type %d is not 0, 2, 3, 4 or 6", color_type);
        error->value_a = (uint64_t)color_type;
        return PP_PNG_BAD_COLOR_TYPE;
    }
    if (!bit_depth_allowed(color_type, depth)) {
        pp_fail(error, PP_PNG_BAD_BIT_DEPTH, "IHDR", offset, "IHDR bit depth %d is not allowed for colour type %d",
                depth, color_type);
        error->value_a = (uint64_t)depth;
        error->value_b = (uint64_t)color_type;
        return PP_PNG_BAD_BIT_DEPTH;
    }
    if (fields[10] != 0 || fields[11] != 0) {
        return pp_fail(error, PP_PNG_BAD_HEADER, "IHDR", offset,
                       "IHDR compression method %d / filter method %d is not 0 / 0", fields[10], fields[11]);
    }
    if (fields[12] > 1) {
        return pp_fail(error, PP_PNG_BAD_HEADER, "IHDR", offset, "IHDR interlace method %d is not 0 or 1", fields[12]);
    }
    header->width = width;
    header->height = height;
    header->bit_depth = depth;
    header->color_type = color_type;
    header->interlaced = fields[12];
    return PP_PNG_OK;
}

int pp_png_inspect(const uint8_t *data, size_t size, pp_png_header *header, pp_png_error *error) {
    memset(error, 0, sizeof *error);
    memset(header, 0, sizeof *header);
    if (size < 8 || memcmp(data, signature, 8) != 0) {
        return pp_fail(error, PP_PNG_BAD_SIGNATURE, NULL, 0, "the first 8 bytes are not the PNG signature");
    }
    size_t position = 8;
    int seen_header = 0, seen_image_data = 0;
    char last[5] = "none";
    while (position < size) {
        if (size - position < 12) {
            return pp_fail(error, PP_PNG_TRUNCATED, NULL, position,
                           "the file ends at byte %zu inside a chunk header, after chunk %s", size, last);
        }
        const uint8_t *chunk = data + position;
        uint32_t length = big_endian_32(chunk);
        char name[5] = {(char)chunk[4], (char)chunk[5], (char)chunk[6], (char)chunk[7], 0};
        if (!is_chunk_letter(chunk[4]) || !is_chunk_letter(chunk[5]) || !is_chunk_letter(chunk[6]) ||
            !is_chunk_letter(chunk[7])) {
            return pp_fail(error, PP_PNG_CORRUPT_DATA, NULL, position,
                           "byte %zu should start a chunk but its type is not four letters", position);
        }
        if (length > size - position - 12) {
            return pp_fail(error, PP_PNG_TRUNCATED, name, position,
                           "chunk %s at byte %zu declares %u bytes of data but the file ends after %zu", name, position,
                           length, size - position - 12);
        }
        uint32_t stored = big_endian_32(chunk + 8 + length);
        if (pp_png_crc32(chunk + 4, (size_t)length + 4) != stored) {
            return pp_fail(error, PP_PNG_BAD_CRC, name, position, "chunk %s at byte %zu fails its CRC check", name,
                           position);
        }
        if (!seen_header) {
            if (memcmp(name, "IHDR", 4) != 0) {
                return pp_fail(error, PP_PNG_BAD_HEADER, name, position, "the first chunk is %s, not IHDR", name);
            }
            int status = check_header(chunk, length, position, header, error);
            if (status != PP_PNG_OK) return status;
            seen_header = 1;
        } else if (memcmp(name, "IHDR", 4) == 0) {
            return pp_fail(error, PP_PNG_BAD_HEADER, name, position, "a second IHDR chunk at byte %zu", position);
        } else if (memcmp(name, "IDAT", 4) == 0) {
            seen_image_data = 1;
        } else if (memcmp(name, "IEND", 4) == 0) {
            if (!seen_image_data) {
                return pp_fail(error, PP_PNG_MISSING_IDAT, NULL, position, "there is no IDAT chunk before IEND");
            }
            return PP_PNG_OK;
        }
        memcpy(last, name, 5);
        position += (size_t)length + 12;
    }
    if (!seen_header) {
        return pp_fail(error, PP_PNG_TRUNCATED, NULL, position, "the file ends right after the PNG signature");
    }
    return pp_fail(error, PP_PNG_TRUNCATED, NULL, position, "the file ends after chunk %s at byte %zu, before IEND",
                   last, size);
}
