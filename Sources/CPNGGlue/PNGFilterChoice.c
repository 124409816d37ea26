// What PP_PNG_FILTER_MEASURED stands for on one image. UI images are flat colours: almost every
// pixel repeats its left or upper neighbour, and none/up with zlib's long searches wins by
// 20-30 %. Photographs are the opposite: almost no pixel repeats a neighbour, and the smallest
// filter per row wins by 30 % (their residues have no long matches, so zlib's run-length
// strategy, Z_RLE, gets within 0.1 % of level 9's size at a quarter of its time). The share of
// pixels repeating a neighbour, measured on every fourth row, decides the clear cases; in between,
// the encoder tries both and keeps the smaller (PNGEncode.c). Z_RLE misses the long matches of
// synthetic smooth content (a linear gradient's rows all filter to the same bytes), so a sample
// of rows is deflated with Z_RLE and Z_FILTERED and the latter used when clearly smaller. The
// measurements read only the pixels, so the encoder stays canonical. Deflating a sample of rows at zlib level 1 was tried
// first and misjudged UI images: its short searches miss the long matches that make none/up win.

#include "PNGScanlines.h"

#include <stdlib.h>
#include <zlib.h>

uint32_t pp_repeat_share_per_mille(const uint8_t *rgba, uint32_t width, uint32_t height) {
    uint64_t repeats = 0, counted = 0;
    for (uint32_t y = 1; y < height; y += 4) {
        const uint32_t *row = (const uint32_t *)(const void *)(rgba + (size_t)y * width * 4);
        const uint32_t *above = row - width;
        // The first pixel of a row has no left neighbour.
        repeats += row[0] == above[0];
        for (uint32_t x = 1; x < width; x++) repeats += row[x] == row[x - 1] || row[x] == above[x];
        counted += width;
    }
    if (counted == 0) return 1000;
    return (uint32_t)(repeats * 1000 / counted);
}

// Bands of 8 rows, one in every 128 (all rows of a short image): a sixteenth of the image.
#define SAMPLE_BAND 8
#define SAMPLE_PERIOD 128
#define SAMPLE_ALL_BELOW 64
#define SINK_BYTES 16384

typedef struct {
    z_stream zlib;
    int started;
    uint8_t sink[SINK_BYTES];   // compressed bytes are only counted (zlib's total_out)
} sample_stream;

static int sampled(uint32_t y, uint32_t height) {
    return height <= SAMPLE_ALL_BELOW || y % SAMPLE_PERIOD < SAMPLE_BAND;
}

// Deflates `count` bytes (or finishes the stream), discarding the output. 0 on success.
static int feed(sample_stream *stream, const uint8_t *bytes, size_t count, int finish) {
    z_stream *zlib = &stream->zlib;
    zlib->next_in = (Bytef *)bytes;
    zlib->avail_in = (uInt)count;
    for (;;) {
        zlib->next_out = stream->sink;
        zlib->avail_out = SINK_BYTES;
        int status = deflate(zlib, finish ? Z_FINISH : Z_NO_FLUSH);
        if (status == Z_STREAM_END) return 0;
        if (status != Z_OK && status != Z_BUF_ERROR) return -1;
        if (!finish && zlib->avail_in == 0 && zlib->avail_out != 0) return 0;
    }
}

int pp_per_row_strategy(const uint8_t *rgba, uint32_t width, uint32_t height, const pp_png_form *form,
                        const pp_color_table *table, const pp_png_compression *settings) {
    size_t row_bytes = pp_row_bytes(form, width);
    int stride = pp_filter_stride(form);
    uint8_t *rows[2] = {malloc((size_t)width * 4), malloc((size_t)width * 4)};
    uint8_t *filtered = malloc(row_bytes + 1);
    sample_stream *streams = calloc(2, sizeof *streams);
    const int strategies[2] = {Z_RLE, Z_FILTERED};
    int chosen = -1;
    if (rows[0] == NULL || rows[1] == NULL || filtered == NULL || streams == NULL) goto done;
    for (int k = 0; k < 2; k++) {
        if (deflateInit2(&streams[k].zlib, settings->zlib_level, Z_DEFLATED, 15, settings->zlib_mem_level, strategies[k]) != Z_OK) goto done;
        streams[k].started = 1;
        if (settings->max_chain > 0 &&
            deflateTune(&streams[k].zlib, settings->good_length, settings->max_lazy, settings->nice_length, settings->max_chain) != Z_OK) {
            goto done;
        }
    }
    for (uint32_t y = 0; y < height; y++) {
        // A sampled row needs the row above it, unfiltered.
        if (!sampled(y, height) && !(y + 1 < height && sampled(y + 1, height))) continue;
        uint8_t *row = rows[y & 1], *previous = y > 0 ? rows[(y & 1) ^ 1] : NULL;
        pp_make_row(rgba + (size_t)y * width * 4, width, form, table, row);
        if (!sampled(y, height)) continue;
        pp_filter_row(PP_PNG_FILTER_SMALLEST_PER_ROW, row, previous, row_bytes, stride, filtered);
        for (int k = 0; k < 2; k++) {
            if (feed(&streams[k], filtered, row_bytes + 1, 0) != 0) goto done;
        }
    }
    if (feed(&streams[0], NULL, 0, 1) != 0 || feed(&streams[1], NULL, 0, 1) != 0) goto done;
    // Z_FILTERED only when it saves at least 5 % of the sample: it costs three to four times as much.
    chosen = streams[1].zlib.total_out * 20 <= streams[0].zlib.total_out * 19 ? Z_FILTERED : Z_RLE;
done:
    if (streams != NULL) {
        for (int k = 0; k < 2; k++) if (streams[k].started) deflateEnd(&streams[k].zlib);
    }
    free(streams);
    free(rows[0]);
    free(rows[1]);
    free(filtered);
    return chosen;
}
