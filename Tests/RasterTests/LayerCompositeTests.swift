@testable import Raster
import XCTest

/// `Canvas.compositeVectors` (release builds' `endLayer` composite, four pixels at a time) must
/// give exactly the scalar composite's bytes: checked here directly, since `swift test` builds in
/// debug, where `endLayer` uses the scalar loop.
final class LayerCompositeTests: XCTestCase {
    /// Every layer opacity 0...255, layer pixels in groups of four that are all transparent, all
    /// opaque, mixed or arbitrary bytes, over arbitrary pixels, against `blend(scale(v), over: d)`
    /// for every nonzero `v`.
    func testFourPixelCompositeEqualsTheScalarCompositeForEveryOpacity() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 32)
        }
        func premultiplied() -> UInt32 {
            let alpha = next() % 256
            return SourceOver.scale(next() | 0xFF00_0000, by: alpha)
        }
        for opacity in UInt32(0)...255 {
            var layer: [UInt32] = []
            // 16 groups of four, then 3 pixels the vector loop leaves to the caller.
            for group in 0..<16 {
                for _ in 0..<4 {
                    switch group % 5 {
                    case 0: layer.append(0)
                    case 1: layer.append(next() | 0xFF00_0000)
                    case 2: layer.append([0, next() | 0xFF00_0000, premultiplied()][Int(next() % 3)])
                    case 3: layer.append(premultiplied())
                    default: layer.append(next())
                    }
                }
            }
            layer += [next(), 0, next() | 0xFF00_0000]
            let below = (0..<layer.count).map { index in index % 2 == 0 ? next() : premultiplied() }
            let expected = zip(layer, below).map { v, d in
                v == 0 ? d : SourceOver.blend(source: opacity == 255 ? v : SourceOver.scale(v, by: opacity), over: d)
            }
            var source = layer, target = below
            let done = source.withUnsafeMutableBufferPointer { s in
                target.withUnsafeMutableBufferPointer { t in
                    Canvas.compositeVectors(s.baseAddress!, over: t.baseAddress!, count: layer.count, opacity: opacity)
                }
            }
            XCTAssertEqual(done, 64, "compositeVectors does whole groups of four and says how many")
            XCTAssertEqual(Array(target[0..<64]), Array(expected[0..<64]), "opacity \(opacity)")
            XCTAssertEqual(Array(target[64...]), Array(below[64...]), "pixels past the last group are left alone")
            XCTAssertEqual(source, layer, "the layer is only read")
            // The whole row, vectors (release) or not (debug), gives the scalar bytes.
            target = below
            source.withUnsafeMutableBufferPointer { s in
                target.withUnsafeMutableBufferPointer { t in
                    Canvas.composite(s.baseAddress!, over: t.baseAddress!, count: layer.count, opacity: opacity)
                }
            }
            XCTAssertEqual(target, expected, "opacity \(opacity), whole row")
        }
    }
}
