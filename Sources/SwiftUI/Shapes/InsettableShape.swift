import Raster

/// A shape that can be drawn inset by an amount on every side, SwiftUI's `InsettableShape`:
/// what `strokeBorder` builds on. Rounded corners shrink with the edges.
///
/// ```swift
/// Circle().inset(by: 4).stroke(.blue, lineWidth: 8)
/// ```
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn `amount` points inside its frame: what `inset(by:)` returns for the built-in
/// shapes.
public struct _InsetShape<Base: Shape>: InsettableShape {
    public var base: Base
    public var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }
}

extension _InsetShape: BuiltInShape {
    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        let outline = base.outline(in: context)
        let amount = Double(amount)
        guard base is any BuiltInShape else {
            return ShapeOutline(tokenPaths: outline.tokenPaths) { rect in
                let inner = rect.inset(by: Raster.EdgeInsets(all: amount))
                let (geometry, drawRect) = outline.make(inner)
                return (geometry, drawRect)
            }
        }
        return ShapeOutline(tokenPaths: outline.tokenPaths) { rect in
            let (geometry, drawRect) = outline.make(rect)
            return (geometry.inset(by: amount), drawRect.inset(by: Raster.EdgeInsets(all: amount)))
        }
    }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension UnevenRoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}
