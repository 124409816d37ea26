import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// Built-in shapes give their real outline through `path(in:)`, for custom shapes built on them.
final class ShapePathTests: XCTestCase {
    private let rect = Rect(x: 0, y: 0, width: 40, height: 20)

    func testCapsulePathIsTheRasterCapsule() {
        XCTAssertEqual(Capsule().path(in: rect), Path.capsule(in: rect))
    }

    func testRoundedRectanglePathUsesItsRadiusAndStyle() {
        XCTAssertEqual(RoundedRectangle(cornerRadius: 6, style: .circular).path(in: rect),
                       Path.roundedRect(rect, cornerRadius: 6, style: .circular))
    }

    func testCirclePathIsInscribedInTheCentredSquare() {
        XCTAssertEqual(Circle().path(in: rect).controlPointBounds, Rect(x: 10, y: 0, width: 20, height: 20))
    }

    func testTokenRadiusOutsideARenderReadsAsZero() {
        XCTAssertEqual(RoundedRectangle(cornerRadius: .token("radius.md")).path(in: rect), Path.roundedRect(rect, cornerRadius: 0))
    }

    func testCustomShapeDrawsItsPath() {
        let list = DisplayList(layout(Wedge().fill(Color.black).frame(width: 10, height: 10), size: .ideal))
        guard case .fill(.path(let path), _, _)? = list.commands.first else { return XCTFail("\(list.commands)") }
        XCTAssertEqual(path.controlPointBounds, Rect(x: 0, y: 0, width: 10, height: 10))
    }
}

private struct Wedge: Shape {
    func path(in rect: Rect) -> Path {
        Path { path in
            path.move(to: Point(x: rect.minX, y: rect.minY))
            path.addLine(to: Point(x: rect.maxX, y: rect.midY))
            path.addLine(to: Point(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}
