import BitmapText
import Raster
import Tokens

/// What one laid-out view draws itself (children draw their own).
enum DrawContent: Sendable {
    case fill(ShapeGeometry, ResolvedPaint, in: Rect)
    /// A stroke centred on the outline; `strokeBorder` arrives here already inset by half the
    /// line width.
    case stroke(ShapeGeometry, ResolvedPaint, lineWidth: Double, in: Rect)
    case text(TextRun)
    /// Symbol or spinner parts in absolute points, painted with `ResolvedPaint` times each part's opacity.
    case vector([Icon.Part], ResolvedPaint)
    /// A fill with a fill rule or a stroke with a full `StrokeStyle` (dashes, caps, joins).
    case styled(ShapeGeometry, ResolvedPaint, ShapeDrawing, in: Rect)
    /// Bitmap images (several for tiles and nine-slice pieces).
    case images([DrawnImage])
}

/// Effects a laid-out view applies to itself and its children, outermost first.
enum DrawEffect: Sendable {
    case opacity(Double)
    case clip(ShapeGeometry, Rect)
    case shadow(ResolvedShadow)
    case compositingGroup
    case hidden
    /// A layer with effects (transform, blend mode, colour matrix, blur) and an optional mask
    /// whose alpha the layer is multiplied by.
    case layer(LayerEffects, mask: LaidOutView?)
}

/// A drop shadow after resolution: colour, blur radius and offset in points.
public struct ResolvedShadow: Sendable, Hashable, CustomStringConvertible {
    public var color: ResolvedColor
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: ResolvedColor, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }

    public var description: String { "\(color) r\(formatPoints(radius)) (\(formatPoints(x)), \(formatPoints(y)))" }
}
