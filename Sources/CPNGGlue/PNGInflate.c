// A whole-buffer zlib (RFC 1950) / deflate (RFC 1951) decoder for the direct PNG path: the image
// data is inflated in one pass into a buffer of exactly the size the header implies.
//
// Why not zlib's inflate: UI screenshots compress 50-100:1, so nearly every output byte comes
// from a match, and most matches repeat a pixel three or four bytes back (runs of one colour) or
// copy the row above. zlib copies overlapping matches a byte at a time; here a short period is
// copied by doubling (each copy twice as long as the one before), a long one 16 bytes a step.
//
// Strict on purpose: it accepts a subset of what zlib accepts and gives the same bytes for it,
// so the caller can decline anything refused here and let libpng (with zlib) decode or report
// the file. Refused: a bad header or preset dictionary, a window wider than 32 KiB, block type
// 3, stored lengths that do not match, too many code lengths, a repeat with nothing before it or
// past the end, an incomplete or over-subscribed code (zlib accepts one incomplete case; refusing
// it costs only speed), no end-of-block code, symbols 286/287 and distances 30/31, a distance
// before the start of the output or beyond the header's window, more or less output than
// expected, no 4-byte check value after the last block, or input left after it. The Adler-32
// value itself is not checked: libpng does not ask zlib to check it either (pp_png_decode_rgba8).

#include "PNGGlue.h"

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

enum { PRIMARY_BITS = 11, MAX_CODE_BITS = 15 };

/// A canonical Huffman code: a table indexed by the next PRIMARY_BITS input bits (bit-reversed
/// codes) giving `symbol << 4 | length` for codes that short (0: a longer code), and the counts
/// and symbols in code order for the longer codes.
typedef struct {
    uint32_t primary[1 << PRIMARY_BITS];
    uint16_t count[MAX_CODE_BITS + 1];
    uint16_t symbols[288];
} huffman;

typedef struct {
    const uint8_t *in, *in_end;
    uint64_t bits;     // unread input bits, lowest first; above `available`, zeros or the bits
                       // of bytes read ahead (the bytes at `in`, read again when refilling)
    int available;     // how many of `bits` are unread input
    int overrun;       // bits were consumed past the end of the input
} bit_reader;

static inline void refill(bit_reader *r) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (r->in_end - r->in >= 8) {
        // Eight bytes read at once; as many whole ones kept as fit (the rest are read again later).
        uint64_t word;
        memcpy(&word, r->in, 8);
        r->bits |= word << r->available;
        r->in += (63 - r->available) >> 3;
        r->available |= 56;
        return;
    }
#endif
    while (r->available <= 56) {
        if (r->in == r->in_end) return;   // past the end: zeros, and `consume` notices their use
        r->bits |= (uint64_t)*r->in++ << r->available;
        r->available += 8;
    }
}

static inline void consume(bit_reader *r, int count) {
    if (count > r->available) { r->overrun = 1; r->available = 0; r->bits = 0; return; }
    r->bits >>= count;
    r->available -= count;
}

static inline uint32_t take(bit_reader *r, int count) {
    if (count == 0) return 0;
    if (r->available < count) refill(r);
    uint32_t value = (uint32_t)(r->bits & ((1u << count) - 1));
    consume(r, count);
    return value;
}

static uint32_t reverse(uint32_t code, int length) {
    uint32_t result = 0;
    for (int i = 0; i < length; i++) { result = result << 1 | (code & 1); code >>= 1; }
    return result;
}

/// Builds `h` from code lengths; 0 when the code is over-subscribed or incomplete (an empty code
/// is allowed only where `allow_empty`: a block with no distance codes).
static int build(huffman *h, const uint8_t *lengths, int count, int allow_empty) {
    memset(h->count, 0, sizeof h->count);
    for (int s = 0; s < count; s++) h->count[lengths[s]]++;
    h->count[0] = 0;
    int left = 1, used = 0;
    for (int len = 1; len <= MAX_CODE_BITS; len++) {
        left <<= 1;
        left -= h->count[len];
        if (left < 0) return 0;   // over-subscribed
        used += h->count[len];
    }
    if (used == 0) {
        memset(h->primary, 0, sizeof h->primary);
        return allow_empty;
    }
    if (left > 0) return 0;   // incomplete
    uint16_t offsets[MAX_CODE_BITS + 2];
    offsets[1] = 0;
    for (int len = 1; len <= MAX_CODE_BITS; len++) offsets[len + 1] = (uint16_t)(offsets[len] + h->count[len]);
    for (int s = 0; s < count; s++) if (lengths[s]) h->symbols[offsets[lengths[s]]++] = (uint16_t)s;
    memset(h->primary, 0, sizeof h->primary);
    // The first code of each length, as RFC 1951 section 3.2.2 assigns them; then symbols in order.
    uint32_t code = 0, next[MAX_CODE_BITS + 1];
    for (int len = 1; len <= MAX_CODE_BITS; len++) {
        code = (code + (len > 1 ? h->count[len - 1] : 0)) << 1;
        next[len] = code;
    }
    for (int s = 0; s < count; s++) {
        int len = lengths[s];
        if (len == 0 || len > PRIMARY_BITS) { if (len) next[len]++; continue; }
        uint32_t reversed = reverse(next[len]++, len);
        for (uint32_t i = reversed; i < (1u << PRIMARY_BITS); i += 1u << len) h->primary[i] = (uint32_t)s << 4 | (uint32_t)len;
    }
    return 1;
}

/// The next symbol; -1 when the input ran out.
static inline int decode(bit_reader *r, const huffman *h) {
    if (r->available < MAX_CODE_BITS) refill(r);
    uint32_t entry = h->primary[r->bits & ((1u << PRIMARY_BITS) - 1)];
    if (entry != 0) {
        int length = (int)(entry & 15);
        if (length > r->available) { r->overrun = 1; return -1; }
        r->bits >>= length;
        r->available -= length;
        return (int)(entry >> 4);
    }
    // A code longer than the table: bit by bit, in canonical order (as RFC 1951's reference decoder).
    int code = 0, first = 0, index = 0;
    uint64_t bits = r->bits;
    for (int len = 1; len <= MAX_CODE_BITS; len++) {
        code |= (int)(bits & 1);
        bits >>= 1;
        int count = h->count[len];
        if (code - count < first) {
            if (len > r->available) { r->overrun = 1; return -1; }
            r->bits >>= len;
            r->available -= len;
            return h->symbols[index + (code - first)];
        }
        index += count;
        first += count;
        first <<= 1;
        code <<= 1;
    }
    return -1;   // not a code (cannot happen for a complete code)
}

static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                          35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t distance_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                            257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                            8193, 12289, 16385, 24577};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                           7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

/// Copies `length` bytes from `distance` back (1 <= distance <= bytes written so far); `out` has
/// at least 16 writable bytes past `out + length` (the caller's slack), which it may overwrite.
static inline uint8_t *copy_match(uint8_t *out, size_t distance, size_t length) {
    uint8_t *end = out + length;
    if (distance >= 16) {
        const uint8_t *from = out - distance;
        do {
#if defined(__SSE2__)
            _mm_storeu_si128((__m128i *)out, _mm_loadu_si128((const __m128i *)from));
#else
            memcpy(out, from, 16);
#endif
            out += 16;
            from += 16;
        } while (out < end);
        return end;
    }
    if (distance == 1) {
        memset(out, out[-1], length);
        return end;
    }
    // A period shorter than 16: copied by doubling (each copy takes everything since `from`,
    // twice what the previous one took) until the pattern is 64 bytes long, then 16 bytes a step
    // from 64 or more bytes back (moves from just behind the last store would wait on it).
    const uint8_t *from = out - distance;
    while (out < end && (size_t)(out - from) < 64) {
        size_t step = (size_t)(out - from);
        if (step > (size_t)(end - out)) step = (size_t)(end - out);
        memcpy(out, from, step);
        out += step;
    }
    if (out < end) {
        size_t far = (size_t)(out - from);
        do {
#if defined(__SSE2__)
            _mm_storeu_si128((__m128i *)out, _mm_loadu_si128((const __m128i *)(out - far)));
#else
            memcpy(out, out - far, 16);
#endif
            out += 16;
        } while (out < end);
    }
    return end;
}

/// The symbols of one block with codes `lengths`/`distances` until its end-of-block; 0 on any error.
static int inflate_block(bit_reader *r, const huffman *lengths, const huffman *distances, uint8_t *start,
                         uint8_t **position, uint8_t *end, size_t window) {
    uint8_t *out = *position;
    for (;;) {
        int symbol = decode(r, lengths);
        if (symbol < 0) return 0;
        if (symbol < 256) {
            if (out >= end) return 0;
            *out++ = (uint8_t)symbol;
            continue;
        }
        if (symbol == 256) break;
        symbol -= 257;
        if (symbol >= 29) return 0;   // 286, 287
        size_t length = length_base[symbol] + take(r, length_extra[symbol]);
        int code = decode(r, distances);
        if (code < 0 || code >= 30) return 0;
        size_t distance = distance_base[code] + take(r, distance_extra[code]);
        if (r->overrun || distance > (size_t)(out - start) || distance > window || length > (size_t)(end - out)) return 0;
        out = copy_match(out, distance, length);
    }
    *position = out;
    return !r->overrun;
}

static const uint8_t code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/// Reads a dynamic block's code lengths and builds its two codes; 0 on any error.
static int read_dynamic_codes(bit_reader *r, huffman *lengths, huffman *distances) {
    int literal_count = (int)take(r, 5) + 257, distance_count = (int)take(r, 5) + 1, code_count = (int)take(r, 4) + 4;
    if (literal_count > 286 || distance_count > 30) return 0;
    uint8_t code_lengths[19] = {0};
    for (int i = 0; i < code_count; i++) code_lengths[code_length_order[i]] = (uint8_t)take(r, 3);
    if (r->overrun || !build(lengths, code_lengths, 19, 0)) return 0;
    uint8_t all[286 + 30];
    int filled = 0, total = literal_count + distance_count;
    while (filled < total) {
        int symbol = decode(r, lengths);
        if (symbol < 0) return 0;
        if (symbol < 16) { all[filled++] = (uint8_t)symbol; continue; }
        int repeat;
        uint8_t value = 0;
        if (symbol == 16) {
            if (filled == 0) return 0;
            value = all[filled - 1];
            repeat = 3 + (int)take(r, 2);
        } else if (symbol == 17) {
            repeat = 3 + (int)take(r, 3);
        } else {
            repeat = 11 + (int)take(r, 7);
        }
        if (r->overrun || filled + repeat > total) return 0;
        memset(all + filled, value, (size_t)repeat);
        filled += repeat;
    }
    if (all[256] == 0) return 0;   // no end-of-block code
    return build(lengths, all, literal_count, 0) && build(distances, all + literal_count, distance_count, 1);
}

int pp_inflate_zlib(const uint8_t *input, size_t input_size, uint8_t *output, size_t output_size) {
    if (input_size < 2) return 0;
    unsigned cmf = input[0], flg = input[1];
    if ((cmf & 15) != 8 || (cmf >> 4) > 7 || (cmf * 256 + flg) % 31 != 0 || (flg & 0x20)) return 0;
    size_t window = (size_t)1 << ((cmf >> 4) + 8);
    bit_reader r = {input + 2, input + input_size, 0, 0, 0};
    static _Thread_local huffman lengths, distances;
    static _Thread_local int fixed_ready = 0;
    static _Thread_local huffman fixed_lengths, fixed_distances;
    uint8_t *out = output, *end = output + output_size;
    int last;
    do {
        last = (int)take(&r, 1);
        int type = (int)take(&r, 2);
        if (r.overrun) return 0;
        if (type == 0) {
            // Stored: to the byte boundary, then LEN and its complement, then LEN bytes.
            consume(&r, r.available & 7);
            uint32_t length = take(&r, 16), complement = take(&r, 16);
            if (r.overrun || (length ^ 0xFFFF) != complement || length > (size_t)(end - out)) return 0;
            // The bit buffer holds whole bytes now: take them first, then straight from the input.
            while (length > 0 && r.available >= 8) { *out++ = (uint8_t)take(&r, 8); length--; }
            if (length > 0) {
                // The buffer is empty; it may still hold bits read ahead past `r.in`, which moves on.
                r.bits = 0;
                if (length > (size_t)(r.in_end - r.in)) return 0;
                memcpy(out, r.in, length);
                out += length;
                r.in += length;
            }
        } else if (type == 1) {
            if (!fixed_ready) {
                // RFC 1951 section 3.2.6. The distance code has 32 five-bit codes of which 30 and 31
                // are invalid: built from all 32 (complete), and refused when decoded.
                uint8_t fixed[288], fixed_distances_lengths[32];
                memset(fixed, 8, 144);
                memset(fixed + 144, 9, 112);
                memset(fixed + 256, 7, 24);
                memset(fixed + 280, 8, 8);
                memset(fixed_distances_lengths, 5, 32);
                build(&fixed_lengths, fixed, 288, 0);
                build(&fixed_distances, fixed_distances_lengths, 32, 0);
                fixed_ready = 1;
            }
            if (!inflate_block(&r, &fixed_lengths, &fixed_distances, output, &out, end, window)) return 0;
        } else if (type == 2) {
            if (!read_dynamic_codes(&r, &lengths, &distances)) return 0;
            if (!inflate_block(&r, &lengths, &distances, output, &out, end, window)) return 0;
        } else {
            return 0;
        }
    } while (!last);
    if (out != end) return 0;
    // The 4-byte check value, from the next byte boundary; nothing may follow it.
    consume(&r, r.available & 7);
    if (r.overrun) return 0;
    size_t buffered = (size_t)r.available / 8;
    size_t remaining = buffered + (size_t)(r.in_end - r.in);
    return remaining == 4;
}
