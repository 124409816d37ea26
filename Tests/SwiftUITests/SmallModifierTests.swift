import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// Extra checks of small modifiers.
final class SmallModifierTests: XCTestCase {
    func testBorderStrokesInsideTheFrameWithoutChangingTheSize() {
        let result = layout(Color.clear.frame(width: 20, height: 10).border(Color.black, width: 2), size: .ideal)
        XCTAssertEqual(result.size, Size(width: 20, height: 10))
        XCTAssertEqual(DisplayList(result).commands.last, .stroke(.rectangle, in: Rect(x: 1, y: 1, width: 18, height: 8),
                                                                  paint: .solid(ResolvedColor(.black)), lineWidth: 2, lineCap: .butt))
    }

    func testForegroundColorPaintsText() {
        let result = layout(Text("Hi").foregroundColor(.red), size: .ideal)
        XCTAssertEqual(result.root.allViews.last?.details.first { $0.name == "color" }?.value, "#FF3B30")
    }

    func testUnsupportedShapeStyleIsReportedNotFatal() {
        let result = layout(Rectangle().fill(Plaid()), size: .ideal)
        XCTAssertEqual(result.problems, [.unsupportedShapeStyle(typeName: "Plaid")])
    }
}

private struct Plaid: ShapeStyle {}
