import BitmapText
import Raster
import Tokens

/// A 2D outline that fills the space it is offered, like SwiftUI's `Shape`. On its own it is
/// filled with the foreground style; `fill`, `stroke` and `strokeBorder` pick another paint.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// Triangle().fill(Color.orange).frame(width: 20, height: 20)
/// ```
public protocol Shape: Animatable, View, Sendable {
    /// The outline inside `rect`, in the shape's own coordinates (the frame's top-left is (0, 0)).
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: ShapeView<Self> { ShapeView(shape: self, drawing: .foreground) }

    /// The shape filled with `content`; `style` picks the even-odd rule.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ShapeView<Self> {
        style.isEOFilled ? ShapeView(shape: self, drawing: .styled(AnyShapeStyle(content), .fill(style.rule), insideBorder: false))
            : ShapeView(shape: self, drawing: .fill(AnyShapeStyle(content)))
    }

    /// The outline drawn with a line of `lineWidth` centred on it.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), lineWidth: lineWidth, insideBorder: false))
    }

    /// The outline drawn with a line of `lineWidth` that stays inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), lineWidth: lineWidth, insideBorder: true))
    }

    /// How this shape outlines a rectangle, with any token-driven radii resolved.
    func outline(in context: ResolveContext) -> ShapeOutline {
        if let builtIn = self as? any BuiltInShape {
            return builtIn.builtInOutline(in: context)
        }
        // Drawn at placement, with the environment where the shape was resolved in scope, so
        // token values read inside `path(in:)` resolve (and are recorded) as they would in
        // `body`. SwiftUI hands `path(in:)` the frame at (0, 0); the outline is moved to the frame.
        return ShapeOutline { rect in
            let local = context.evaluate { path(in: CGRect(origin: .zero, size: CGSize(rect.size))) }
            return (.path(local.storage.offsetBy(dx: rect.minX, dy: rect.minY)), rect)
        }
    }
}

/// Shapes whose outline the rasterizer knows natively (exact rounded corners and capsules).
protocol BuiltInShape {
    func builtInOutline(in context: ResolveContext) -> ShapeOutline
}

/// A shape turned into geometry for a given frame: the outline and the rectangle it is drawn in
/// (a circle draws in the centred square).
struct ShapeOutline: @unchecked Sendable {
    // Built from pure shape values; called only while laying out one render.
    let make: (Rect) -> (ShapeGeometry, Rect)

    var tokenPaths: [String] = []

    init(tokenPaths: [String] = [], _ make: @escaping (Rect) -> (ShapeGeometry, Rect)) {
        self.make = make
        self.tokenPaths = tokenPaths
    }
}

/// A shape with its paint: what `fill`, `stroke` and `strokeBorder` return.
public struct ShapeView<Content: Shape>: View, PrimitiveView {
    enum Drawing {
        case foreground
        case fill(AnyShapeStyle)
        case stroke(AnyShapeStyle, lineWidth: CGFloat, insideBorder: Bool)
        /// A fill under a rule, or a stroke with a full style (`ShapeStyling.swift`).
        case styled(AnyShapeStyle?, ShapeDrawing, insideBorder: Bool)
    }

    let shape: Content
    let drawing: Drawing

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let outline = shape.outline(in: context)
        let shapeDrawing: ShapeNode.Drawing
        switch drawing {
        case .foreground:
            shapeDrawing = .fill(context.foregroundPaint)
        case .fill(let style):
            shapeDrawing = .fill(context.paint(style))
        case .stroke(let style, let lineWidth, let insideBorder):
            shapeDrawing = .stroke(context.paint(style), lineWidth: Double(lineWidth), insideBorder: insideBorder)
        case .styled(let style, let drawing, let insideBorder):
            shapeDrawing = .styled(style.map { context.paint($0) } ?? context.foregroundPaint, drawing, insideBorder: insideBorder)
        }
        return [ShapeNode(kind: TypeName.of(Content.self), outline: outline, drawing: shapeDrawing)]
    }
}
