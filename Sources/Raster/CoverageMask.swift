/// An 8-bit coverage (alpha) mask: 0 is uncovered, 255 fully covered, rows top to bottom.
/// Glyphs, shape coverage and clip masks all use it; drawing a mask in a colour is how text
/// reaches the canvas.
///
/// ```swift
/// var dot = CoverageMask(width: 2, height: 2)
/// dot[0, 0] = 255
/// ```
public struct CoverageMask: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height` coverage values, row-major.
    public var values: [UInt8]

    public init(width: Int, height: Int, fill coverage: UInt8 = 0) {
        precondition(width >= 0 && height >= 0, "CoverageMask size must not be negative")
        self.width = width
        self.height = height
        values = [UInt8](repeating: coverage, count: width * height)
    }

    /// Wraps existing values; `nil` when the count is not `width × height`.
    public init?(width: Int, height: Int, values: [UInt8]) {
        guard width >= 0, height >= 0, values.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.values = values
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }
}
