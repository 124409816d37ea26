// A deflate encoder for the speed-first PNG form (PNGQuickEncode.c), no zlib: one block with
// deflate's fixed Huffman codes, and only two kinds of match: the previous pixel (distance one
// pixel: runs of a colour, or of zeros in an Up row) and the row above (distance one row:
// anti-aliased edges repeat down a shape). No hash table, no search: at each position both
// candidates are measured (a candidate whose first 4 bytes differ is dropped unmeasured) and the
// longer taken when it is at least 4 bytes. On the catalog's
// review images the whole fast encoding is 1.8 to 2.3 times faster with it than with zlib level
// 1, for files 20 to 30 % larger (BENCHMARKS.md, "Review images encoded for speed"). The output is a complete zlib stream (RFC 1950 header, RFC 1951 data,
// Adler-32), a pure function of the input.

#include "PNGRunDeflate.h"

#include <pthread.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Length codes 257-285: base lengths and extra bits (RFC 1951 3.2.5).
static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                         35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
// Distance codes 0-29.
static const uint16_t distance_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                           1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};


// Deflate packs bits from the least significant end of each byte. Bits gather in a 64-bit word
// and leave four bytes at a time (never more than 32 + 24 bits are pending before a put).
static inline void put_bits(bit_writer *w, uint32_t value, int count) {
    w->bits |= (uint64_t)value << w->count;
    w->count += count;
    if (w->count >= 32) {
        uint8_t *o = w->out + w->at;
        o[0] = (uint8_t)w->bits;
        o[1] = (uint8_t)(w->bits >> 8);
        o[2] = (uint8_t)(w->bits >> 16);
        o[3] = (uint8_t)(w->bits >> 24);
        w->at += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

// Writes out the whole bytes still pending.
static void flush_bytes(bit_writer *w) {
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

// How many bytes from `at` on (at most `limit`) equal those `distance` bytes earlier.
static inline size_t match_length(const uint8_t *at, size_t distance, size_t limit) {
    const uint8_t *a = at, *b = at - distance;
    size_t n = 0;
#if defined(__SSE2__)
    while (n + 16 <= limit) {
        __m128i x = _mm_loadu_si128((const __m128i *)(a + n));
        __m128i y = _mm_loadu_si128((const __m128i *)(b + n));
        unsigned equal = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y));
        if (equal != 0xffffu) return n + (size_t)__builtin_ctz(~equal);  // first differing byte
        n += 16;
    }
#endif
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

// Adler-32 (RFC 1950) of `p[0..n)` added to the sums `a` and `b` (both already below 65,521; the
// checksum of nothing is a = 1, b = 0), so the bytes may come in pieces of any size and give the
// same checksum: reduced every 5,536 bytes (at most zlib's NMAX, 5,552). Within a stretch
// of n bytes p[0..n): a grows by sum(p[j]) and b by n a + sum((n - j) p[j]), summed here in 64 bits.
// With SSE2 (every x86-64), 16 bytes per step: the byte sum from PSADBW, the weighted sum from
// PMADDWD with weights 16..1 and 16 times the sum of the sums before each step; elsewhere a plain
// byte loop.
static void adler32_update(uint32_t *sum_a, uint32_t *sum_b, const uint8_t *p, size_t n) {
    uint64_t a = *sum_a, b = *sum_b;
    while (n > 0) {
        size_t stretch = n < 5536 ? n : 5536;
        n -= stretch;
        size_t left = stretch;
        uint64_t sum = 0, weighted = 0;
#if defined(__SSE2__)
        size_t blocks = left / 16;
        if (blocks > 0) {
            const __m128i zero = _mm_setzero_si128();
            const __m128i weights_low = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
            const __m128i weights_high = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
            __m128i sums = zero, sums_before = zero, products = zero;
            for (size_t k = 0; k < blocks; k++) {
                __m128i v = _mm_loadu_si128((const __m128i *)(p + k * 16));
                sums_before = _mm_add_epi32(sums_before, sums);
                sums = _mm_add_epi32(sums, _mm_sad_epu8(v, zero));
                products = _mm_add_epi32(products, _mm_madd_epi16(_mm_unpacklo_epi8(v, zero), weights_low));
                products = _mm_add_epi32(products, _mm_madd_epi16(_mm_unpackhi_epi8(v, zero), weights_high));
            }
            uint32_t s[4], before[4], prod[4];
            _mm_storeu_si128((__m128i *)s, sums);
            _mm_storeu_si128((__m128i *)before, sums_before);
            _mm_storeu_si128((__m128i *)prod, products);
            uint64_t block_sum = (uint64_t)s[0] + s[2];  // PSADBW sums sit in lanes 0 and 2
            uint64_t before_sum = (uint64_t)before[0] + before[2];
            uint64_t product_sum = (uint64_t)prod[0] + prod[1] + prod[2] + prod[3];
            // Byte i of step k sits n - 16 k - i from the stretch's end: its weight is 16 - i (in
            // PMADDWD), plus the tail's length, plus 16 for each step after k; summed over the
            // steps, those last terms give 16 times the sum, over the steps, of the bytes before.
            size_t tail = left - blocks * 16;
            weighted = product_sum + 16 * before_sum + (uint64_t)tail * block_sum;
            sum = block_sum;
            p += blocks * 16;
            left = tail;
        }
#endif
        for (; left > 0; left--) {
            sum += *p;
            weighted += (uint64_t)left * *p;
            p++;
        }
        b = (b + stretch * a + weighted) % 65521;
        a = (a + sum) % 65521;
    }
    *sum_a = (uint32_t)a;
    *sum_b = (uint32_t)b;
}

size_t pp_run_deflate_bound(size_t size) {
    // 9 bits per literal at worst, plus header, block bits, end code, padding and Adler-32.
    return size + size / 8 + 16;
}

static inline uint32_t load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}


// A match's code for each length 3-258 (length symbol and its extra bits, put_bits order), and
// one distance's code (distance symbol and its extra bits): the match is then one put_bits.
static void make_match_codes(match_codes *m, const fixed_codes *codes) {
    int l = 0;
    for (uint32_t length = 3; length <= 258; length++) {
        while (l < 28 && length_base[l + 1] <= length) l++;
        m->length_code[length] = codes->code[257 + l] | (length - length_base[l]) << codes->length[257 + l];
        m->length_bits[length] = (uint8_t)(codes->length[257 + l] + length_extra[l]);
    }
}

static void distance_code(const fixed_codes *codes, size_t distance, uint32_t *code, int *bits) {
    int d = 29;
    while (distance_base[d] > distance) d--;
    *code = codes->distance_code[d] | (uint32_t)(distance - distance_base[d]) << 5;
    *bits = 5 + distance_extra[d];
}

// The code tables are the same for every stream: made once (pthread_once), then only read.
static fixed_codes shared_codes;
static match_codes shared_matches;
static pthread_once_t shared_codes_made = PTHREAD_ONCE_INIT;

static void make_shared_codes(void) {
    make_codes(&shared_codes);
    make_match_codes(&shared_matches, &shared_codes);
}

void pp_run_deflate_begin(pp_run_deflater *d, size_t size, size_t pixel_distance, size_t row_distance, uint8_t *out) {
    pthread_once(&shared_codes_made, make_shared_codes);
    d->codes = &shared_codes;
    d->matches = &shared_matches;
    d->w = (bit_writer){out, 0, 0, 0};
    out[0] = 0x78;  // deflate, 32 KiB window
    out[1] = 0x01;  // fastest compression; 0x7801 is a multiple of 31
    d->w.at = 2;
    put_bits(&d->w, 1, 1);  // final block
    put_bits(&d->w, 1, 2);  // fixed Huffman codes
    if (row_distance > 32768) row_distance = 0;
    d->size = size;
    d->pixel_distance = pixel_distance;
    d->row_distance = row_distance;
    distance_code(d->codes, pixel_distance, &d->pixel_code, &d->pixel_bits);
    d->row_code = 0;
    d->row_bits = 0;
    if (row_distance != 0) distance_code(d->codes, row_distance, &d->row_code, &d->row_bits);
    // The row-above candidate starts where a whole row lies behind (never, without one).
    d->row_start = row_distance != 0 ? row_distance : SIZE_MAX;
    d->position = 0;
    d->adler_a = 1;
    d->adler_b = 0;
}

void pp_run_deflate_checksum_zeros(pp_run_deflater *d, size_t count) {
    // Zeros leave the byte sum a as it is and add a to b once per byte.
    d->adler_b = (uint32_t)((d->adler_b + (uint64_t)(count % 65521) * d->adler_a) % 65521);
}

size_t pp_run_deflate_lookback(const pp_run_deflater *d) {
    return d->row_distance != 0 ? d->row_distance : d->pixel_distance;
}

void pp_run_deflate_checksum(pp_run_deflater *d, const uint8_t *bytes, size_t count) {
    adler32_update(&d->adler_a, &d->adler_b, bytes, count);
}

void pp_run_deflate_feed(pp_run_deflater *d, const uint8_t *window, size_t window_start, size_t available) {
    // A match needs 4 bytes: a candidate whose first 4 bytes differ is never measured. This takes
    // the same matches as measuring both candidates everywhere and keeping the longer (the
    // pixel one on a tie) when it reaches 4 bytes. A position is coded once the 258 bytes after
    // it (or all the rest) are in the window, so what it is coded as never depends on where the
    // input was cut.
    const size_t size = d->size, pixel_distance = d->pixel_distance, row_distance = d->row_distance, row_start = d->row_start;
    const fixed_codes *codes = d->codes;
    const match_codes *matches = d->matches;
    size_t i = d->position;
    bit_writer w = d->w;
    while (i < available) {
        size_t limit = size - i < 258 ? size - i : 258;
        if (i + limit > available) break;
        const uint8_t *here_at = window + (i - window_start);
        size_t best = 0;
        int row = 0;
        if (limit >= 4) {
            uint32_t here = load32(here_at);
            if (i >= pixel_distance && here == load32(here_at - pixel_distance)) {
                best = match_length(here_at, pixel_distance, limit);
            }
            if (i >= row_start && best < limit && here == load32(here_at - row_distance)) {
                size_t length = match_length(here_at, row_distance, limit);
                if (length > best) {
                    best = length;
                    row = 1;
                }
            }
        }
        if (best >= 4) {
            uint32_t code = row ? d->row_code : d->pixel_code;
            int bits = row ? d->row_bits : d->pixel_bits;
            put_bits(&w, matches->length_code[best] | code << matches->length_bits[best], matches->length_bits[best] + bits);
            i += best;
        } else {
            put_literal(&w, codes, *here_at);
            i++;
        }
    }
    d->w = w;
    d->position = i;
}

size_t pp_run_deflate_finish(pp_run_deflater *d) {
    bit_writer *w = &d->w;
    put_bits(w, d->codes->code[256], d->codes->length[256]);  // end of block
    w->count = (w->count + 7) & ~7;  // zero bits up to a byte boundary
    flush_bytes(w);
    uint32_t adler = (uint32_t)(d->adler_b << 16 | d->adler_a);
    w->out[w->at++] = (uint8_t)(adler >> 24);
    w->out[w->at++] = (uint8_t)(adler >> 16);
    w->out[w->at++] = (uint8_t)(adler >> 8);
    w->out[w->at++] = (uint8_t)adler;
    return w->at;
}

size_t pp_run_deflate(const uint8_t *in, size_t size, size_t pixel_distance, size_t row_distance, uint8_t *out) {
    pp_run_deflater d;
    pp_run_deflate_begin(&d, size, pixel_distance, row_distance, out);
    pp_run_deflate_checksum(&d, in, size);
    pp_run_deflate_feed(&d, in, 0, size);
    return pp_run_deflate_finish(&d);
}
