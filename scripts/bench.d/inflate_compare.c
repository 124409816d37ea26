// Our inflater (Sources/CPNGGlue/PNGInflate.c) against zlib, outside the package (BENCHMARKS.md,
// "Our own inflater"). Three modes:
//
//   inflate_compare png FILE.png...   each file's image data inflated 20 times by each; the CPU
//                                     time of both, and the bytes compared (any difference fails)
//   inflate_compare random N          N streams zlib makes of varied data (every level, strategy,
//                                     window, memory level, flushing), a third of them damaged:
//                                     a stream taken here must be taken by zlib, with its bytes
//   inflate_compare direct FILE.png...  each file decoded 20 times (or
//                                     $INFLATE_COMPARE_ROUNDS) by the whole direct path
//                                     (PNGDirectDecode.c: inflate, unfilter, widen or expand the
//                                     palette) into RGBA8: the CPU time, the files it declined, and
//                                     an FNV-1a hash of every file's pixels (the same files give
//                                     the same hash before and after a change iff the pixels agree)
//
// Build (from the package root; PNGDirectDecode.c is needed by `direct` only, and weakly linked):
//   cc -O2 -msse2 -I Sources/CPNGGlue/include scripts/bench.d/inflate_compare.c Sources/CPNGGlue/PNGInflate.c Sources/CPNGGlue/PNGDirectDecode.c -lz -o inflate_compare
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

#include "PNGGlue.h"

// Weak, so the build line without PNGDirectDecode.c (modes png and random) still links.
#pragma weak pp_png_decode_direct

static uint32_t be32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }

static uint64_t state = 88172645463325252ull;
static uint64_t next(void) { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state; }

/// zlib as the direct path would ask it: window from the header, no check, one call, exactly `size` bytes.
static int with_zlib(const uint8_t *in, size_t in_size, uint8_t *out, size_t size) {
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit2(&z, 0) != Z_OK) return 0;
    inflateValidate(&z, 0);
    z.next_in = (Bytef *)in;
    z.avail_in = (uInt)in_size;
    z.next_out = out;
    z.avail_out = (uInt)size + 1;
    int status = inflate(&z, Z_FINISH);
    int ok = status == Z_STREAM_END && z.avail_out == 1 && z.avail_in == 0;
    inflateEnd(&z);
    return ok;
}

static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/// The whole file at `path` in a buffer the caller frees (its size in `*size`); NULL, said on
/// stderr, when it cannot be read.
static uint8_t *read_file(const char *path, long *size) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) { fprintf(stderr, "%s: cannot open\n", path); return NULL; }
    fseek(file, 0, SEEK_END);
    *size = ftell(file);
    fseek(file, 0, SEEK_SET);
    uint8_t *data = *size > 0 ? malloc((size_t)*size) : NULL;
    if (data == NULL || fread(data, 1, (size_t)*size, file) != (size_t)*size) {
        fprintf(stderr, "%s: cannot read\n", path);
        free(data);
        data = NULL;
    }
    fclose(file);
    return data;
}

static int compare_files(int count, char **paths) {
    double ours = 0, theirs = 0;
    size_t total_in = 0, total_out = 0;
    for (int i = 0; i < count; i++) {
        long size;
        uint8_t *data = read_file(paths[i], &size);
        if (data == NULL) return 2;
        uint32_t width = be32(data + 16), height = be32(data + 20);
        int depth = data[24], type = data[25];
        int channels = type == 6 ? 4 : type == 2 ? 3 : type == 4 ? 2 : 1;
        size_t row = ((size_t)width * channels * depth + 7) / 8, expected = (size_t)height * (row + 1);
        uint8_t *joined = malloc((size_t)size);
        size_t joined_size = 0;
        for (size_t at = 8; at + 12 <= (size_t)size;) {
            uint32_t length = be32(data + at);
            if (memcmp(data + at + 4, "IDAT", 4) == 0) { memcpy(joined + joined_size, data + at + 8, length); joined_size += length; }
            at += 12 + (size_t)length;
        }
        uint8_t *a = malloc(expected + 16), *b = malloc(expected + 16);
        int took = 0, zlib_took = 0;
        double start = cpu_ms();
        for (int r = 0; r < 20; r++) took = pp_inflate_zlib(joined, joined_size, a, expected);
        ours += cpu_ms() - start;
        start = cpu_ms();
        for (int r = 0; r < 20; r++) zlib_took = with_zlib(joined, joined_size, b, expected);
        theirs += cpu_ms() - start;
        if (took && (!zlib_took || memcmp(a, b, expected) != 0)) { printf("DIFFERENT: %s\n", paths[i]); return 1; }
        if (!took) printf("declined (zlib %s): %s\n", zlib_took ? "takes it" : "refuses it too", paths[i]);
        total_in += joined_size;
        total_out += expected;
        free(data); free(joined); free(a); free(b);
    }
    printf("%d files, %.1f MB of image data from %.2f MB compressed, 20 times each: ours %.1f ms CPU, zlib %.1f ms CPU (%.2fx)\n",
           count, total_out / 1e6, total_in / 1e6, ours, theirs, theirs / ours);
    return 0;
}

static int compare_random(long rounds) {
    long agreed = 0, declined = 0, refused = 0;
    for (long round = 0; round < rounds; round++) {
        size_t n = next() % 70000 + 1;
        uint8_t *data = malloc(n);
        int kind = (int)(next() % 4);
        for (size_t i = 0; i < n; i++) {
            if (kind == 0) data[i] = (uint8_t)next();
            else if (kind == 1) data[i] = (uint8_t)((i % 3 == 0 ? 10 : i % 3 == 1 ? 200 : 30) + (next() % 50 == 0));
            else if (kind == 2) data[i] = (uint8_t)((next() % 4) * 60);
            else data[i] = i > 1000 && next() % 8 ? data[i - 1000 + next() % 3] : (uint8_t)next();
        }
        z_stream z;
        memset(&z, 0, sizeof z);
        deflateInit2(&z, (int)(next() % 10), Z_DEFLATED, 9 + (int)(next() % 7), 1 + (int)(next() % 9), (int)(next() % 5));
        size_t capacity = deflateBound(&z, n) * 2 + 64 + n * 12;
        uint8_t *stream = malloc(capacity);
        z.next_out = stream;
        z.avail_out = (uInt)capacity;
        int flushing = (int)(next() % 3);
        size_t piece = flushing ? 1 + next() % 3000 : n;
        for (size_t at = 0; at < n; at += piece) {
            size_t count = n - at < piece ? n - at : piece;
            z.next_in = data + at;
            z.avail_in = (uInt)count;
            deflate(&z, at + count >= n ? Z_FINISH : (flushing == 1 ? Z_SYNC_FLUSH : Z_FULL_FLUSH));
        }
        size_t stream_size = capacity - z.avail_out;
        deflateEnd(&z);
        int damaged = next() % 3 == 0;
        if (damaged) {
            for (int flips = 1 + (int)(next() % 3); flips > 0; flips--) stream[next() % stream_size] ^= (uint8_t)(1 << (next() % 8));
            if (next() % 4 == 0) stream_size = next() % stream_size + 1;
        }
        size_t size = damaged && next() % 4 == 0 ? n + next() % 5 - 2 : n;
        if ((long)size < 1) size = 1;
        uint8_t *a = malloc(size + 16), *b = malloc(size + 16);
        int ours = pp_inflate_zlib(stream, stream_size, a, size), theirs = with_zlib(stream, stream_size, b, size);
        if (ours && (!theirs || memcmp(a, b, size) != 0)) { printf("DIFFERENT: round %ld (taken here, %s)\n", round, theirs ? "other bytes" : "refused by zlib"); return 1; }
        if (!damaged && !theirs) { printf("zlib refused its own stream in round %ld\n", round); return 1; }
        if (ours) agreed++; else if (theirs) declined++; else refused++;
        free(data); free(stream); free(a); free(b);
    }
    printf("%ld streams: %ld taken with zlib's bytes, %ld declined that zlib takes, %ld refused by both\n", rounds, agreed, declined, refused);
    return 0;
}

static int decode_files(int count, char **paths) {
    if (pp_png_decode_direct == NULL) { fprintf(stderr, "direct: build with Sources/CPNGGlue/PNGDirectDecode.c\n"); return 2; }
    double total = 0;
    uint64_t hash = 1469598103934665603ull;
    size_t pixels_total = 0;
    int declined = 0, rounds = getenv("INFLATE_COMPARE_ROUNDS") ? atoi(getenv("INFLATE_COMPARE_ROUNDS")) : 20;
    if (rounds < 1) rounds = 1;
    for (int i = 0; i < count; i++) {
        long size;
        uint8_t *data = read_file(paths[i], &size);
        if (data == NULL) return 2;
        size_t pixels_size = (size_t)be32(data + 16) * be32(data + 20) * 4;
        uint8_t *pixels = malloc(pixels_size);
        int took = 0;
        double start = cpu_ms();
        for (int r = 0; r < rounds; r++) took = pp_png_decode_direct(data, (size_t)size, pixels, pixels_size);
        total += cpu_ms() - start;
        if (!took) { printf("declined: %s\n", paths[i]); declined++; }
        else for (size_t k = 0; k < pixels_size; k++) hash = (hash ^ pixels[k]) * 1099511628211ull;
        pixels_total += pixels_size / 4;
        free(data); free(pixels);
    }
    printf("%d files (%d declined), %.1f M pixels, %d times each: %.1f ms CPU; pixels hash %016llx\n",
           count, declined, pixels_total / 1e6, rounds, total, (unsigned long long)hash);
    return declined > 0;
}

int main(int argc, char **argv) {
    if (argc >= 3 && strcmp(argv[1], "direct") == 0) return decode_files(argc - 2, argv + 2);
    if (argc >= 3 && strcmp(argv[1], "png") == 0) return compare_files(argc - 2, argv + 2);
    if (argc == 3 && strcmp(argv[1], "random") == 0) return compare_random(atol(argv[2]));
    fprintf(stderr, "usage: inflate_compare png FILE.png... | inflate_compare random N | inflate_compare direct FILE.png...\n");
    return 2;
}
