/// Geometry in points. Pixels are points × `DisplayScale`; layout works in points so line
/// breaks and frames do not change with the scale.

/// A location in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public func offsetBy(dx: Double, dy: Double) -> Point { Point(x: x + dx, y: y + dy) }

    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}

/// An axis-aligned rectangle in points: `origin` is the top-left corner (y grows downward).
///
/// ```swift
/// let card = Rect(x: 16, y: 16, width: 358, height: 120)
/// let content = card.inset(by: EdgeInsets(all: 16))   // 326 × 88 at (32, 32)
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The rectangle shrunk by `insets` (grown when they are negative); never negative in size.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.leading,
            y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom)
        )
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The overlap of two rectangles, or an empty rectangle at the origin when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    public var description: String { "\(origin) \(size)" }
}

/// Insets from each edge in points; `leading`/`trailing` are left/right (layout is left-to-right).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all length: Double) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    public static let zero = EdgeInsets()

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

/// The number of device pixels per point: 1x, 2x or 3x, as on Apple devices.
///
/// ```swift
/// let scale = DisplayScale.x2
/// scale.pixels(forPoints: 44)   // 88
/// ```
public struct DisplayScale: Hashable, Sendable, CustomStringConvertible {
    /// Whole device pixels per point; whole numbers keep every point edge on a pixel edge.
    public let factor: Int

    /// `nil` unless `factor` is between 1 and 8.
    public init?(_ factor: Int) {
        guard (1...8).contains(factor) else { return nil }
        self.factor = factor
    }

    private init(uncheckedFactor: Int) { factor = uncheckedFactor }

    public static let x1 = DisplayScale(uncheckedFactor: 1)
    public static let x2 = DisplayScale(uncheckedFactor: 2)
    public static let x3 = DisplayScale(uncheckedFactor: 3)

    public func pixels(forPoints points: Double) -> Double { points * Double(factor) }

    public func points(forPixels pixels: Double) -> Double { pixels / Double(factor) }

    /// Rounds a length in points to the nearest whole device pixel, halves away from zero.
    public func roundToPixels(_ points: Double) -> Double {
        (points * Double(factor)).rounded(.toNearestOrAwayFromZero) / Double(factor)
    }

    public var description: String { "\(factor)x" }
}

/// Points printed without a trailing `.0` and with at most three decimals, independent of locale.
public func formatPoints(_ value: Double) -> String {
    let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
    if thousandths.truncatingRemainder(dividingBy: 1000) == 0 { return String(Int(thousandths / 1000)) }
    var text = String(thousandths / 1000)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
