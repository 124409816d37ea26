import Raster

/// What a `Canvas` draws into, SwiftUI's `GraphicsContext`: fills and strokes paths and draws
/// text under the current transform and opacity. Copies share the canvas they draw into (as
/// SwiftUI's do); changing a copy's transform or opacity affects only that copy.
///
/// ```swift
/// var context = context
/// context.translateBy(x: size.width / 2, y: size.height / 2)
/// context.stroke(Path(ellipseIn: CGRect(x: -20, y: -20, width: 40, height: 40)), with: .color(.red), lineWidth: 2)
/// ```
public struct GraphicsContext {
    /// Collects what one canvas draws, in order, as laid-out views in absolute points.
    final class Recording {
        let context: ResolveContext
        let origin: Point
        let grid: PixelGrid
        var views: [LaidOutView] = []

        init(context: ResolveContext, origin: Point, grid: PixelGrid) {
            self.context = context
            self.origin = origin
            self.grid = grid
        }
    }

    let recording: Recording

    /// The opacity drawing is multiplied by (0…1).
    public var opacity: Double = 1
    /// Where drawing goes: canvas coordinates are mapped through it.
    public var transform: CGAffineTransform = .identity
    /// Accepted: Pixelproof composites normally.
    public var blendMode: BlendMode = .normal

    init(recording: Recording) {
        self.recording = recording
    }

    /// The environment the canvas was resolved in.
    public var environment: EnvironmentValues { recording.context.environment }

    // MARK: Transform

    /// Moves the origin by (`x`, `y`) in the current coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales the coordinates by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates the coordinates clockwise (y points down) by `angle`.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Drawing

    /// Fills `path` with `shading` under `style`'s fill rule.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(path, shading, drawing: .fill(style.rule), kind: "Fill")
    }

    /// Strokes `path` with `shading` and the full stroke style (dashes, caps, joins).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(path, shading, drawing: .stroke(scaled(style).raster), kind: "Stroke")
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide (in the current coordinates).
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with its `anchor` at `point`, at its ideal size, under the transform:
    /// moved, and scaled or rotated with the context as SwiftUI draws canvas text.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let nodes = recording.context.resolve(text)
        guard let node = nodes.first else { return }
        let size = node.sizeThatFits(.unspecified)
        recordText(node, at: point, less: Size(width: size.width * Double(anchor.x), height: size.height * Double(anchor.y)),
                   size: size, proposal: .unspecified)
    }

    /// Draws `text` in `rect`, wrapped to its width, from its top-leading corner, under the
    /// transform.
    public func draw(_ text: Text, in rect: CGRect) {
        let nodes = recording.context.resolve(text)
        guard let node = nodes.first else { return }
        let proposal = ProposedSize(width: Double(rect.width), height: Double(rect.height))
        recordText(node, at: rect.origin, less: Size(width: 0, height: 0), size: node.sizeThatFits(proposal), proposal: proposal)
    }

    /// Draws into a copy of this context (SwiftUI composites it as one layer; Pixelproof
    /// draws its commands in order, which differs only where they overlap with opacity).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Recording

    /// The canvas transform followed by the canvas's place in the render.
    private var absoluteTransform: CGAffineTransform {
        transform.concatenating(CGAffineTransform(translationX: CGFloat(recording.origin.x), y: CGFloat(recording.origin.y)))
    }

    private func absolute(_ point: CGPoint) -> Point { point.applying(absoluteTransform).raster }

    /// How much the transform scales lengths (the square root of its area scale).
    private var lengthScale: Double {
        let t = transform
        return abs(Double(t.a * t.d - t.b * t.c)).squareRoot()
    }

    private func scaled(_ style: StrokeStyle) -> StrokeStyle {
        let scale = CGFloat(lengthScale)
        guard scale != 1 else { return style }
        var scaled = style
        scaled.lineWidth *= scale
        scaled.dash = style.dash.map { $0 * scale }
        scaled.dashPhase *= scale
        return scaled
    }

    /// Places text whose top-leading corner is `offset` before `point` (in this context's
    /// coordinates), where the transform takes `point` (on the pixel grid, as text elsewhere).
    /// A transform that also scales, rotates or skews draws it through a layer mapping it by
    /// the transform's linear part about that point, so the glyphs turn and grow with the
    /// context (placed untransformed, the text could lie outside the canvas, which a layer
    /// does not keep).
    private func recordText(_ node: LayoutNode, at point: CGPoint, less offset: Size, size: Size, proposal: ProposedSize) {
        let at = absolute(point)
        var view = node.place(in: Rect(x: at.x - offset.width, y: at.y - offset.height, width: size.width, height: size.height),
                              proposal: proposal, grid: recording.grid)
        let t = transform
        if t.a != 1 || t.b != 0 || t.c != 0 || t.d != 1 {
            let map = AffineMap(translationX: -at.x, y: -at.y)
                .then(AffineMap(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: 0, ty: 0))
                .then(AffineMap(translationX: at.x, y: at.y))
            view.effects.append(.layer(LayerEffects(transform: map), mask: nil))
        }
        if opacity < 1 { view.effects.insert(.opacity(opacity), at: 0) }
        recording.views.append(view)
    }

    private func record(_ path: Path, _ shading: Shading, drawing: ShapeDrawing, kind: String) {
        let mapped = path.applying(absoluteTransform)
        guard !mapped.isEmpty else { return }
        let bounds = mapped.storage.controlPointBounds
        // A gradient's geometry is given in canvas points; the display list wants it relative
        // to the drawn rectangle.
        var paint = shading.resolve(in: recording.context, bounds: bounds, map: absolute, lengthScale: lengthScale)
        if opacity < 1 { paint = paint.withOpacity(opacity) }
        let details = [LaidOutView.Detail("shape", ShapeNode.describe(.path(mapped.storage))),
                       LaidOutView.Detail(kind == "Fill" ? "fill" : "stroke", paint.description)]
        recording.views.append(LaidOutView(kind: kind, layoutFrame: bounds, grid: recording.grid, details: details,
                                           content: .styled(.path(mapped.storage), paint, drawing, in: bounds)))
    }
}
