#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A straight-alpha RGBA8 image: rows top to bottom, 4 bytes a pixel (R, G, B, A), no padding.
/// The interchange form of the whole package: PNG files decode to it, comparators and the
/// snapshot store work on it. Equality compares sizes and then bytes with `memcmp`.
///
/// ```swift
/// var image = Bitmap(width: 390, height: 220, fill: .white)
/// image.fill(Bitmap.Region(x: 0, y: 0, width: 390, height: 1), with: .black)
/// image[0, 0]   // RGBA8(#000000)
/// ```
public struct Bitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes, row-major, R G B A.
    public private(set) var bytes: [UInt8]

    public var bytesPerRow: Int { width * 4 }
    public var pixelCount: Int { width * height }

    /// A bitmap filled with one colour (transparent black by default).
    /// Sizes must be non-negative; checked callers (decoders, renderers) refuse absurd sizes first.
    public init(width: Int, height: Int, fill color: RGBA8 = .clear) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        self.width = width
        self.height = height
        if color == .clear {
            bytes = [UInt8](repeating: 0, count: width * height * 4)
        } else {
            bytes = Bitmap.pattern(color, count: width * height)
        }
    }

    /// Wraps existing bytes; `nil` when the count is not `width × height × 4`.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            return RGBA8(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            bytes[i] = newValue.r
            bytes[i + 1] = newValue.g
            bytes[i + 2] = newValue.b
            bytes[i + 3] = newValue.a
        }
    }

    /// A rectangle of whole pixels.
    public struct Region: Hashable, Sendable {
        public var x: Int, y: Int, width: Int, height: Int
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// Fills the part of `region` that lies inside the bitmap: one row is built, then copied.
    public mutating func fill(_ region: Region, with color: RGBA8) {
        guard let clipped = clip(region) else { return }
        let row = Bitmap.pattern(color, count: clipped.width)
        let rowBytes = clipped.width * 4
        let stride = bytesPerRow
        bytes.withUnsafeMutableBytes { buffer in
            row.withUnsafeBytes { source in
                for y in clipped.y..<(clipped.y + clipped.height) {
                    memcpy(buffer.baseAddress! + y * stride + clipped.x * 4, source.baseAddress!, rowBytes)
                }
            }
        }
    }

    /// Fills the whole bitmap with one colour.
    public mutating func fill(with color: RGBA8) {
        fill(Region(x: 0, y: 0, width: width, height: height), with: color)
    }

    /// Copies `source` so its top-left pixel lands at (`x`, `y`); the parts outside are dropped.
    /// Pixels are replaced, not blended.
    public mutating func copy(_ source: Bitmap, toX x: Int, y: Int) {
        guard let target = clip(Region(x: x, y: y, width: source.width, height: source.height)) else { return }
        let rowBytes = target.width * 4
        let sourceStride = source.bytesPerRow, stride = bytesPerRow
        let sourceX = target.x - x, sourceY = target.y - y
        bytes.withUnsafeMutableBytes { buffer in
            source.bytes.withUnsafeBytes { from in
                for row in 0..<target.height {
                    memcpy(
                        buffer.baseAddress! + (target.y + row) * stride + target.x * 4,
                        from.baseAddress! + (sourceY + row) * sourceStride + sourceX * 4,
                        rowBytes
                    )
                }
            }
        }
    }

    /// The pixels inside `region` (clipped to the bitmap) as a new bitmap.
    public func cropped(to region: Region) -> Bitmap {
        guard let clipped = clip(region) else { return Bitmap(width: 0, height: 0) }
        var result = Bitmap(width: clipped.width, height: clipped.height)
        result.copy(self, toX: -clipped.x, y: -clipped.y)
        return result
    }

    /// Gives the closure the raw bytes to change in place, for bulk pixel work.
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBytes(body)
    }

    /// Gives the closure the raw bytes to read.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }

    /// True when every pixel is opaque.
    public var isOpaque: Bool {
        var opaque = true
        bytes.withUnsafeBytes { buffer in
            var i = 3
            while i < buffer.count {
                if buffer[i] != 255 { opaque = false; return }
                i &+= 4
            }
        }
        return opaque
    }

    public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        return lhs.bytes.withUnsafeBytes { a in
            rhs.bytes.withUnsafeBytes { b in
                a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
            }
        }
    }

    private func clip(_ region: Region) -> Region? {
        let x0 = max(0, region.x), y0 = max(0, region.y)
        let x1 = min(width, region.x + region.width), y1 = min(height, region.y + region.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return Region(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `count` copies of a colour, built by doubling so even debug builds do few iterations.
    private static func pattern(_ color: RGBA8, count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        var result = [UInt8](repeating: 0, count: count * 4)
        result.withUnsafeMutableBytes { buffer in
            let base = buffer.baseAddress!
            base.storeBytes(of: color.r, toByteOffset: 0, as: UInt8.self)
            base.storeBytes(of: color.g, toByteOffset: 1, as: UInt8.self)
            base.storeBytes(of: color.b, toByteOffset: 2, as: UInt8.self)
            base.storeBytes(of: color.a, toByteOffset: 3, as: UInt8.self)
            var filled = 4
            let total = count * 4
            while filled < total {
                let chunk = min(filled, total - filled)
                memcpy(base + filled, base, chunk)
                filled += chunk
            }
        }
        return result
    }
}
