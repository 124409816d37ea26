import BitmapText
import Raster
import Tokens

/// The outline bordered buttons draw their fill in, like SwiftUI's `ButtonBorderShape`:
/// `.automatic` is a rounded rectangle whose radius follows the control size.
///
/// ```swift
/// Button("Follow") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
/// ```
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(CGFloat?)
    }

    let kind: Kind

    /// The shape the style picks: a rounded rectangle sized to the control size on iOS.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule: half-circles at the ends.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle (iOS 17).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the radius the control size gives.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
}

struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The outline bordered buttons inside draw in.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// The outline bordered buttons inside draw in.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
