import Raster

/// The type specimen a reviewer judges the text by: every text style at one Dynamic Type size and
/// display scale, light appearance on the left and dark on the right. Each style shows a caption
/// naming its point size, the face it draws with and its line height, a long paragraph wrapped to 320 pt, and
/// the same paragraph cut to one line with a tail ellipsis. `pixelproof specimen` writes one page
/// per Dynamic Type size and scale.
///
/// ```swift
/// let page = Specimen.page(dynamicTypeSize: .large, scale: .x2)   // a Bitmap
/// for (name, bitmap) in Specimen.pages() { try PNGCodec.write(bitmap, to: folder.appendingPathComponent(name)) }
/// ```
public enum Specimen {
    /// The paragraph every style sets: Latin with accents, kerning pairs and punctuation, then
    /// Greek, Cyrillic, an arrow and the password dot, then an unknown code point (the box).
    public static let paragraph = "Sphinx of black quartz, judge my vow — “Type” AVA Ta, 1,2 € • Ελληνικά · Русский → ● \u{E000} end."
    /// The width paragraphs wrap at, in points.
    public static let measure = 320.0

    /// The scales `pages()` draws by default.
    public static let scales: [DisplayScale] = [.x1, .x2]

    struct Appearance {
        var background: RGBA8
        var primary: RGBA8
        var secondary: RGBA8

        static let light = Appearance(background: .white, primary: RGBA8(r: 0, g: 0, b: 0), secondary: RGBA8(r: 0x6C, g: 0x6C, b: 0x70))
        static let dark = Appearance(background: .black, primary: .white, secondary: RGBA8(r: 0x98, g: 0x98, b: 0x9F))
    }

    /// One page per Dynamic Type size and scale, named `specimen-<size>-<scale>x.png`
    /// (`specimen-Large-2x.png`, `specimen-AX5-1x.png`), smallest size first.
    public static func pages(scales: [DisplayScale] = scales, sizes: [DynamicTypeSize] = DynamicTypeSize.allCases) -> [(name: String, bitmap: Bitmap)] {
        var pages: [(String, Bitmap)] = []
        for size in sizes {
            for scale in scales {
                pages.append(("specimen-\(size)-\(scale.factor)x.png", page(dynamicTypeSize: size, scale: scale)))
            }
        }
        return pages
    }

    /// The page for one Dynamic Type size at one scale.
    public static func page(dynamicTypeSize: DynamicTypeSize, scale: DisplayScale) -> Bitmap {
        page(slots: TextStyleSlot.allCases, dynamicTypeSize: dynamicTypeSize, scale: scale)
    }

    /// A page holding only some styles (the golden tests use short pages).
    static func page(
        slots: [TextStyleSlot], dynamicTypeSize: DynamicTypeSize, scale: DisplayScale, text: String = paragraph, measure: Double = measure
    ) -> Bitmap {
        let padding = 16.0, gap = 12.0
        let columnWidth = measure + 2 * padding
        let title = TextLayout(text: "Text specimen · Dynamic Type \(dynamicTypeSize) · \(scale)", style: .headline, maxWidth: measure)
        var blocks: [(caption: TextLayout, wrapped: TextLayout, truncated: TextLayout)] = []
        for slot in slots {
            let style = TextStyle(slot)
            blocks.append((
                TextLayout(text: caption(for: style, slot: slot, dynamicTypeSize: dynamicTypeSize), style: .caption1, maxWidth: measure),
                TextLayout(text: text, style: style, dynamicTypeSize: dynamicTypeSize, maxWidth: measure),
                TextLayout(text: text, style: style, dynamicTypeSize: dynamicTypeSize, maxWidth: measure, lineLimit: 1)
            ))
        }
        var height = padding + title.size.height + gap
        for block in blocks {
            height += block.caption.size.height + 4 + block.wrapped.size.height + 6 + block.truncated.size.height + gap
        }
        height += padding - gap
        let canvas = Canvas(size: Size(width: 2 * columnWidth, height: height.rounded(.up)), scale: scale, background: Appearance.light.background)
        canvas.fill(Rect(x: columnWidth, y: 0, width: columnWidth, height: height.rounded(.up)), .solid(Appearance.dark.background))
        for (column, appearance) in [Appearance.light, .dark].enumerated() {
            let x = Double(column) * columnWidth + padding
            var y = padding
            canvas.draw(title, at: Point(x: x, y: y), paint: .solid(appearance.primary))
            y += title.size.height + gap
            for block in blocks {
                canvas.draw(block.caption, at: Point(x: x, y: y), paint: .solid(appearance.secondary))
                y += block.caption.size.height + 4
                canvas.draw(block.wrapped, at: Point(x: x, y: y), paint: .solid(appearance.primary))
                y += block.wrapped.size.height + 6
                canvas.draw(block.truncated, at: Point(x: x, y: y), paint: .solid(appearance.primary))
                y += block.truncated.size.height + gap
            }
        }
        return canvas.makeBitmap()
    }

    /// "body · 17 pt → inter-400 · line 22 pt".
    static func caption(for style: TextStyle, slot: TextStyleSlot, dynamicTypeSize: DynamicTypeSize) -> String {
        let points = style.pointSize(at: dynamicTypeSize)
        let face = FaceDescriptor(style: style, points: points)
        let lineHeight = ResolvedFont(style: style, dynamicTypeSize: dynamicTypeSize).lineHeight
        return "\(slot.rawValue) · \(formatPoints(points)) pt → \(face.resourceName) · line \(formatPoints(Double(lineHeight))) pt"
    }
}
