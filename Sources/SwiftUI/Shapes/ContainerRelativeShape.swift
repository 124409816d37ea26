import Raster

/// The shape of the container a view is in, SwiftUI's `ContainerRelativeShape`. Apple's
/// documentation: "A shape that is replaced by an inset version of the current container
/// shape. If no container shape was defined, is replaced by a rectangle." Pixelproof has no
/// container shapes (widgets), so it draws the rectangle.
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
