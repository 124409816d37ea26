// A deflate encoder for the speed-first PNG form (PNGQuickEncode.c), no zlib: one block with
// deflate's fixed Huffman codes, and only two kinds of match: the previous pixel (distance one
// pixel: runs of a colour, or of zeros in an Up row) and the row above (distance one row:
// anti-aliased edges repeat down a shape). No hash table, no search: at each position both
// candidates are measured and the longer taken when it is at least 4 bytes. On the catalog's
// review images the whole fast encoding is 1.8 to 2.3 times faster with it than with zlib level
// 1, for files 20 to 30 % larger (BENCHMARKS.md, "Review images encoded for speed"). The output is a complete zlib stream (RFC 1950 header, RFC 1951 data,
// Adler-32), a pure function of the input.

#include "PNGRunDeflate.h"

#include <string.h>

// Length codes 257-285: base lengths and extra bits (RFC 1951 3.2.5).
static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                         35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
// Distance codes 0-29.
static const uint16_t distance_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                           1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

typedef struct {
    uint8_t *out;
    size_t at;
    uint64_t bits;
    int count;
} bit_writer;

// Deflate packs bits from the least significant end of each byte.
static inline void put_bits(bit_writer *w, uint32_t value, int count) {
    w->bits |= (uint64_t)value << w->count;
    w->count += count;
    while (w->count >= 8) {
        w->out[w->at++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count -= 8;
    }
}

static uint32_t reversed(uint32_t code, int length) {
    uint32_t result = 0;
    for (int i = 0; i < length; i++) result |= ((code >> i) & 1u) << (length - 1 - i);
    return result;
}

// The fixed literal/length code of symbol 0-287, bit-reversed for put_bits.
typedef struct {
    uint16_t code[288];
    uint8_t length[288];
    uint8_t distance_code[30];
} fixed_codes;

static void make_codes(fixed_codes *codes) {
    for (uint32_t symbol = 0; symbol < 288; symbol++) {
        uint32_t code;
        int length;
        if (symbol < 144) { code = 0x30 + symbol; length = 8; }
        else if (symbol < 256) { code = 0x190 + symbol - 144; length = 9; }
        else if (symbol < 280) { code = symbol - 256; length = 7; }
        else { code = 0xC0 + symbol - 280; length = 8; }
        codes->code[symbol] = (uint16_t)reversed(code, length);
        codes->length[symbol] = (uint8_t)length;
    }
    for (uint32_t d = 0; d < 30; d++) codes->distance_code[d] = (uint8_t)reversed(d, 5);
}

static inline void put_literal(bit_writer *w, const fixed_codes *codes, uint8_t byte) {
    put_bits(w, codes->code[byte], codes->length[byte]);
}

static void put_match(bit_writer *w, const fixed_codes *codes, size_t length, size_t distance) {
    int l = 28;
    while (length_base[l] > length) l--;
    put_bits(w, codes->code[257 + l], codes->length[257 + l]);
    if (length_extra[l]) put_bits(w, (uint32_t)(length - length_base[l]), length_extra[l]);
    int d = 29;
    while (distance_base[d] > distance) d--;
    put_bits(w, codes->distance_code[d], 5);
    if (distance_extra[d]) put_bits(w, (uint32_t)(distance - distance_base[d]), distance_extra[d]);
}

// How many bytes from `i` on (at most `limit`) equal those `distance` bytes earlier.
static inline size_t match_length(const uint8_t *in, size_t i, size_t distance, size_t limit) {
    const uint8_t *a = in + i, *b = in + i - distance;
    size_t n = 0;
    while (n + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        if (x != y) return n + (size_t)(__builtin_ctzll(x ^ y) >> 3);  // little-endian: lowest byte first
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

// Adler-32 (RFC 1950) in blocks of 32 bytes, a form compilers vectorize: per block
// b += 32 a + sum((32 - j) p[j]), a += sum(p[j]); reduced every 5,536 bytes (at most zlib's
// NMAX, 5,552, so nothing overflows 32 bits).
static uint32_t adler32_of(const uint8_t *p, size_t n) {
    uint32_t a = 1, b = 0;
    while (n > 0) {
        size_t block = n < 5536 ? n : 5536;
        n -= block;
        while (block >= 32) {
            uint32_t sum = 0, weighted = 0;
            for (int j = 0; j < 32; j++) {
                sum += p[j];
                weighted += (uint32_t)(32 - j) * p[j];
            }
            b += 32 * a + weighted;
            a += sum;
            p += 32;
            block -= 32;
        }
        while (block > 0) {
            a += *p++;
            b += a;
            block--;
        }
        a %= 65521;
        b %= 65521;
    }
    return b << 16 | a;
}

size_t pp_run_deflate_bound(size_t size) {
    // 9 bits per literal at worst, plus header, block bits, end code, padding and Adler-32.
    return size + size / 8 + 16;
}

size_t pp_run_deflate(const uint8_t *in, size_t size, size_t pixel_distance, size_t row_distance, uint8_t *out) {
    fixed_codes codes;
    make_codes(&codes);
    bit_writer w = {out, 0, 0, 0};
    out[0] = 0x78;  // deflate, 32 KiB window
    out[1] = 0x01;  // fastest compression; 0x7801 is a multiple of 31
    w.at = 2;
    put_bits(&w, 1, 1);  // final block
    put_bits(&w, 1, 2);  // fixed Huffman codes
    if (row_distance > 32768) row_distance = 0;
    size_t i = 0;
    while (i < size) {
        size_t limit = size - i < 258 ? size - i : 258;
        size_t best = 0, distance = 0;
        if (i >= pixel_distance && limit >= 4) {
            best = match_length(in, i, pixel_distance, limit);
            distance = pixel_distance;
        }
        if (row_distance != 0 && i >= row_distance && best < limit && limit >= 4) {
            size_t length = match_length(in, i, row_distance, limit);
            if (length > best) {
                best = length;
                distance = row_distance;
            }
        }
        if (best >= 4) {
            put_match(&w, &codes, best, distance);
            i += best;
        } else {
            put_literal(&w, &codes, in[i]);
            i++;
        }
    }
    put_bits(&w, codes.code[256], codes.length[256]);  // end of block
    if (w.count > 0) put_bits(&w, 0, 8 - w.count);
    uint32_t adler = adler32_of(in, size);
    out[w.at++] = (uint8_t)(adler >> 24);
    out[w.at++] = (uint8_t)(adler >> 16);
    out[w.at++] = (uint8_t)(adler >> 8);
    out[w.at++] = (uint8_t)adler;
    return w.at;
}
