import Raster

/// How a shape is filled, SwiftUI's `FillStyle`: `isEOFilled` picks the even-odd rule
/// (holes where contours overlap) over non-zero winding; `isAntialiased` is accepted
/// (Pixelproof always anti-aliases).
///
/// ```swift
/// ring.fill(.blue, style: FillStyle(eoFill: true))
/// ```
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }

    var rule: FillRule { isEOFilled ? .evenOdd : .nonZero }
}
