import Raster
import XCTest

final class GeometryTests: XCTestCase {
    func testInsetShrinksAndNeverGoesNegative() {
        let rect = Rect(x: 10, y: 10, width: 20, height: 10)
        XCTAssertEqual(rect.inset(by: EdgeInsets(all: 4)), Rect(x: 14, y: 14, width: 12, height: 2))
        XCTAssertEqual(rect.inset(by: EdgeInsets(all: 8)).height, 0)
    }

    func testScaleMapsPointsToPixelsAndRoundsToTheGrid() {
        XCTAssertEqual(DisplayScale.x3.pixels(forPoints: 44), 132)
        XCTAssertEqual(DisplayScale.x2.roundToPixels(10.3), 10.5)
        XCTAssertEqual(DisplayScale.x2.roundToPixels(10.25), 10.5)
        XCTAssertNil(DisplayScale(0))
    }

    func testPointsFormatWithoutLocaleOrTrailingZeros() {
        XCTAssertEqual(formatPoints(16), "16")
        XCTAssertEqual(formatPoints(0.5), "0.5")
        XCTAssertEqual(formatPoints(-2.25), "-2.25")
        XCTAssertEqual(formatPoints(1.0 / 3.0), "0.333")
    }
}
