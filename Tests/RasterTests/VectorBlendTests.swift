@testable import Raster
import XCTest

/// `SpanBlitter.blendVectors` (release builds' translucent span blend, four pixels at a time)
/// must give exactly the scalar blend's bytes: checked here directly, since `swift test` builds
/// in debug, where the blitter itself uses the scalar loop.
final class VectorBlendTests: XCTestCase {
    /// Every factor 0...255 over pixels of arbitrary bytes, against `source + d ⊗ inverse`.
    func testFourPixelBlendEqualsTheScalarBlendForEveryFactor() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 32)
        }
        // Extremes first, then random pixels.
        var pixels: [UInt32] = [0, 0xFFFF_FFFF, 0x00FF_00FF, 0xFF00_FF00, 0x8080_8080, 0x7F7F_7F7F, 0x0101_0101, 0xFEFE_FEFE]
        for _ in 0..<56 { pixels.append(next()) }
        for inverse in UInt32(0)...255 {
            let source = next()
            // 66 pixels: the vector loop does 64, the last 2 are left to the caller.
            let tail = [next(), next()]
            var target = pixels + tail
            let expected = target.map { source &+ SourceOver.scale($0, by: inverse) }
            let done = target.withUnsafeMutableBufferPointer { SpanBlitter.blendVectors($0.baseAddress!, 66, source, inverse) }
            XCTAssertEqual(done, 64, "blendVectors does whole groups of four and says how many")
            XCTAssertEqual(Array(target[0..<64]), Array(expected[0..<64]), "factor \(inverse), source \(String(source, radix: 16))")
            XCTAssertEqual(Array(target[64...]), tail, "pixels past the last group are left alone")
        }
    }

    /// `SpanBlitter.solidCoverageRunsFound` (release builds' shadow blend: runs of 32 or more equal
    /// coverage bytes through `solid`) gives every pixel the bytes `solidCoverages` gives it.
    func testCoverageRunsBlendLikeThePlainLoop() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 32)
        }
        for round in 0..<200 {
            // Runs of 1 to 80 bytes of 0, 255 or any coverage, so runs shorter, equal to and
            // longer than 32 (and than 32 + 16k) meet varying stretches and the row's ends.
            var coverages: [UInt8] = []
            let length = 1 + Int(next() % 400)
            while coverages.count < length {
                let value: UInt8 = [0, 255, UInt8(truncatingIfNeeded: next())][Int(next() % 3)]
                coverages += [UInt8](repeating: value, count: 1 + Int(next() % 80))
            }
            coverages = Array(coverages.prefix(length))
            let colour = round % 4 == 0 ? (next() | 0xFF00_0000) : SourceOver.scale(next() | 0xFF00_0000, by: next() % 256)
            let background = (0..<length).map { _ in round % 2 == 0 ? next() | 0xFF00_0000 : next() }
            var expected = background, actual = background
            coverages.withUnsafeBufferPointer { c in
                expected.withUnsafeMutableBufferPointer { SpanBlitter.solidCoverages($0.baseAddress!, c.baseAddress!, length, colour) }
                actual.withUnsafeMutableBufferPointer { SpanBlitter.solidCoverageRunsFound($0.baseAddress!, c.baseAddress!, length, colour) }
            }
            XCTAssertEqual(actual, expected, "round \(round), colour \(String(colour, radix: 16))")
        }
    }

    /// `SpanBlitter.solidCoverageGroups` (release builds' glyph blend: four coverage bytes at a
    /// time, blank groups skipped, full groups of an opaque colour stored, the rest blended in
    /// 16-bit lanes) gives every pixel the bytes `solidCoverages` gives it: every coverage byte
    /// in every lane, then glyph-like rows of every length up to 70 against random backgrounds.
    func testCoverageGroupsBlendLikeThePlainLoop() {
        var state: UInt64 = 0x7C15_9E37_79B9_2545
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 32)
        }
        func check(_ coverages: [UInt8], _ colour: UInt32, _ background: [UInt32], _ context: @autoclosure () -> String) {
            var expected = background, actual = background
            coverages.withUnsafeBufferPointer { c in
                expected.withUnsafeMutableBufferPointer { SpanBlitter.solidCoverages($0.baseAddress!, c.baseAddress!, c.count, colour) }
                actual.withUnsafeMutableBufferPointer { SpanBlitter.solidCoverageGroups($0.baseAddress!, c.baseAddress!, c.count, colour) }
            }
            // The first pixel that differs, not the whole rows (up to 259 pixels each).
            if let index = actual.indices.first(where: { actual[$0] != expected[$0] }) {
                XCTFail("\(context()): pixel \(index) of \(coverages.count) (coverage \(coverages[index])) is "
                        + "\(String(actual[index], radix: 16)), the plain loop gives \(String(expected[index], radix: 16))")
            }
        }
        let colours: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF, 0xFF12_80EF, 0x8040_2010, 0x0000_0000, 0x0101_0001, 0x7F7F_7F7F]
        // Each coverage byte 0...255 in each of the four lanes (259 pixels: 64 groups and a tail of 3).
        for (n, colour) in (colours + (0..<9).map { _ in next() | 0xFF00_0000 } + (0..<9).map { _ in SourceOver.scale(next() | 0xFF00_0000, by: next() % 256) }).enumerated() {
            for shift in 0..<4 {
                let coverages = (0..<259).map { UInt8(truncatingIfNeeded: ($0 &+ shift) % 256) }
                let background = (0..<259).map { _ in n % 2 == 0 ? next() | 0xFF00_0000 : SourceOver.scale(next() | 0xFF00_0000, by: next() % 256) }
                check(coverages, colour, background, "colour \(String(colour, radix: 16)), lanes shifted by \(shift)")
            }
        }
        // Glyph-like rows: blank ends, opaque middles, anti-aliased edges, every length 1...70.
        for round in 0..<700 {
            let length = 1 + round % 70
            var coverages: [UInt8] = []
            while coverages.count < length {
                let value: UInt8 = [0, 0, 255, 255, UInt8(truncatingIfNeeded: next())][Int(next() % 5)]
                coverages += [UInt8](repeating: value, count: 1 + Int(next() % 9))
            }
            coverages = Array(coverages.prefix(length))
            let colour = round % 3 == 0 ? SourceOver.scale(next() | 0xFF00_0000, by: next() % 256) : next() | 0xFF00_0000
            let background = (0..<length).map { _ in round % 2 == 0 ? next() | 0xFF00_0000 : SourceOver.scale(next() | 0xFF00_0000, by: next() % 256) }
            check(coverages, colour, background, "round \(round), colour \(String(colour, radix: 16))")
        }
    }
}
