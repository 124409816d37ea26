import BitmapText
import Raster
import Tokens

/// The outline of a drawn shape, independent of where it is drawn: the rectangle it fills
/// comes with the command.
public enum ShapeGeometry: Sendable, Hashable {
    case rectangle
    case roundedRectangle(CornerRadii, style: RoundedCornerStyle)
    case capsule(style: RoundedCornerStyle)
    case ellipse
    /// An outline in absolute points.
    case path(Raster.Path)

    /// The outline shrunk by `amount` on every side, as `strokeBorder` and `clipShape` insets
    /// need: radii shrink with the edges, never below zero.
    func inset(by amount: Double) -> ShapeGeometry {
        switch self {
        case .roundedRectangle(let radii, let style):
            .roundedRectangle(radii.inset(by: amount), style: style)
        default:
            self
        }
    }
}

/// How a rounded corner is drawn: a circular arc, or Apple's continuous ("squircle") corner.
public enum RoundedCornerStyle: String, Sendable, Hashable {
    case circular
    case continuous

    /// The Raster layer's name for the same corner.
    var cornerStyle: CornerStyle { self == .continuous ? .continuous : .circular }
}
