import BitmapText
import Raster
import Tokens

/// The accessibility snapshot as a picture, in the format AccessibilitySnapshot made familiar:
/// the rendered view with every element VoiceOver visits outlined in its own colour over a light
/// tint of it and numbered in reading order, beside a legend listing each number with the
/// element's label, value, traits and hint. Drawn with the bundled bitmap font at the layout's
/// scale, so the same layout always gives the same pixels.
///
/// Colours come from `palette` in reading order (element 1 the first colour, wrapping after the
/// last), so an element keeps its colour while the elements before it stay the same.
///
/// ```swift
/// let result = layout(SettingsRow(), size: .width(390), scale: .x2)
/// let picture = try AccessibilityImage.draw(result)   // view on the left, legend on the right
/// ```
public enum AccessibilityImage {
    /// Distinct, saturated hues that read on white and black, each ≥ 3:1 against the legend's
    /// white: red, blue, green, purple, orange, teal, magenta, brown, indigo, olive.
    public static let palette: [RGBA8] = [
        "#D7263D", "#1E5AC8", "#1B7F3B", "#7B2CBF", "#C75000",
        "#00737A", "#B0177A", "#7A4A1E", "#3F3FB0", "#5E6B00",
    ].map { RGBA8(hex: $0)! }

    /// The legend's width in points *(choice: room for a 40-character label line in body text)*.
    static let legendWidth = 300.0
    static let gap = 16.0
    static let margin = 12.0
    static let badgeSize = 14.0

    /// The picture of `result`: its render (on white in light mode, black in dark) with the
    /// element overlay, and the legend on white to its right. Throws the layout's problems
    /// (missing tokens, unknown symbols), as `render` does.
    public static func draw(_ result: LayoutResult) throws(LayoutProblems) -> Bitmap {
        guard result.problems.isEmpty else { throw LayoutProblems(problems: result.problems) }
        let elements = AccessibilityTree(result).elements
        let scale = result.scale
        let factor = Double(scale.factor)
        let canvasColor: RGBA8 = result.colorScheme == .dark ? RGBA8(r: 0, g: 0, b: 0) : RGBA8(r: 255, g: 255, b: 255)
        let rendered = result.rasterize(background: canvasColor)

        let entries = elements.enumerated().map { LegendEntry(number: $0.offset + 1, element: $0.element, width: legendWidth - badgeSize - 8) }
        let legendHeight = entries.reduce(0) { $0 + $1.height } + Double(max(0, entries.count - 1)) * 10
        let viewWidth = result.size.width, viewHeight = result.size.height
        let width = margin + viewWidth + gap + legendWidth + margin
        let height = margin * 2 + max(viewHeight, legendHeight, badgeSize)
        let canvas = Raster.Canvas(size: Size(width: width, height: height), scale: scale, background: .white)

        // The overlay is drawn on a clear canvas the size of the page, then composited over the
        // page once the render is copied in; the legend is drawn straight onto the page. Badges
        // sit centred on each frame's top-leading corner, so they hide little of the view.
        let overlay = Raster.Canvas(size: Size(width: width, height: height), scale: scale, background: .clear)
        overlay.translateBy(x: margin, y: margin)
        for (index, element) in elements.enumerated() {
            let color = palette[index % palette.count]
            let frame = element.frame
            overlay.fill(.rect(frame), .solid(color.withOpacity(46)))
            overlay.strokeBorder(.rect(frame), Raster.StrokeStyle(width: 2), .solid(color))
        }
        for (index, element) in elements.enumerated() {
            let badge = Rect(x: element.frame.minX - badgeSize / 2, y: element.frame.minY - badgeSize / 2, width: badgeSize, height: badgeSize)
            drawBadge(number: index + 1, color: palette[index % palette.count], in: badge, on: overlay)
        }

        var y = margin
        let legendX = margin + viewWidth + gap
        for (index, entry) in entries.enumerated() {
            let color = palette[index % palette.count]
            drawBadge(number: entry.number, color: color, in: Rect(x: legendX, y: y, width: badgeSize, height: badgeSize), on: canvas)
            entry.draw(on: canvas, at: Point(x: legendX + badgeSize + 8, y: y))
            y += entry.height + 10
        }
        if entries.isEmpty {
            canvas.draw(TextLayout(text: "no accessibility elements", style: .footnote), at: Point(x: legendX, y: margin), paint: .solid(secondaryInk))
        }

        var page = canvas.makeBitmap()
        page.copy(rendered, toX: Int((margin * factor).rounded()), y: Int((margin * factor).rounded()))
        let marks = overlay.makeBitmap()
        for py in 0..<marks.height {
            for px in 0..<marks.width where marks[px, py].a > 0 {
                page[px, py] = sourceOver(marks[px, py], page[px, py])
            }
        }
        return page
    }

    static let ink = RGBA8(r: 0x1D, g: 0x1D, b: 0x1F)
    static let secondaryInk = RGBA8(r: 0x5A, g: 0x5A, b: 0x60)

    /// A filled square of `color` with `number` in white, centred.
    private static func drawBadge(number: Int, color: RGBA8, in rect: Rect, on canvas: Raster.Canvas) {
        canvas.fill(.roundedRect(rect, cornerRadius: 4), .solid(color))
        let text = TextLayout(text: "\(number)", style: .caption2)
        canvas.draw(text, at: Point(x: rect.midX - text.size.width / 2, y: rect.midY - text.size.height / 2), paint: .solid(.white))
    }

    /// Straight-alpha source-over of `top` onto an opaque `bottom`, rounded per channel.
    private static func sourceOver(_ top: RGBA8, _ bottom: RGBA8) -> RGBA8 {
        let mixed = WCAGContrast.composite(top, over: bottom)
        return RGBA8(r: mixed.r, g: mixed.g, b: mixed.b)
    }

    /// One element's lines in the legend: the label (or "(no label)" in red), then value,
    /// traits (`textField` for a field), hint and actions, each wrapped to the legend's width.
    struct LegendEntry {
        let number: Int
        let lines: [(TextLayout, RGBA8)]

        init(number: Int, element: AccessibilityElement, width: Double) {
            self.number = number
            var lines: [(TextLayout, RGBA8)] = []
            let label = element.label.isEmpty ? "(no label)" : element.label
            lines.append((TextLayout(text: label, style: .headline, maxWidth: width), element.label.isEmpty ? AccessibilityImage.palette[0] : AccessibilityImage.ink))
            if !element.value.isEmpty {
                lines.append((TextLayout(text: "value: " + element.value, style: .subheadline, maxWidth: width), AccessibilityImage.ink))
            }
            // A text field has no trait of its own; VoiceOver announces "text field".
            let traits = element.traitNames.isEmpty && element.isTextEntry ? ["textField"] : element.traitNames
            if !traits.isEmpty {
                lines.append((TextLayout(text: traits.joined(separator: ", "), style: .footnote, maxWidth: width), AccessibilityImage.secondaryInk))
            }
            if !element.hint.isEmpty {
                lines.append((TextLayout(text: "hint: " + element.hint, style: .footnote, maxWidth: width), AccessibilityImage.secondaryInk))
            }
            if !element.actions.isEmpty {
                lines.append((TextLayout(text: "actions: " + element.actions.joined(separator: ", "), style: .footnote, maxWidth: width),
                              AccessibilityImage.secondaryInk))
            }
            self.lines = lines
        }

        var height: Double {
            max(AccessibilityImage.badgeSize, lines.reduce(0) { $0 + $1.0.size.height } + Double(max(0, lines.count - 1)) * 2)
        }

        func draw(on canvas: Raster.Canvas, at origin: Point) {
            var y = origin.y
            for (layout, color) in lines {
                canvas.draw(layout, at: Point(x: origin.x, y: y), paint: .solid(color))
                y += layout.size.height + 2
            }
        }
    }
}

extension LayoutResult {
    /// This layout as an accessibility snapshot picture (see `AccessibilityImage`).
    public func accessibilityImage() throws(LayoutProblems) -> Bitmap { try AccessibilityImage.draw(self) }
}
