import Synchronization
import Raster

/// One parsed bundled strike with its glyph lookup. Immutable after loading except for a cache of
/// magnified glyph bitmaps, which sits behind a lock.
///
/// ```swift
/// let strike = FontLibrary.shared.strike(StrikeDescriptor(source: .helvetica, face: .regular, pixelSize: 17))
/// strike.glyph(for: 65)?.advance   // 11
/// ```
final class FontStrike: Sendable {
    let descriptor: StrikeDescriptor
    let font: BDFFont
    /// What code points the strike lacks draw as, when the strike is the primary one: the font's
    /// `DEFAULT_CHAR` glyph, or a drawn box when the font names none.
    let replacement: BDFGlyph
    private let magnified = Mutex<[MagnifiedKey: BDFGlyph]>([:])

    private struct MagnifiedKey: Hashable {
        var scalar: UInt32
        var factor: Int
    }

    /// Code point used in caches for the replacement glyph (no Unicode scalar is this large).
    static let replacementKey: UInt32 = 0xFFFF_FFFF

    init(descriptor: StrikeDescriptor, font: BDFFont) {
        self.descriptor = descriptor
        self.font = font
        if let code = font.defaultCharacter, let glyph = font.glyphs[code] {
            replacement = glyph
        } else {
            replacement = ReplacementBox.glyph(pixelSize: font.pixelSize, ascent: font.ascent)
        }
    }

    func glyph(for scalar: UInt32) -> BDFGlyph? {
        font.glyphs[scalar]
    }

    /// The glyph for `scalar` (or the replacement for `replacementKey`) magnified `factor` times.
    /// Magnified bitmaps are built once and kept.
    func glyph(for scalar: UInt32, magnifiedBy factor: Int) -> BDFGlyph? {
        let base = scalar == FontStrike.replacementKey ? replacement : font.glyphs[scalar]
        guard let base else { return nil }
        if factor == 1 { return base }
        let key = MagnifiedKey(scalar: scalar, factor: factor)
        if let cached = magnified.withLock({ $0[key] }) { return cached }
        let glyph = base.magnified(by: factor)
        magnified.withLock { $0[key] = glyph }
        return glyph
    }
}

extension BDFGlyph {
    /// The glyph with every pixel repeated `factor × factor` times and its metrics multiplied.
    func magnified(by factor: Int) -> BDFGlyph {
        let width = self.width * factor, height = self.height * factor
        var values = [UInt8](repeating: 0, count: width * height)
        let sourceWidth = self.width
        mask.values.withUnsafeBufferPointer { source in
            values.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for row in 0..<self.height {
                    let firstTargetRow = to + row &* factor &* width
                    var x = 0
                    while x < sourceWidth {
                        let value = from[row &* sourceWidth &+ x]
                        if value != 0 { (firstTargetRow + x &* factor).update(repeating: value, count: factor) }
                        x &+= 1
                    }
                    var copy = 1
                    while copy < factor {
                        (firstTargetRow + copy &* width).update(from: firstTargetRow, count: width)
                        copy &+= 1
                    }
                }
            }
        }
        return BDFGlyph(
            advance: advance * factor, width: width, height: height,
            xOffset: xOffset * factor, yOffset: yOffset * factor,
            mask: CoverageMask(width: width, height: height, values: values)!
        )
    }
}
