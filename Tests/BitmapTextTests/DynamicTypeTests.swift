import XCTest
@testable import BitmapText
import Raster

final class DynamicTypeTests: XCTestCase {
    func testBodyPointSizesFollowTheHIGTable() {
        XCTAssertEqual(DynamicTypeSize.allCases.map { TextStyle.body.pointSize(at: $0) }, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    func testDefaultSizesOfTheElevenSlots() {
        XCTAssertEqual(TextStyleSlot.allCases.map(\.defaultPointSize), [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
    }

    func testBodySizesMapToTheNearestStrikeThenToUpscalesOfTheLargest() {
        let strikes = DynamicTypeSize.allCases.map { StrikeCatalog.layoutStrike(face: .regular, points: TextStyle.body.pointSize(at: $0)) }
        XCTAssertEqual(strikes.map(\.effectiveSize), [14, 14, 17, 17, 20, 20, 24, 25, 34, 34, 34, 68])
        XCTAssertEqual(strikes.last, ScaledStrike(descriptor: StrikeDescriptor(source: .helvetica, face: .regular, pixelSize: 34), factor: 2))
    }

    func testTiesBetweenStrikesGoToTheLargerOne() {
        XCTAssertEqual(StrikeCatalog.layoutStrike(face: .regular, points: 13).effectiveSize, 14)
        XCTAssertEqual(StrikeCatalog.layoutStrike(face: .regular, points: 22).effectiveSize, 24)
    }

    func testCustomStyleScalesWithItsSlot() {
        let label = TextStyle(size: 12, weight: .semibold, relativeTo: .caption1)
        XCTAssertEqual(label.pointSize(at: .accessibility5), 43)
        XCTAssertEqual(TextStyle(size: 12, relativeTo: nil).pointSize(at: .accessibility5), 12)
    }

    func testUpscaledLayoutDoublesTheLargestStrikesMetrics() {
        let layout = TextLayout(text: "Hello", style: .body, dynamicTypeSize: .accessibility5)
        XCTAssertEqual([layout.ascent, layout.descent], [56, 14])   // helvetica-regular-34: 28, 7
    }

    func testLineHeightGrowsWithDynamicType() {
        // 22 × 28 / 17 = 36.2 → 36 at AX1, on the 25 px strike (22 + 5 = 27 fits).
        XCTAssertEqual(TextLayout(text: "Hi", style: .body, dynamicTypeSize: .accessibility1).lineHeight, 36)
    }
}
