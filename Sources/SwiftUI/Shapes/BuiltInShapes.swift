import BitmapText
import Raster
import Tokens

/// A rectangle filling its frame.
public struct Rectangle: Shape, BuiltInShape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(rect)
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
    public var cornerRadius: CGFloat
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }

    public var cornerSize: CGSize { CGSize(width: cornerRadius, height: cornerRadius) }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: cornerRadius, style: style)
    }

    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        let radius = Double(cornerRadius)
        let style = style
        return ShapeOutline { rect in
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
    public var topLeadingRadius: CGFloat
    public var bottomLeadingRadius: CGFloat
    public var bottomTrailingRadius: CGFloat
    public var topTrailingRadius: CGFloat
    public var style: RoundedCornerStyle

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.topLeadingRadius = topLeadingRadius
        self.bottomLeadingRadius = bottomLeadingRadius
        self.bottomTrailingRadius = bottomTrailingRadius
        self.topTrailingRadius = topTrailingRadius
        self.style = style
    }

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init(topLeadingRadius: cornerRadii.topLeading, bottomLeadingRadius: cornerRadii.bottomLeading,
                  bottomTrailingRadius: cornerRadii.bottomTrailing, topTrailingRadius: cornerRadii.topTrailing, style: style)
    }

    public var cornerRadii: RectangleCornerRadii {
        RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                             bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius)
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }

    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        let radii = CornerRadii(
            topLeading: Double(topLeadingRadius), topTrailing: Double(topTrailingRadius),
            bottomTrailing: Double(bottomTrailingRadius), bottomLeading: Double(bottomLeadingRadius))
        let style = style
        return ShapeOutline { rect in (.roundedRectangle(radii, style: style), rect) }
    }
}

/// A rounded rectangle whose shorter sides are semicircles (always circular ends).
public struct Capsule: Shape, BuiltInShape {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        Path(storage: .capsule(in: rect.raster))
    }

    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        let style = style
        return ShapeOutline { rect in (.capsule(style: style), rect) }
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape, BuiltInShape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect)
    }

    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        ShapeOutline { rect in (.ellipse, rect) }
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape, BuiltInShape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: CGRect(Circle.square(in: rect.raster)))
    }

    static func square(in rect: Rect) -> Rect {
        let side = min(rect.width, rect.height)
        return Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }

    func builtInOutline(in context: ResolveContext) -> ShapeOutline {
        ShapeOutline { rect in (.ellipse, Circle.square(in: rect)) }
    }
}
