// The static members iOS 17 adds so a shape can be written by its leading-dot name where a
// `Shape` is expected: `.clipShape(.circle)`, `.background(.white, in: .rect(cornerRadius: 10))`.
// Each returns the built-in shape of the same name (Apple's declarations, one extension per type).

extension Shape where Self == Rectangle {
    /// A rectangle: `.rect`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with rounded corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners each have their own radius.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle whose corners each have their own radius.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                            bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                            style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
                               style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule: `.capsule`.
    public static var capsule: Capsule { Capsule() }

    /// A capsule whose ends are drawn in `style`.
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse: `.ellipse`.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Circle {
    /// A circle: `.circle`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the enclosing container: `.containerRelative`.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
