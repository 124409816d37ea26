#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A premultiplied RGBA8 image, the surface the canvas draws on: one `UInt32` per pixel
/// holding bytes R, G, B, A in memory order, rows top to bottom.
///
/// ```swift
/// var pixmap = Pixmap(width: 4, height: 4, fill: RGBA8(r: 255, g: 0, b: 0, a: 128))
/// pixmap[0, 0]            // PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128)
/// pixmap.makeBitmap()     // straight alpha: (255, 0, 0, 128) everywhere
/// ```
public struct Pixmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height` packed premultiplied pixels (see `SourceOver.pack`).
    public internal(set) var pixels: [UInt32]

    public init(width: Int, height: Int, fill color: RGBA8 = .clear) {
        precondition(width >= 0 && height >= 0, "Pixmap size must not be negative")
        self.width = width
        self.height = height
        pixels = [UInt32](repeating: SourceOver.pack(color.premultiplied), count: width * height)
    }

    /// The premultiplied form of a straight-alpha bitmap.
    public init(_ bitmap: Bitmap) {
        width = bitmap.width
        height = bitmap.height
        let count = bitmap.pixelCount
        pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            bitmap.withUnsafeBytes { bytes in
                var i = 0
                while i < count {
                    let o = i &* 4
                    let colour = RGBA8(r: bytes[o], g: bytes[o &+ 1], b: bytes[o &+ 2], a: bytes[o &+ 3])
                    buffer[i] = SourceOver.pack(colour.premultiplied)
                    i &+= 1
                }
            }
            initialized = count
        }
    }

    public subscript(x: Int, y: Int) -> PremultipliedRGBA8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        return SourceOver.unpack(pixels[y * width + x])
    }

    /// The straight-alpha image, exactly demultiplied (`c = round(p·255 / a)`, see
    /// `PremultipliedRGBA8.unpremultiplied`); opaque pixels are copied as they are.
    public func makeBitmap() -> Bitmap {
        let count = width * height
        // Not zeroed first: the copy below writes every byte, so `Canvas.makeBitmap` writes
        // each byte of the image once, not twice.
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { raw, initialized in
            initialized = count * 4
            pixels.withUnsafeBufferPointer { source in
                guard let base = source.baseAddress, let out = raw.baseAddress else { return }
                memcpy(out, base, count * 4)
                let target = out
                let words = UnsafeRawPointer(base)
                // Demultiplies the pixels in `range`; opaque ones stay as copied.
                func demultiply(_ range: Range<Int>) {
                    for i in range {
                        let v = base[i]
                        let a = v >> 24
                        if a != 255 {
                            let o = i &* 4
                            if a == 0 {
                                target[o] = 0; target[o &+ 1] = 0; target[o &+ 2] = 0
                            } else {
                                let straight = SourceOver.unpack(v).unpremultiplied
                                target[o] = straight.r; target[o &+ 1] = straight.g; target[o &+ 2] = straight.b
                            }
                        }
                    }
                }
                // Opaque pixels (most of a UI image) need nothing after the copy: eight at a time,
                // whose alphas ANDed together are 255 only when every one is.
                var i = 0
                while i &+ 8 <= count {
                    let o = i &* 4
                    let all = words.loadUnaligned(fromByteOffset: o, as: UInt64.self) & words.loadUnaligned(fromByteOffset: o &+ 8, as: UInt64.self)
                        & words.loadUnaligned(fromByteOffset: o &+ 16, as: UInt64.self) & words.loadUnaligned(fromByteOffset: o &+ 24, as: UInt64.self)
                    if all & 0xFF00_0000_FF00_0000 != 0xFF00_0000_FF00_0000 { demultiply(i..<i &+ 8) }
                    i &+= 8
                }
                demultiply(i..<count)
            }
        }
        return Bitmap(width: width, height: height, bytes: bytes)!
    }

    /// Pointer access to the pixels for bulk work.
    mutating func withUnsafeMutablePixels<R>(_ body: (UnsafeMutablePointer<UInt32>) throws -> R) rethrows -> R {
        try pixels.withUnsafeMutableBufferPointer { try body($0.baseAddress!) }
    }
}
