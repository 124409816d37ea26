import BitmapText
import Raster
import Tokens

/// A rectangle filling its frame.
public struct Rectangle: Shape, BuiltInShape {
    public init() {}

    public func path(in rect: Rect) -> Path {
        Path { $0.addRect(rect) }
    }

    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        ShapeOutline { rect in (.rectangle, rect) }
    }
}

/// A rectangle with rounded corners; `.continuous` (the default, as in SwiftUI) draws Apple's
/// smooth corner, `.circular` a quarter circle.
///
/// ```swift
/// RoundedRectangle(cornerRadius: Radius.lg, style: .continuous).fill(Color.bgSurface)
/// ```
public struct RoundedRectangle: Shape, BuiltInShape {
    public var cornerRadius: Length
    public var style: RoundedCornerStyle

    public init(cornerRadius: Length, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }

    /// The outline; a token radius is read from the environment of the view being resolved.
    public func path(in rect: Rect) -> Path {
        .roundedRect(rect, cornerRadius: cornerRadius.currentPoints, style: style.cornerStyle)
    }

    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        let radius = context.length(cornerRadius)
        let style = style
        return ShapeOutline(tokenPaths: cornerRadius.tokenPaths) { rect in
            (.roundedRectangle(CornerRadii(all: radius), style: style), rect)
        }
    }
}

/// A rectangle with a radius per corner.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12)
/// ```
public struct UnevenRoundedRectangle: Shape, BuiltInShape {
    public var topLeadingRadius: Length
    public var bottomLeadingRadius: Length
    public var bottomTrailingRadius: Length
    public var topTrailingRadius: Length
    public var style: RoundedCornerStyle

    public init(topLeadingRadius: Length = 0, bottomLeadingRadius: Length = 0, bottomTrailingRadius: Length = 0,
                topTrailingRadius: Length = 0, style: RoundedCornerStyle = .continuous) {
        self.topLeadingRadius = topLeadingRadius
        self.bottomLeadingRadius = bottomLeadingRadius
        self.bottomTrailingRadius = bottomTrailingRadius
        self.topTrailingRadius = topTrailingRadius
        self.style = style
    }

    /// The outline; token radii are read from the environment of the view being resolved.
    public func path(in rect: Rect) -> Path {
        let radii = CornerRadii(topLeading: topLeadingRadius.currentPoints, topTrailing: topTrailingRadius.currentPoints,
                                bottomTrailing: bottomTrailingRadius.currentPoints, bottomLeading: bottomLeadingRadius.currentPoints)
        return .roundedRect(rect, cornerRadii: radii, style: style.cornerStyle)
    }

    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        let radii = CornerRadii(
            topLeading: context.length(topLeadingRadius), topTrailing: context.length(topTrailingRadius),
            bottomTrailing: context.length(bottomTrailingRadius), bottomLeading: context.length(bottomLeadingRadius))
        let style = style
        let tokens = [topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius].flatMap(\.tokenPaths)
        return ShapeOutline(tokenPaths: tokens) { rect in (.roundedRectangle(radii, style: style), rect) }
    }
}

/// A rounded rectangle whose shorter sides are semicircles (always circular ends).
public struct Capsule: Shape, BuiltInShape {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    public func path(in rect: Rect) -> Path {
        .capsule(in: rect)
    }

    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        let style = style
        return ShapeOutline { rect in (.capsule(style: style), rect) }
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape, BuiltInShape {
    public init() {}

    public func path(in rect: Rect) -> Path {
        Path { $0.addEllipse(in: rect) }
    }

    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        ShapeOutline { rect in (.ellipse, rect) }
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape, BuiltInShape {
    public init() {}

    public func path(in rect: Rect) -> Path {
        Path { $0.addEllipse(in: Circle.square(in: rect)) }
    }

    static func square(in rect: Rect) -> Rect {
        let side = min(rect.width, rect.height)
        return Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }

    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        ShapeOutline { rect in (.ellipse, Circle.square(in: rect)) }
    }
}

extension Path: Shape {
    public func path(in rect: Rect) -> Path { self }
}
