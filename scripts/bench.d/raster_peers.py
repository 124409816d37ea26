#!/usr/bin/env python3
"""The peers of `scripts/bench raster`: draws BenchmarkScene (Sources/RasterScenes/
BenchmarkScene.swift) with pycairo and skia-python and compares their pixels with Pixelproof's
frame (raw RGBA8 file): mean absolute difference per channel. Times are process CPU time (as the
Swift side measures), steadier than wall time on a shared machine; both libraries draw on one
thread. `raster_rounds.py` (what the bench runs) imports this to interleave the renderers; run
alone it draws the peers' frames one renderer after the other, for comparisons by hand.

usage: raster_peers.py --frames N --ours FRAME.rgba
"""
import argparse
import time

import cairo
import numpy
import skia

W_PT, H_PT, SCALE = 585.0, 1266.0, 2
W_PX, H_PX = 1170, 2532
PALETTE = [(0x2F, 0x6B, 0xFF), (0xE0, 0x3A, 0x3A), (0x2E, 0xA0, 0x5A), (0xFF, 0x9F, 0x0A),
           (0x8E, 0x44, 0xAD), (0x1C, 0x1C, 0x1E), (0x5A, 0xC8, 0xFA), (0xFF, 0x2D, 0x55)]


class Generator:
    """x <- (1103515245 x + 12345) mod 2^31, as in BenchmarkScene.Generator."""

    def __init__(self):
        self.state = 20261129

    def uniform(self, a, b):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return a + (b - a) * (self.state / 2147483648)


def scene():
    """The scene as a list of drawing operations in points."""
    g = Generator()
    ops = []
    for i in range(1000):
        x, y = g.uniform(0, W_PT - 60), g.uniform(0, H_PT - 40)
        w, h = g.uniform(20, 120), g.uniform(16, 80)
        r = g.uniform(0, min(w, h) / 2)
        ops.append(("fill_rrect", x, y, w, h, r, PALETTE[i % 8], 255))
    for i in range(200):
        cx, cy, r = g.uniform(0, W_PT), g.uniform(0, H_PT), g.uniform(4, 40)
        ops.append(("fill_circle", cx, cy, r, PALETTE[(i + 3) % 8], 160))
    for i in range(200):
        x, y = g.uniform(0, W_PT - 60), g.uniform(0, H_PT - 40)
        w, h = g.uniform(20, 120), g.uniform(16, 80)
        r, width = g.uniform(2, 16), g.uniform(1, 4)
        ops.append(("stroke_rrect", x, y, w, h, r, width, PALETTE[(i + 5) % 8]))
    return ops


OPS = scene()
CARD = (40.0, 500.0, 505.0, 260.0, 16.0)


def cairo_rrect(ctx, x, y, w, h, r):
    import math
    r = min(r, w / 2, h / 2)
    if r <= 0:
        ctx.rectangle(x, y, w, h)
        return
    ctx.new_sub_path()
    ctx.arc(x + w - r, y + r, r, -math.pi / 2, 0)
    ctx.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
    ctx.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
    ctx.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
    ctx.close_path()


def draw_cairo():
    import math
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, W_PX, H_PX)
    ctx = cairo.Context(surface)
    ctx.set_source_rgb(1, 1, 1)
    ctx.paint()
    ctx.scale(SCALE, SCALE)
    for op in OPS:
        if op[0] == "fill_rrect":
            _, x, y, w, h, r, c, a = op
            cairo_rrect(ctx, x, y, w, h, r)
            ctx.set_source_rgba(c[0] / 255, c[1] / 255, c[2] / 255, a / 255)
            ctx.fill()
        elif op[0] == "fill_circle":
            _, cx, cy, r, c, a = op
            ctx.new_sub_path()
            ctx.arc(cx, cy, r, 0, 2 * math.pi)
            ctx.set_source_rgba(c[0] / 255, c[1] / 255, c[2] / 255, a / 255)
            ctx.fill()
        else:
            _, x, y, w, h, r, width, c = op
            cairo_rrect(ctx, x, y, w, h, r)
            ctx.set_line_width(width)
            ctx.set_source_rgb(c[0] / 255, c[1] / 255, c[2] / 255)
            ctx.stroke()
    # Cairo has no blur: its shadow is the offset silhouette, unblurred.
    x, y, w, h, r = CARD
    cairo_rrect(ctx, x, y + 6, w, h, r)
    ctx.set_source_rgba(0, 0, 0, 64 / 255)
    ctx.fill()
    cairo_rrect(ctx, x, y, w, h, r)
    ctx.set_source_rgb(1, 1, 1)
    ctx.fill()
    surface.flush()
    return surface


def draw_skia():
    surface = skia.Surface(W_PX, H_PX)
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorWHITE)
    canvas.scale(SCALE, SCALE)
    paint = skia.Paint(AntiAlias=True)
    for op in OPS:
        if op[0] == "fill_rrect":
            _, x, y, w, h, r, c, a = op
            paint.setStyle(skia.Paint.kFill_Style)
            paint.setColor(skia.Color(c[0], c[1], c[2], a))
            canvas.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), r, r), paint)
        elif op[0] == "fill_circle":
            _, cx, cy, r, c, a = op
            paint.setStyle(skia.Paint.kFill_Style)
            paint.setColor(skia.Color(c[0], c[1], c[2], a))
            canvas.drawCircle(cx, cy, r, paint)
        else:
            _, x, y, w, h, r, width, c = op
            paint.setStyle(skia.Paint.kStroke_Style)
            paint.setStrokeWidth(width)
            paint.setColor(skia.Color(c[0], c[1], c[2], 255))
            canvas.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), r, r), paint)
    x, y, w, h, r = CARD
    shadow = skia.Paint(AntiAlias=True, Color=skia.Color(0, 0, 0, 64),
                        MaskFilter=skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, 12 * SCALE))
    canvas.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y + 6, w, h), r, r), shadow)
    paint.setStyle(skia.Paint.kFill_Style)
    paint.setColor(skia.ColorWHITE)
    canvas.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), r, r), paint)
    surface.flushAndSubmit()
    return surface


def median_ms(draw, frames):
    times = []
    result = None
    for _ in range(frames):
        start = time.process_time()
        result = draw()
        times.append((time.process_time() - start) * 1000)
    times.sort()
    return times[len(times) // 2], result


def print_agreement(ours_path, skia_surface, cairo_surface):
    """Prints the mean absolute difference per channel between Pixelproof's frame (raw RGBA8 file)
    and Skia's and Cairo's, and between the two peers."""
    ours = numpy.fromfile(ours_path, dtype=numpy.uint8).reshape(H_PX, W_PX, 4).astype(numpy.int16)
    skia_pixels = skia_surface.makeImageSnapshot().toarray(
        colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kUnpremul_AlphaType).astype(numpy.int16)
    bgra = numpy.ndarray((H_PX, W_PX, 4), dtype=numpy.uint8, buffer=cairo_surface.get_data())
    cairo_pixels = bgra[:, :, [2, 1, 0, 3]].astype(numpy.int16)  # opaque scene: no demultiply needed
    # The shadow differs by design in Cairo (no blur); compare outside the shadow's reach there.
    mask = numpy.ones((H_PX, W_PX), dtype=bool)
    mask[(500 - 80) * 2:(760 + 80) * 2, :] = False

    def mad(a, b, where=None):
        d = numpy.abs(a - b)[:, :, :3]
        if where is not None:
            d = d[where]
        return [float(v) for v in d.reshape(-1, 3).mean(axis=0)]

    print("mad_vs_skia r={:.3f} g={:.3f} b={:.3f}".format(*mad(ours, skia_pixels)))
    print("mad_vs_skia_outside_shadow r={:.3f} g={:.3f} b={:.3f}".format(*mad(ours, skia_pixels, mask)))
    print("mad_vs_cairo_outside_shadow r={:.3f} g={:.3f} b={:.3f}".format(*mad(ours, cairo_pixels, mask)))
    print("mad_skia_vs_cairo_outside_shadow r={:.3f} g={:.3f} b={:.3f}".format(*mad(skia_pixels, cairo_pixels, mask)))


def versions():
    """The peers as `scripts/bench raster` names them: (Cairo's, Skia's)."""
    return (f"pycairo-{cairo.version} cairo-{cairo.cairo_version_string()}", f"skia-python-{skia.__version__}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=9)
    parser.add_argument("--ours", required=True)
    args = parser.parse_args()
    cairo_ms, cairo_surface = median_ms(draw_cairo, args.frames)
    skia_ms, skia_surface = median_ms(draw_skia, args.frames)
    cairo_name, skia_name = versions()
    print(f"cairo_ms {cairo_ms:.2f} {cairo_name}")
    print(f"skia_ms {skia_ms:.2f} {skia_name}")
    print_agreement(args.ours, skia_surface, cairo_surface)


if __name__ == "__main__":
    main()
