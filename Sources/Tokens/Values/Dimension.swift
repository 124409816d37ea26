/// A length from a `dimension` token: `{"value": 16, "unit": "px"}` or the older `"16px"`.
///
/// Pixelproof lays out in points, and a `px` in a token file is one point (the 1x pixel of the
/// platforms these files come from); `rem` is 16 points, the web's default root font size.
///
/// ```swift
/// Dimension(value: 1.5, unit: .rem).points   // 24
/// ```
public struct Dimension: Equatable, Sendable {
    public enum Unit: String, Sendable {
        case px
        case rem
    }

    /// Points per `rem`.
    public static let pointsPerRem = 16.0

    public var value: Double
    public var unit: Unit

    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    public var points: Double { unit == .rem ? value * Dimension.pointsPerRem : value }
}
