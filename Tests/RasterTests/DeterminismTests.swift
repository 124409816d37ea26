import Raster
import RasterScenes
import XCTest

final class DeterminismTests: XCTestCase {
    func testBusySceneMatchesItsPinnedSHA256() {
        XCTAssertEqual(SHA256.hex(SHA256.digest(BusyScene.render().makeBitmap().bytes)), BusyScene.pinnedSHA256)
    }

    func testBenchmarkSceneMatchesItsPinnedSHA256() {
        let canvas = Canvas(size: BenchmarkScene.size, scale: .x2, background: .white)
        BenchmarkScene.draw(on: canvas)
        XCTAssertEqual(SHA256.hex(SHA256.digest(canvas.makeBitmap().bytes)), BenchmarkScene.pinnedSHA256)
    }

    /// A canvas reuses the rasterizer's buffers from shape to shape: a shape drawn after large,
    /// curved ones must get the same pixels as on a canvas where it is the first.
    func testAShapeDrawnAfterOthersGetsTheSameCoverage() {
        let shape = Path.roundedRect(Rect(x: 70, y: 12, width: 44, height: 30), cornerRadius: 9, style: .circular)
        let paint = Paint.solid(RGBA8(r: 0x2F, g: 0x6B, b: 0xFF, a: 200))
        let fresh = Canvas(size: Size(width: 120, height: 50), scale: .x2, background: .white)
        fresh.fill(shape, paint)
        let reused = Canvas(size: Size(width: 120, height: 50), scale: .x2, background: .white)
        reused.fill(.circle(center: Point(x: 30, y: 25), radius: 24), .solid(RGBA8(r: 0xE0, g: 0x3A, b: 0x3A)))
        reused.stroke(.roundedRect(Rect(x: 4, y: 4, width: 52, height: 42), cornerRadius: 12, style: .circular),
                      StrokeStyle(width: 3), .solid(.black))
        reused.fill(shape, paint)
        let a = fresh.makeBitmap(), b = reused.makeBitmap()
        for y in 0..<a.height {
            for x in 130..<a.width {
                XCTAssertEqual(a[x, y], b[x, y], "pixel (\(x), \(y)) of the shape drawn after others differs")
            }
        }
    }

    func testRenderingTwiceGivesTheSameBytes() {
        XCTAssertEqual(BusyScene.render().makeBitmap(), BusyScene.render().makeBitmap())
    }
}
