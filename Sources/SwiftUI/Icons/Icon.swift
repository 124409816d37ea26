import BitmapText
import Raster
import Tokens

/// A vector symbol drawn in a design box (`width` × `height` units, y down): strokes and fills
/// that `Image(systemName:)` scales to the text size and paints in the foreground style.
///
/// ```swift
/// let chevron = IconSet.standard["chevron.right"]!
/// chevron.aspectRatio   // 0.6
/// ```
public struct Icon: Sendable, Hashable {
    /// One stroke or fill of the symbol, in design units.
    public struct Part: Sendable, Hashable {
        public var path: Raster.Path
        /// `nil` fills the path; otherwise the stroke width in design units (round caps).
        public var lineWidth: Double?
        /// Multiplies the paint's alpha (spinner spokes fade).
        public var opacity: Double
        /// Cuts the part out of what the symbol's earlier parts drew (the glyph inside a filled
        /// circle) instead of painting it.
        public var erases: Bool

        public init(path: Raster.Path, lineWidth: Double?, opacity: Double = 1, erases: Bool = false) {
            self.path = path
            self.lineWidth = lineWidth
            self.opacity = opacity
            self.erases = erases
        }
    }

    public let name: String
    public let width: Double
    public let height: Double
    public let parts: [Part]

    public init(name: String, width: Double, height: Double, parts: [Part]) {
        self.name = name
        self.width = width
        self.height = height
        self.parts = parts
    }

    public var aspectRatio: Double { width / height }

    /// Design units per em: a symbol's 20-unit side is as long as the font's point size.
    public static let unitsPerEm = 20.0

    /// The parts mapped into `rect` (absolute points), with line widths scaled to match.
    func parts(in rect: Rect) -> [Part] {
        let scale = min(rect.width / width, rect.height / height)
        let dx = rect.midX - width * scale / 2, dy = rect.midY - height * scale / 2
        return parts.map { part in
            Part(path: part.path.applying(Transform(scaleX: scale, scaleY: scale, translateX: dx, translateY: dy)), lineWidth: part.lineWidth.map { $0 * scale },
                 opacity: part.opacity, erases: part.erases)
        }
    }
}

extension Raster.Path {
    /// Builds an outline in a closure, as `Path { p in … }` does.
    init(_ build: (inout Raster.Path) -> Void) {
        self.init()
        build(&self)
    }

    /// A polyline through `points`, closed when asked.
    static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Raster.Path {
        Raster.Path { path in
            for (index, point) in points.enumerated() {
                let p = Point(x: point.0, y: point.1)
                if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            if closed { path.closeSubpath() }
        }
    }

    /// A circle of radius `r` around (`x`, `y`).
    static func circle(_ x: Double, _ y: Double, _ r: Double) -> Raster.Path {
        .ellipse(in: Rect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
    }

    /// The upper quarter of a circle around (`x`, `y`), from 225° to 315° (y down), as one
    /// cubic with the exact constants √½ and 0.5522847498, so no trigonometry runs.
    static func upperQuarterArc(_ x: Double, _ y: Double, _ r: Double) -> Raster.Path {
        let h = 0.7071067811865476 * r, k = 0.5522847498 * r * 0.7071067811865476
        return Raster.Path { path in
            path.move(to: Point(x: x - h, y: y - h))
            path.addCurve(to: Point(x: x + h, y: y - h), control1: Point(x: x - h + k, y: y - h - k), control2: Point(x: x + h - k, y: y - h - k))
        }
    }
}
