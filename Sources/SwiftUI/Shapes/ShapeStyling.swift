import Raster

// SwiftUI's remaining ways to paint a shape: the foreground style, fill rules, full stroke
// styles (dashes, caps, joins), and iOS 17's stroke over a fill.
extension Shape {
    /// The shape filled with the foreground style; `style` picks the fill rule.
    public func fill(style: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .styled(nil, .fill(style.rule), insideBorder: false))
    }

    /// The outline drawn in the foreground style with a line of `lineWidth`.
    public func stroke(lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .styled(nil, .stroke(StrokeStyle(lineWidth: lineWidth).raster), insideBorder: false))
    }

    /// The outline drawn in the foreground style with `style`.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).stroke(style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
    /// ```
    public func stroke(style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .styled(nil, .stroke(style.raster), insideBorder: false))
    }

    /// The outline drawn in `content` with `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .styled(AnyShapeStyle(content), .stroke(style.raster), insideBorder: false))
    }
}

extension Shape where Self: InsettableShape {
    /// A border of `style` inside the shape, in the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .styled(nil, .stroke(style.raster), insideBorder: true))
    }

    /// A border of `lineWidth` inside the shape, in the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .styled(nil, .stroke(StrokeStyle(lineWidth: lineWidth).raster), insideBorder: true))
    }

    /// A border of `style` inside the shape, in `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .styled(AnyShapeStyle(content), .stroke(style.raster), insideBorder: true))
    }
}

extension ShapeView {
    /// iOS 17's `Circle().fill(.blue).stroke(.white, lineWidth: 2)`: the outline drawn over
    /// the fill.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, lineWidth: lineWidth))
    }

    /// The outline drawn with `style` over this shape's paint.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: style))
    }

    /// A border inside the shape drawn over this shape's paint.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, lineWidth: lineWidth))
    }
}

extension ShapeNode {
    /// The drawing of a styled fill or stroke; a border is drawn on the outline inset by half
    /// the line width.
    static func styledContent(_ geometry: ShapeGeometry, _ rect: Rect, _ paint: ResolvedPaint, _ drawing: ShapeDrawing,
                              insideBorder: Bool, details: inout [LaidOutView.Detail]) -> DrawContent {
        switch drawing {
        case .fill(let rule):
            details.append(LaidOutView.Detail("fill", paint.description + (rule == .evenOdd ? " even-odd" : "")))
            return .styled(geometry, paint, drawing, in: rect)
        case .stroke(let style):
            var summary = "\(paint) width \(formatPoints(style.width))"
            if !style.dash.isEmpty { summary += " dash [\(style.dash.map(formatPoints).joined(separator: ", "))]" }
            details.append(LaidOutView.Detail(insideBorder ? "strokeBorder" : "stroke", summary))
            guard insideBorder else { return .styled(geometry, paint, drawing, in: rect) }
            let inset = style.width / 2
            if case .path(let path) = geometry {
                // A custom outline cannot shrink; scale it into the inset rectangle instead.
                let inner = rect.inset(by: Raster.EdgeInsets(all: inset))
                let sx = rect.width > 0 ? inner.width / rect.width : 1, sy = rect.height > 0 ? inner.height / rect.height : 1
                let map = Transform(scaleX: sx, scaleY: sy, translateX: inner.minX - rect.minX * sx, translateY: inner.minY - rect.minY * sy)
                return .styled(.path(path.applying(map)), paint, drawing, in: inner)
            }
            return .styled(geometry.inset(by: inset), paint, drawing, in: rect.inset(by: Raster.EdgeInsets(all: inset)))
        }
    }
}
