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
