import Raster
import RasterScenes
import XCTest

final class DeterminismTests: XCTestCase {
    func testBusySceneMatchesItsPinnedSHA256() {
        XCTAssertEqual(SHA256.hex(SHA256.digest(BusyScene.render().makeBitmap().bytes)), BusyScene.pinnedSHA256)
    }

    func testRenderingTwiceGivesTheSameBytes() {
        XCTAssertEqual(BusyScene.render().makeBitmap(), BusyScene.render().makeBitmap())
    }
}
