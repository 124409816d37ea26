"""The image pairs `scripts/bench diff` compares (with Pillow; the images are inputs only, so
they only need to be the same from run to run on one machine).

UI-like screens: a grouped background, cards with soft shadows, rounded rectangles, icons and
text-like strokes, all anti-aliased (drawn at 2x and reduced with a box filter, as a renderer's
coverage would be). Pairs, each at every size in SIZES:

- identical: the screen against the same pixels saved with another zlib level (other bytes);
- small-change: one button's colour and label changed (a few thousand pixels);
- shifted: everything below the header moved down 1 px (every edge below it differs);
- all-different: the screen against its colour inverse (every pixel differs).

    python3 scripts/bench.d/diff_images.py OUTPUT_FOLDER
"""
import random
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageOps

SIZES = [(390 * 2, 220 * 2), (1170, 2532), (3840, 2160)]


def screen(width, height, seed, button=(0x00, 0x7A, 0xFF), label_seed=0):
    """A UI screen at `width` x `height`; `button` and `label_seed` vary the primary button."""
    scale = 2
    big = Image.new("RGB", (width * scale, height * scale), (0xF2, 0xF2, 0xF7))
    shadow = Image.new("L", big.size, 0)
    draw = ImageDraw.Draw(big)
    shade = ImageDraw.Draw(shadow)
    rng = random.Random(seed)
    unit = max(1, min(width, height) // 40) * scale

    def text(x, y, columns, size, color, text_seed):
        local = random.Random(text_seed)
        cursor = x
        for _ in range(columns):
            glyph = local.randint(size // 3, size // 2 + 2)
            if local.random() < 0.15:
                cursor += glyph
                continue
            draw.rounded_rectangle([cursor, y, cursor + glyph - size // 8, y + size], radius=size // 6, fill=color)
            cursor += glyph

    # header
    draw.rectangle([0, 0, big.width, 3 * unit], fill=(0xF9, 0xF9, 0xF9))
    text(unit, unit, 12, unit, (0, 0, 0), seed * 100 + 1)
    header = 3 * unit // scale
    # cards in a grid
    columns = max(1, width // 600)
    card_w = (big.width - (columns + 1) * unit) // columns
    card_h = 9 * unit
    top = 4 * unit
    index = 0
    while top + card_h < big.height - unit:
        for column in range(columns):
            left = unit + column * (card_w + unit)
            shade.rounded_rectangle([left, top + unit // 3, left + card_w, top + card_h + unit // 3], radius=unit, fill=60)
            draw.rounded_rectangle([left, top, left + card_w, top + card_h], radius=unit, fill=(255, 255, 255))
            accent = [(0xFF, 0x3B, 0x30), (0x34, 0xC7, 0x59), (0xAF, 0x52, 0xDE), (0xFF, 0x95, 0x00)][index % 4]
            draw.ellipse([left + unit, top + unit, left + 3 * unit, top + 3 * unit], fill=accent)
            text(left + 4 * unit, top + unit, 10 + index % 7, unit * 3 // 4, (0x1C, 0x1C, 0x1E), seed * 100 + 10 + index)
            text(left + 4 * unit, top + 2 * unit + unit // 4, 16 - index % 5, unit // 2, (0x8E, 0x8E, 0x93), seed * 100 + 50 + index)
            draw.rectangle([left + unit, top + 4 * unit, left + card_w - unit, top + 4 * unit + scale], fill=(0xE5, 0xE5, 0xEA))
            for line in range(2):
                text(left + unit, top + 5 * unit + line * unit, 20 - 4 * line, unit // 2, (0x3A, 0x3A, 0x3C), seed * 100 + 90 + index * 3 + line)
            color = button if index == 0 else (0x00, 0x7A, 0xFF)
            bx, by = left + card_w - 7 * unit, top + card_h - 2 * unit - unit // 2
            draw.rounded_rectangle([bx, by, bx + 6 * unit, by + 2 * unit], radius=unit // 2, fill=color)
            text(bx + unit, by + unit // 2, 6, unit, (255, 255, 255), seed * 100 + 200 + (label_seed if index == 0 else 0) + index)
            index += 1
        top += card_h + unit
    shadow = shadow.filter(ImageFilter.GaussianBlur(unit // 2))
    under = Image.new("RGB", big.size, (0, 0, 0))
    # soft shadows: darken where the shadow mask is, under everything drawn except the background
    composed = Image.composite(under, big, shadow.point(lambda v: v // 3))
    cards = big.convert("L").point(lambda v: 255 if v > 0xF7 else 0)
    composed.paste(big, mask=cards)
    composed.paste(big.crop((0, 0, big.width, 3 * unit)), (0, 0))
    del rng
    return composed.reduce(scale), header


def main(folder):
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    for width, height in SIZES:
        name = f"{width}x{height}"
        base, header = screen(width, height, seed=width)
        base.save(out / f"{name}.png", compress_level=6)
        base.save(out / f"{name}.identical.png", compress_level=1)
        screen(width, height, seed=width, button=(0x0A, 0x7A, 0x3B), label_seed=7)[0].save(out / f"{name}.small-change.png", compress_level=6)
        shifted = base.copy()
        shifted.paste(base.crop((0, header, width, height - 1)), (0, header + 1))
        shifted.save(out / f"{name}.shifted.png", compress_level=6)
        ImageOps.invert(base).save(out / f"{name}.all-different.png", compress_level=6)
        print(name)


if __name__ == "__main__":
    main(sys.argv[1])
