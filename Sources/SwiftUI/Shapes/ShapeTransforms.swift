import Raster

/// A shape cut to a fraction of its outline's length: `trim(from:to:)`. A `Circle`'s outline
/// starts at 3 o'clock and runs clockwise, as on iOS, so progress rings are usually rotated
/// by −90°.
///
/// ```swift
/// Circle().trim(from: 0, to: 0.7).stroke(.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
///     .rotationEffect(.degrees(-90))
/// ```
public struct _TrimmedShape<Base: Shape>: Shape {
    public var shape: Base
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

/// A shape turned about an anchor of its frame: `rotation(_:anchor:)`.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let turn = CGAffineTransform(translationX: x, y: y).rotated(by: angle.radians).translatedBy(x: -x, y: -y)
        return shape.path(in: rect).applying(turn)
    }
}

/// A shape scaled about an anchor of its frame: `scale(x:y:anchor:)`.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let map = CGAffineTransform(translationX: x, y: y).scaledBy(x: scale.width, y: scale.height).translatedBy(x: -x, y: -y)
        return shape.path(in: rect).applying(map)
    }
}

/// A shape moved by an offset: `offset(_:)` on a shape.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

/// A shape mapped by an affine transform: `transform(_:)`.
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

/// A shape drawn at a fixed size at its frame's origin: `size(width:height:)`.
public struct _SizedShape<S: Shape>: Shape {
    public var shape: S
    public var size: CGSize

    public func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }
}

extension Shape {
    /// The part of the outline between `from` and `to` (fractions of its length).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The shape turned by `angle` (clockwise on screen) about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x`, `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by `x`, `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape mapped by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The shape drawn at `size`, at its frame's origin.
    public func size(_ size: CGSize) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: size)
    }

    /// The shape drawn `width` × `height`, at its frame's origin.
    public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        size(CGSize(width: width, height: height))
    }
}

extension Path {
    /// The part of this path between fractions `from` and `to` of its length (curves become
    /// fine straight lines, 1/64 pt tolerance).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        Path(storage: storage.trimmed(from: Double(from), to: Double(to)))
    }
}

extension OffsetShape: BuiltInShape {
    /// The base shape's own outline (exact corners and ellipses) in the moved frame.
    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        let outline = shape.outline(in: context)
        let dx = Double(offset.width), dy = Double(offset.height)
        return ShapeOutline(tokenPaths: outline.tokenPaths) { rect in outline.make(rect.offsetBy(dx: dx, dy: dy)) }
    }
}

extension _SizedShape: BuiltInShape {
    /// The base shape's own outline in a frame of the fixed size at the frame's origin.
    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        let outline = shape.outline(in: context)
        let size = Size(width: Double(self.size.width), height: Double(self.size.height))
        return ShapeOutline(tokenPaths: outline.tokenPaths) { rect in outline.make(Rect(origin: rect.origin, size: size)) }
    }
}
