import BitmapText
import Raster
import Tokens

/// What a parent offers a child, per axis: `nil` asks for the ideal size, `0` for the minimum,
/// `.infinity` for the maximum, anything else for a size that fits.
///
/// ```swift
/// let ideal = ProposedSize.unspecified
/// let row = ProposedSize(width: 358, height: nil)
/// ```
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal with every `nil` replaced by the matching dimension of `size`.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(main: Double?, cross: Double?, axis: Axis) {
        self = axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }

    public var description: String {
        func text(_ value: Double?) -> String {
            guard let value else { return "nil" }
            return value == .infinity ? "∞" : formatPoints(value)
        }
        return "\(text(width))×\(text(height))"
    }
}

/// The horizontal or the vertical axis.
public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical

    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(main: Double, cross: Double, axis: Axis) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}
