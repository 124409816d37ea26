"""Counts the pairs of Tests/SnapshotsTests/Fixtures/pixelmatch-pairs.txt with the PyPI pixelmatch
package and, with --fuzz N, compares random pairs against `pixelproof diff --json`."""
import json
import os
import random
import subprocess
import sys
import tempfile
import zlib
import struct

from pixelmatch import pixelmatch
from PIL import Image

PALETTE = {
    ".": (255, 255, 255, 255), "#": (0, 0, 0, 255),
    "r": (255, 0, 0, 255), "R": (230, 0, 0, 255), "b": (0, 0, 255, 255), "g": (0, 160, 0, 255),
    "t": (0, 0, 0, 0), "w": (255, 255, 255, 0),
    "a": (0, 0, 0, 16), "c": (0, 0, 0, 64), "e": (0, 0, 0, 128), "x": (255, 0, 0, 128),
}
for n in range(1, 10):
    PALETTE[str(n)] = (n * 25, n * 25, n * 25, 255)

THRESHOLDS = [0, 0.05, 0.1]


def read_pairs(path):
    pairs, name, rows, first = [], None, [], None
    for line in open(path, encoding="utf-8").read().split("\n") + [""]:
        if name is None and line.startswith("#"):
            continue
        if line.startswith("pair "):
            name, rows, first = line[5:].strip(), [], None
        elif line == "--":
            first, rows = rows, []
        elif line == "" and name is not None:
            pairs.append((name, first, rows))
            name = None
        elif name is not None:
            rows.append(line)
    return pairs


def pixels(rows):
    return [channel for row in rows for ch in row for channel in PALETTE[ch]]


def png(path, width, height, data):
    raw = b"".join(b"\x00" + bytes(data[y * width * 4:(y + 1) * width * 4]) for y in range(height))
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def fixture_counts():
    for name, a, b in read_pairs("Tests/SnapshotsTests/Fixtures/pixelmatch-pairs.txt"):
        width, height = len(a[0]), len(a)
        row = []
        for include_aa in (False, True):
            for threshold in THRESHOLDS:
                row.append(pixelmatch(pixels(a), pixels(b), width, height, threshold=threshold, includeAA=include_aa))
        print(f"{name:22s} thresholds {THRESHOLDS}: {row[:3]}  includeAA: {row[3:]}")


def fuzz(count):
    tool = os.environ.get("PIXELPROOF", ".build/debug/pixelproof")
    rng = random.Random(7)
    mismatches = 0
    with tempfile.TemporaryDirectory() as folder:
        for case in range(count):
            width, height = rng.randint(1, 24), rng.randint(1, 24)
            colours = [tuple(rng.choice([0, 64, 128, 200, 255]) for _ in range(3)) + (rng.choice([0, 100, 255, 255, 255]),)
                       for _ in range(4)]
            a = [c for _ in range(width * height) for c in rng.choice(colours)]
            b = list(a)
            for _ in range(rng.randint(0, width * height // 2 + 1)):
                i = rng.randrange(width * height) * 4
                b[i:i + 4] = rng.choice(colours)
            png(f"{folder}/a.png", width, height, a)
            png(f"{folder}/b.png", width, height, b)
            for threshold in THRESHOLDS:
                for include_aa in (False, True):
                    output = [0] * (width * height * 4)
                    expected = pixelmatch(a, b, width, height, output=output, threshold=threshold, includeAA=include_aa)
                    args = [tool, "diff", f"{folder}/a.png", f"{folder}/b.png", "--threshold", str(threshold), "--json",
                            "--output", f"{folder}/diff.png"]
                    if include_aa:
                        args.append("--include-aa")
                    got = json.loads(subprocess.run(args, capture_output=True, text=True).stdout)["diffPixels"]
                    drawn = list(Image.open(f"{folder}/diff.png").convert("RGBA").tobytes())
                    if drawn != output:
                        mismatches += 1
                        print(f"case {case} {width}x{height} threshold {threshold} includeAA {include_aa}: diff images differ")
                    if got != expected:
                        mismatches += 1
                        print(f"case {case} {width}x{height} threshold {threshold} includeAA {include_aa}: pixelmatch {expected}, pixelproof {got}")
    print(f"fuzz: {count} pairs x {len(THRESHOLDS) * 2} settings, {mismatches} mismatches (counts and diff images)")
    return mismatches


if __name__ == "__main__":
    fixture_counts()
    if len(sys.argv) > 2 and sys.argv[1] == "--fuzz":
        sys.exit(1 if fuzz(int(sys.argv[2])) else 0)
