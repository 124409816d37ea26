// What PP_PNG_FILTER_MEASURED stands for on one image: none/up (which suits flat UI colours) or
// the smallest filter per row (which suits photographs), decided by deflating a sample of rows
// both ways. The decision reads only the pixels, so the encoder stays canonical.

#include "PNGScanlines.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// Bands of 16 rows, one in every 128: a sixth to an eighth of the image, spread over its height.
#define SAMPLE_BAND 16
#define SAMPLE_PERIOD 128
// Images this short are sampled whole.
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

int pp_choose_filter(const uint8_t *rgba, uint32_t width, uint32_t height, const pp_png_form *form,
                     const pp_color_table *table) {
    // PNG's filters work on bytes; packed samples and palette indices have no useful neighbours.
    if (form->bit_depth != 8 || form->color_type == PNG_COLOR_TYPE_PALETTE) return PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED;
    size_t row_bytes = pp_row_bytes(form, width);
    int stride = pp_filter_stride(form);
    uint8_t *rows[2] = {malloc((size_t)width * 4), malloc((size_t)width * 4)};
    uint8_t *filtered = malloc(row_bytes + 1), *scratch = malloc(row_bytes);
    sample_stream *streams = calloc(2, sizeof *streams);
    int chosen = -1;
    if (rows[0] == NULL || rows[1] == NULL || filtered == NULL || scratch == NULL || streams == NULL) goto done;
    const int modes[2] = {PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED, PP_PNG_FILTER_SMALLEST_PER_ROW};
    for (int k = 0; k < 2; k++) {
        if (deflateInit2(&streams[k].zlib, 1, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY) != Z_OK) goto done;
        streams[k].started = 1;
    }
    for (uint32_t y = 0; y < height; y++) {
        // A sampled row needs the row above it, unfiltered.
        if (!sampled(y, height) && !(y + 1 < height && sampled(y + 1, height))) continue;
        uint8_t *row = rows[y & 1], *previous = y > 0 ? rows[(y & 1) ^ 1] : NULL;
        pp_make_row(rgba + (size_t)y * width * 4, width, form, table, row);
        if (!sampled(y, height)) continue;
        for (int k = 0; k < 2; k++) {
            pp_filter_row(modes[k], row, previous, row_bytes, stride, filtered, scratch);
            if (feed(&streams[k], filtered, row_bytes + 1, 0) != 0) goto done;
        }
    }
    if (feed(&streams[0], NULL, 0, 1) != 0 || feed(&streams[1], NULL, 0, 1) != 0) goto done;
    chosen = streams[1].zlib.total_out < streams[0].zlib.total_out ? modes[1] : modes[0];
done:
    if (streams != NULL) {
        for (int k = 0; k < 2; k++) if (streams[k].started) deflateEnd(&streams[k].zlib);
    }
    free(streams);
    free(rows[0]);
    free(rows[1]);
    free(filtered);
    free(scratch);
    return chosen;
}
