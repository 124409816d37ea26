#!/usr/bin/env python3
"""Writes the seed corpus of one libFuzzer target (scripts/fuzz) into a folder.

usage: fuzz_seeds.py TARGET FOLDER      TARGET: png | ppfont | tokens | arguments

The seeds are small valid inputs covering each format's variants, so the fuzzer starts from
every branch of the happy path and mutates from there:
  png        every colour type and bit depth, palette with tRNS, Adam7 interlacing, 16-bit,
             ancillary chunks (gAMA, sRGB, tEXt)
  ppfont     two bundled metrics files (monospaced, no kerning; serif, small kerning classes), a minimal face and one with tabular alternates
  tokens     the shipped token files and resolver, plus small files for each value type
  arguments  command lines for every command (words separated by NUL bytes)
"""
import os
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    if depth >= 8:
        width = depth // 8
        return b"".join(s.to_bytes(width, "big") for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def png(width, height, colour, depth, pixel, interlace=False, extra=b""):
    """pixel(x, y) returns the samples of one pixel for this colour type."""
    raw = bytearray()
    if interlace:
        for x0, y0, dx, dy in ADAM7:
            xs = range(x0, width, dx)
            for y in range(y0, height, dy):
                if len(xs):
                    raw += b"\x00" + pack_row([s for x in xs for s in pixel(x, y)], depth)
    else:
        for y in range(height):
            raw += b"\x00" + pack_row([s for x in range(width) for s in pixel(x, y)], depth)
    header = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, 1 if interlace else 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def png_seeds():
    seeds = {}
    for depth in (1, 2, 4, 8, 16):
        top = (1 << depth) - 1
        seeds[f"grey{depth}"] = png(7, 5, 0, depth, lambda x, y, t=top: [(x * 3 + y) % (t + 1)])
        if depth <= 8:
            n = min(4, top + 1)
            palette = chunk(b"PLTE", bytes([0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255][: 3 * n]))
            seeds[f"palette{depth}"] = png(9, 4, 3, depth, lambda x, y, n=n: [(x + y) % n], extra=palette)
            seeds[f"palette{depth}-trns"] = png(9, 4, 3, depth, lambda x, y, n=n: [(x + y) % n], extra=palette + chunk(b"tRNS", b"\x00\x80"))
    for depth in (8, 16):
        top = (1 << depth) - 1
        seeds[f"rgb{depth}"] = png(6, 6, 2, depth, lambda x, y, t=top: [x * t // 5, y * t // 5, t // 2])
        seeds[f"grey-alpha{depth}"] = png(5, 3, 4, depth, lambda x, y, t=top: [x * t // 4, y * t // 2])
        seeds[f"rgba{depth}"] = png(4, 4, 6, depth, lambda x, y, t=top: [x * t // 3, y * t // 3, t, (x + y) * t // 6])
        seeds[f"rgba{depth}-adam7"] = png(11, 9, 6, depth, lambda x, y, t=top: [x * t // 10, y * t // 8, 0, t], interlace=True)
    seeds["grey8-adam7"] = png(3, 10, 0, 8, lambda x, y: [x * 80 + y], interlace=True)
    seeds["rgb8-trns"] = png(4, 4, 2, 8, lambda x, y: [x * 60, 0, y * 60], extra=chunk(b"tRNS", b"\x00\x00\x00\x00\x00\x00"))
    seeds["rgba8-ancillary"] = png(2, 2, 6, 8, lambda x, y: [255, x * 255, y * 255, 255],
                                   extra=chunk(b"gAMA", struct.pack(">I", 45455)) + chunk(b"sRGB", b"\x00") + chunk(b"tEXt", b"Comment\x00seed"))
    return seeds


def ppfont_seeds():
    seeds = {}
    for name in ("mono-400.ppfont", "serif-400-italic.ppfont"):
        with open(os.path.join(ROOT, "Sources/BitmapText/Resources/Fonts", name), "rb") as f:
            seeds[name] = f.read()
    # One glyph ("A"), one kerning class each way, 1000 units per em.
    seeds["minimal.ppfont"] = (b"PPFONT1\0" + struct.pack("<HhhhhhHHHHI", 1000, 800, -200, 0, 700, 500, 96, 8, 8, 0, 1)
                               + struct.pack("<IHHHHHhh", 65, 600, 0, 0, 8, 8, 0, 8) + struct.pack("<HH", 1, 1)
                               + struct.pack("<HH", 0, 0) + struct.pack("<h", 0))
    # Two glyphs ("1", "8"), each with a tabular alternate after the kerning table.
    seeds["tabular.ppfont"] = (b"PPFONT1\0" + struct.pack("<HhhhhhHHHHI", 1000, 800, -200, 0, 700, 500, 96, 16, 8, 2, 2)
                               + struct.pack("<IHHHHHhh", 0x31, 400, 0, 0, 4, 8, 0, 8)
                               + struct.pack("<IHHHHHhh", 0x38, 560, 4, 0, 4, 8, 0, 8) + struct.pack("<HH", 1, 1)
                               + struct.pack("<HH", 0, 0) + struct.pack("<HH", 0, 0) + struct.pack("<h", 0)
                               + struct.pack("<IHHHHHhh", 0x31, 560, 8, 0, 4, 8, 1, 8)
                               + struct.pack("<IHHHHHhh", 0x38, 560, 12, 0, 4, 8, 0, 8))
    return seeds


def token_seeds():
    seeds = {}
    folder = os.path.join(ROOT, "Sources/Tokens/Resources/tokens")
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), "rb") as f:
            seeds[name] = f.read()
    seeds["types.tokens.json"] = b"""{
  "c": {"$type": "color", "a": {"$value": "#2f6bff"}, "b": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3], "alpha": 0.5}}, "alias": {"$value": "{c.a}"}},
  "d": {"$type": "dimension", "s": {"$value": "16px"}, "m": {"$value": {"value": 8, "unit": "px"}}},
  "n": {"$type": "number", "x": {"$value": 1.5}},
  "w": {"$type": "fontWeight", "bold": {"$value": 700}},
  "f": {"$type": "fontFamily", "body": {"$value": ["Helvetica", "sans-serif"]}},
  "t": {"$type": "duration", "fast": {"$value": {"value": 100, "unit": "ms"}}}
}"""
    seeds["modes.split"] = (b'{"bg": {"$type": "color", "$value": "#ffffff"}, "fg": {"$type": "color", "$value": "{bg}"}}'
                            b"\x00"
                            b'{"bg": {"$type": "color", "$value": "#000000"}, "fg": {"$type": "color", "$value": "#ffffff"}}')
    seeds["cycle.tokens.json"] = b'{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{a}"}}'
    return seeds


def argument_seeds():
    lines = [
        ["convert", "in.png", "out.png"],
        ["convert", "--pixel-limit", "100", "in.png", "out.png"],
        ["convert", "--pixel-limit=5", "--", "-in.png", "out.png"],
        ["convert", "--help"],
        ["tokens", "check"],
        ["tokens", "gen", "--output", "Tokens.swift", "a.tokens.json", "b.tokens.json"],
        ["tokens", "import-figma", "variables.json", "--output=dir"],
        ["verify", "--jobs", "4", "--record", "missing", "Tests"],
        ["specimen", "-h"],
        ["x", "-", "--", "--"],
    ]
    return {f"line{i}": b"\x00".join(w.encode() for w in words) for i, words in enumerate(lines)}


def main():
    target, folder = sys.argv[1], sys.argv[2]
    seeds = {"png": png_seeds, "ppfont": ppfont_seeds, "tokens": token_seeds, "arguments": argument_seeds}[target]()
    os.makedirs(folder, exist_ok=True)
    for name, data in seeds.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)
    print(f"fuzz_seeds: {len(seeds)} {target} seeds in {folder}")


main()
