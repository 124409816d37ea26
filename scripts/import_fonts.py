#!/usr/bin/env python3
"""Turns the Debian font files into Pixelproof's committed glyph data (Sources/BitmapText/Resources/Fonts).

For every face in FACES it writes two files:

- `<face>.ppfont`: metrics (little-endian, format in Resources/Fonts/README.md): units per em,
  ascender/descender/line gap, cap and x height, the stored mask size (ppem), one record per
  code point (advance in font units, the mask's place in the atlas and its bearings in stored
  pixels) and the kerning of the `kern` GPOS feature flattened to code-point pairs and stored as
  left classes × right classes × an int16 matrix, then the `tnum` feature's tabular
  alternates (one record per code point they replace: digits, and in Inter , . : ;).
- `<face>.png`, `<face>-1.png`, `<face>-2.png`: the glyph masks, 8-bit coverage rendered
  unhinted by FreeType at PPEM pixels per em, shelf-packed into one grey atlas that is stored as
  three bands, one file each, so a run decodes only the bands of the glyphs it draws: ASCII and
  the tabular alternates first, then the punctuation and symbols UI text mixes in (Latin-1's,
  general punctuation, €, the password dot), then the rest (letters beyond ASCII, other
  currency signs, arrows).

`--repack FOLDER` re-packs the committed data into that layout without FreeType: every mask is
cut from the existing atlas (one `.png`, or the bands) and placed anew, byte for byte; only the
atlas places and height in the `.ppfont` files change.

Deterministic: the same font files give the same bytes (no timestamps, sorted everything).
"""
import io, os, struct, sys
import freetype
from fontTools.ttLib import TTFont
from PIL import Image

PPEM = int(os.environ.get("PIXELPROOF_FONT_PPEM", "64"))
ATLAS_WIDTH = 1024
INTER = "/usr/share/fonts/opentype/inter"
DEJAVU = "/usr/share/fonts/truetype/dejavu"
LIBERATION = "/usr/share/fonts/truetype/liberation2"

# (stored name, source file). Weights: see FaceDescriptor.swift for how SwiftUI's nine weights map.
FACES = [
    ("inter-300", f"{INTER}/Inter-Light.otf"),
    ("inter-400", f"{INTER}/Inter-Regular.otf"),
    ("inter-500", f"{INTER}/Inter-Medium.otf"),
    ("inter-600", f"{INTER}/Inter-SemiBold.otf"),
    ("inter-700", f"{INTER}/Inter-Bold.otf"),
    ("inter-800", f"{INTER}/Inter-ExtraBold.otf"),
    ("inter-400-italic", f"{INTER}/Inter-Italic.otf"),
    ("inter-600-italic", f"{INTER}/Inter-SemiBoldItalic.otf"),
    ("inter-700-italic", f"{INTER}/Inter-BoldItalic.otf"),
    ("interdisplay-400", f"{INTER}/InterDisplay-Regular.otf"),
    ("interdisplay-500", f"{INTER}/InterDisplay-Medium.otf"),
    ("interdisplay-600", f"{INTER}/InterDisplay-SemiBold.otf"),
    ("interdisplay-700", f"{INTER}/InterDisplay-Bold.otf"),
    ("interdisplay-800", f"{INTER}/InterDisplay-ExtraBold.otf"),
    ("interdisplay-400-italic", f"{INTER}/InterDisplay-Italic.otf"),
    ("interdisplay-600-italic", f"{INTER}/InterDisplay-SemiBoldItalic.otf"),
    ("interdisplay-700-italic", f"{INTER}/InterDisplay-BoldItalic.otf"),
    ("mono-400", f"{DEJAVU}/DejaVuSansMono.ttf"),
    ("mono-700", f"{DEJAVU}/DejaVuSansMono-Bold.ttf"),
    ("serif-400", f"{LIBERATION}/LiberationSerif-Regular.ttf"),
    ("serif-700", f"{LIBERATION}/LiberationSerif-Bold.ttf"),
    ("serif-400-italic", f"{LIBERATION}/LiberationSerif-Italic.ttf"),
    ("serif-700-italic", f"{LIBERATION}/LiberationSerif-BoldItalic.ttf"),
]

RANGES = [
    (0x20, 0x7E),      # ASCII
    (0xA0, 0xFF),      # Latin-1
    (0x100, 0x17F),    # Latin Extended-A
    (0x300, 0x36F),    # combining marks (accents over any base)
    (0x370, 0x3FF),    # Greek
    (0x400, 0x4FF),    # Cyrillic
    (0x2000, 0x206F),  # general punctuation (curly quotes, dashes, ellipsis, bullet)
    (0x20A0, 0x20C0),  # currency
    (0x2190, 0x21FF),  # arrows
    (0x25CF, 0x25CF),  # black circle (password dot)
    (0xFFFD, 0xFFFD),  # replacement character
]


def wanted_code_points(cmap):
    return sorted(cp for lo, hi in RANGES for cp in range(lo, hi + 1) if cp in cmap)


def flattened_kerning(font, cmap, code_points):
    """Pair values of the `kern` feature's pair-positioning lookups, by glyph name, first match wins."""
    if "GPOS" not in font:
        return {}
    gpos = font["GPOS"].table
    lookups = set()
    for record in gpos.FeatureList.FeatureRecord:
        if record.FeatureTag == "kern":
            lookups.update(record.Feature.LookupListIndex)
    names = {cmap[cp] for cp in code_points}
    result = {}
    for index in sorted(lookups):
        lookup = gpos.LookupList.Lookup[index]
        subtables = lookup.SubTable
        if lookup.LookupType == 9:
            subtables = [s.ExtSubTable for s in subtables]
        decided = set()  # (left) glyphs a format-2 subtable already claimed in this lookup
        for sub in subtables:
            if getattr(sub, "LookupType", 2) != 2 and lookup.LookupType != 9:
                continue
            coverage = [g for g in sub.Coverage.glyphs]
            if sub.Format == 1:
                for first, pairset in zip(coverage, sub.PairSet):
                    if first not in names:
                        continue
                    for record in pairset.PairValueRecord:
                        second = record.SecondGlyph
                        if second not in names or (first, second) in result:
                            continue
                        value = getattr(record.Value1, "XAdvance", 0) if record.Value1 else 0
                        result[(first, second)] = value or 0
            elif sub.Format == 2:
                class1 = sub.ClassDef1.classDefs
                class2 = sub.ClassDef2.classDefs
                for first in coverage:
                    if first not in names:
                        continue
                    row = sub.Class1Record[class1.get(first, 0)]
                    for second in names:
                        if (first, second) in result:
                            continue
                        value = row.Class2Record[class2.get(second, 0)].Value1
                        v = getattr(value, "XAdvance", 0) if value else 0
                        if v:
                            result[(first, second)] = v
    return {k: v for k, v in result.items() if v}


def tabular_alternates(font, cmap, code_points):
    """The `tnum` feature's single substitutions for the stored code points: {code point: glyph name}.

    Only lookups of type 1 (single substitution, or type 7 extensions of it) are read; a code
    point whose glyph the feature leaves alone is not listed."""
    if "GSUB" not in font:
        return {}
    gsub = font["GSUB"].table
    lookups = set()
    for record in gsub.FeatureList.FeatureRecord:
        if record.FeatureTag == "tnum":
            lookups.update(record.Feature.LookupListIndex)
    result = {}
    for index in sorted(lookups):
        lookup = gsub.LookupList.Lookup[index]
        for sub in lookup.SubTable:
            if lookup.LookupType == 7:
                sub = sub.ExtSubTable
            mapping = getattr(sub, "mapping", None)
            if getattr(sub, "LookupType", lookup.LookupType) != 1 or mapping is None:
                continue
            for cp in code_points:
                source = cmap[cp]
                if cp not in result and source in mapping and mapping[source] != source:
                    result[cp] = mapping[source]
    return result


def rendered(face, load, advance, cp):
    """One glyph's coverage mask (trimmed to 0×0 when blank) and bearings, as a record."""
    load()
    bitmap = face.glyph.bitmap
    w, h = bitmap.width, bitmap.rows
    rows = bytes(bitmap.buffer)
    pitch = bitmap.pitch
    pixels = b"".join(rows[y * pitch:y * pitch + w] for y in range(h))
    # Trim fully blank glyphs (spaces) to 0×0.
    if not any(pixels):
        w = h = 0
        pixels = b""
    return dict(cp=cp, advance=advance, w=w, h=h, left=face.glyph.bitmap_left, top=face.glyph.bitmap_top, pixels=pixels)


def classes(matrix_rows):
    """Distinct rows get class numbers in order of first appearance; all-zero rows are class 0."""
    mapping, table = {}, []
    assigned = []
    for row in matrix_rows:
        key = tuple(row)
        if not any(key):
            assigned.append(0)
            continue
        if key not in mapping:
            mapping[key] = len(table) + 1
            table.append(key)
        assigned.append(mapping[key])
    return assigned, table


def build(name, path, out):
    font = TTFont(path)
    cmap = font.getBestCmap()
    upm = font["head"].unitsPerEm
    hhea, os2 = font["hhea"], font["OS/2"]
    cap = getattr(os2, "sCapHeight", 0) or 0
    xh = getattr(os2, "sxHeight", 0) or 0
    hmtx = font["hmtx"]
    code_points = wanted_code_points(cmap)

    face = freetype.Face(path)
    face.set_pixel_sizes(0, PPEM)
    flags = freetype.FT_LOAD_RENDER | freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_TARGET_NORMAL
    glyphs = [rendered(face, lambda cp=cp: face.load_char(cp, flags), hmtx[cmap[cp]][0], cp) for cp in code_points]

    # Tabular alternates (`tnum`): stored after the kerning table, drawn for monospaced digits.
    # InterDisplay 4.0 beta7's `tnum` digits are not all one width, so the ten digits' alternates
    # are set on the widest one's advance, each centred in it (to the nearest stored pixel):
    # monospaced digits then line up in every face.
    alternates = tabular_alternates(font, cmap, code_points)
    tabular = [rendered(face, lambda name=name: face.load_glyph(font.getGlyphID(name), flags), hmtx[name][0], cp)
               for cp, name in sorted(alternates.items())]
    digits = [g for g in tabular if 0x30 <= g["cp"] <= 0x39]
    if digits:
        widest = max(g["advance"] for g in digits)
        for g in digits:
            g["left"] += round((widest - g["advance"]) * PPEM / (2 * upm))
            g["advance"] = widest

    bands = packed_bands(glyphs, tabular)
    height = sum(band.height for band in bands)

    kerning = flattened_kerning(font, cmap, code_points)
    names = [cmap[cp] for cp in code_points]
    matrix = [[kerning.get((a, b), 0) for b in names] for a in names]
    left, left_table = classes(matrix)
    columns = [[row[j] for row in matrix] for j in range(len(names))]
    right, right_table = classes(columns)
    n_left, n_right = len(left_table) + 1, len(right_table) + 1
    values = [[0] * n_right for _ in range(n_left)]
    for i, lc in enumerate(left):
        for j, rc in enumerate(right):
            if lc and rc:
                values[lc][rc] = matrix[i][j]

    data = io.BytesIO()
    data.write(b"PPFONT1\0")
    data.write(struct.pack("<HhhhhhHHHHI", upm, hhea.ascent, hhea.descent, hhea.lineGap, cap, xh, PPEM,
                           ATLAS_WIDTH, height, len(tabular), len(glyphs)))
    for g in glyphs:
        data.write(struct.pack("<IHHHHHhh", g["cp"], g["advance"], g["x"], g["y"], g["w"], g["h"], g["left"], g["top"]))
    data.write(struct.pack("<HH", n_left, n_right))
    data.write(struct.pack(f"<{len(glyphs)}H", *left))
    data.write(struct.pack(f"<{len(glyphs)}H", *right))
    for row in values:
        data.write(struct.pack(f"<{n_right}h", *row))
    for g in tabular:
        data.write(struct.pack("<IHHHHHhh", g["cp"], g["advance"], g["x"], g["y"], g["w"], g["h"], g["left"], g["top"]))
    with open(os.path.join(out, f"{name}.ppfont"), "wb") as f:
        f.write(data.getvalue())
    save_bands(bands, out, name)
    return len(glyphs), len(tabular), len(kerning), n_left, n_right, height


BAND_FILES = ("{}.png", "{}-1.png", "{}-2.png")


def band_of(cp, tabular):
    """0: ASCII and the tabular alternates (nearly every run draws them); 1: the punctuation and
    symbols UI text mixes in (Latin-1's U+00A0-U+00BF, × and ÷, general punctuation U+2000-U+206F:
    dashes, quotes, the ellipsis, the bullet; €, the password dot U+25CF, U+FFFD); 2: the rest
    (the letters of Latin-1, Latin Extended-A, Greek and Cyrillic, combining marks, the other
    currency signs, arrows)."""
    if tabular or 0x20 <= cp <= 0x7E:
        return 0
    if 0xA0 <= cp <= 0xBF or cp in (0xD7, 0xF7, 0x20AC, 0x25CF, 0xFFFD) or 0x2000 <= cp <= 0x206F:
        return 1
    return 2


def packed_bands(glyphs, tabular):
    """Shelf-packs the masks (tallest first, ties by code point, one pixel of gap) band by band
    into one atlas ATLAS_WIDTH wide, each band starting a shelf of its own; sets each record's
    x and y (0, 0 when blank) and returns one grey image per band (at least one row high)."""
    packed = [(g, band_of(g["cp"], False)) for g in glyphs] + [(g, band_of(g["cp"], True)) for g in tabular]
    images, top = [], 0
    for band in range(len(BAND_FILES)):
        members = sorted((g for g, b in packed if b == band and g["w"]), key=lambda g: (-g["h"], g["cp"]))
        x = y = shelf = 0
        for g in members:
            if x + g["w"] > ATLAS_WIDTH:
                x, y, shelf = 0, y + shelf + 1, 0
            g["x"], g["y"] = x, top + y
            x += g["w"] + 1
            shelf = max(shelf, g["h"])
        height = max(1, y + shelf)
        image = Image.new("L", (ATLAS_WIDTH, height), 0)
        for g in members:
            image.paste(Image.frombytes("L", (g["w"], g["h"]), g["pixels"]), (g["x"], g["y"] - top))
        images.append(image)
        top += height
    for g, _ in packed:
        if not g["w"]:
            g["x"] = g["y"] = 0
    return images


def save_bands(bands, out, name):
    for pattern, image in zip(BAND_FILES, bands):
        image.save(os.path.join(out, pattern.format(name)), optimize=True)


def repack(folder):
    """Re-packs every face's committed masks into the banded layout, byte for byte the same masks."""
    for name, _ in FACES:
        path = os.path.join(folder, f"{name}.ppfont")
        data = bytearray(open(path, "rb").read())
        paths = [os.path.join(folder, p.format(name)) for p in BAND_FILES]
        images = [Image.open(p) for p in paths if os.path.exists(p)]
        assert all(image.mode == "L" for image in images), f"{name}: an atlas is not 8-bit grey"
        atlas = Image.new("L", (ATLAS_WIDTH, sum(image.height for image in images)), 0)
        top = 0
        for image in images:
            atlas.paste(image, (0, top))
            top += image.height
        tabular_count, count = struct.unpack("<HI", data[26:32])
        offsets, offset = [], 32
        for _ in range(count):
            offsets.append(offset)
            offset += 18
        left, right = struct.unpack("<HH", data[offset:offset + 4])
        offset += 4 + 4 * count + 2 * left * right
        for _ in range(tabular_count):
            offsets.append(offset)
            offset += 18
        assert offset == len(data), f"{name}.ppfont: {len(data) - offset} bytes left over"
        records = []
        for at in offsets:
            cp, _, x, y, w, h, _, _ = struct.unpack("<IHHHHHhh", data[at:at + 18])
            records.append(dict(cp=cp, w=w, h=h, at=at, pixels=atlas.crop((x, y, x + w, y + h)).tobytes() if w and h else b""))
        bands = packed_bands(records[:count], records[count:])
        for g in records:
            struct.pack_into("<HH", data, g["at"] + 6, g["x"], g["y"])
        struct.pack_into("<H", data, 24, sum(band.height for band in bands))
        for p in paths:
            if os.path.exists(p):
                os.remove(p)
        save_bands(bands, folder, name)
        with open(path, "wb") as f:
            f.write(data)
        print(f"{name}: bands {' + '.join(str(band.height) for band in bands)} rows")


def main():
    if sys.argv[1] == "--repack":
        repack(sys.argv[2])
        return
    out = sys.argv[1]
    only = sys.argv[2:]
    for name, path in FACES:
        if only and name not in only:
            continue
        n, t, pairs, nl, nr, h = build(name, path, out)
        size = sum(os.path.getsize(os.path.join(out, p.format(name))) for p in BAND_FILES + ("{}.ppfont",))
        print(f"{name}: {n} glyphs, {t} tabular, {pairs} kerning pairs ({nl}×{nr} classes), atlas {ATLAS_WIDTH}×{h}, {size // 1024} KB")


if __name__ == "__main__":
    main()
