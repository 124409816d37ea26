import Raster

/// A shape whose concrete type is hidden, SwiftUI's `AnyShape`, for picking shapes at run time.
///
/// ```swift
/// let outline = isRound ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 8))
/// ```
public struct AnyShape: Shape, BuiltInShape {
    private let base: any Shape

    public init<S: Shape>(_ shape: S) {
        base = (shape as? AnyShape)?.base ?? shape
    }

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect)
    }

    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        base.outline(in: context)
    }
}

/// The shape of the container a view is in, SwiftUI's `ContainerRelativeShape`. Outside
/// widgets and containers that declare a shape, iOS draws it as the container's plain
/// rectangle, and so does Pixelproof.
public struct ContainerRelativeShape: InsettableShape, BuiltInShape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(rect)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }

    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        ShapeOutline { rect in (.rectangle, rect) }
    }
}
