import SwiftUI
import XCTest

/// Built-in shapes give their real outline through `path(in:)`, for custom shapes built on them;
/// custom shapes are handed their frame at (0, 0), as SwiftUI does.
final class ShapePathTests: XCTestCase {
    private let rect = CGRect(x: 0, y: 0, width: 40, height: 20)

    func testRoundedRectanglePathUsesItsRadiusAndStyle() {
        XCTAssertEqual(RoundedRectangle(cornerRadius: 6, style: .circular).path(in: rect),
                       Path(roundedRect: rect, cornerRadius: 6, style: .circular))
        XCTAssertNotEqual(RoundedRectangle(cornerRadius: 6, style: .circular).path(in: rect),
                          Path(roundedRect: rect, cornerRadius: 6, style: .continuous))
    }

    func testCirclePathIsInscribedInTheCentredSquare() {
        XCTAssertEqual(Circle().path(in: rect).boundingRect, CGRect(x: 10, y: 0, width: 20, height: 20))
    }

    func testTokenRadiusOutsideARenderReadsAsZero() {
        XCTAssertEqual(RoundedRectangle(cornerRadius: .token("radius.md")).path(in: rect), Path(roundedRect: rect, cornerRadius: 0))
    }

    func testCustomShapeIsGivenItsFrameAtTheOriginAndDrawnWhereItIsPlaced() {
        let probe = RectRecorder()
        let view = HStack(spacing: 0) { Color.clear.frame(width: 30, height: 10); probe.fill(Color.black).frame(width: 10, height: 10) }
        let result = layout(view, size: .ideal)
        XCTAssertEqual(RectRecorder.lastRect.value, CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = result.rasterize()
        XCTAssertEqual(result.rasterize()[31, 5].a, 255, "the wedge is drawn at x 30…40")
        XCTAssertEqual(image[5, 5].a, 0)
    }

    func testArcsSweepTowardsIncreasingAnglesUnlessClockwise() {
        var quarter = Path()
        quarter.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        // From (10, 0) towards +y (down on screen): a quarter turn lying in x ≥ 0, y ≥ 0.
        XCTAssertEqual(quarter.boundingRect.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(quarter.boundingRect.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(quarter.currentPoint!.y, 10, accuracy: 1e-9)
        var threeQuarters = Path()
        threeQuarters.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        XCTAssertLessThan(threeQuarters.boundingRect.minX, -9.9)
        XCTAssertLessThan(threeQuarters.boundingRect.minY, -9.9)
    }

    func testTransformsMapEveryPoint() {
        let moved = Path(CGRect(x: 0, y: 0, width: 4, height: 2)).applying(CGAffineTransform(translationX: 1, y: 2).scaledBy(x: 2, y: 2))
        XCTAssertEqual(moved.boundingRect, CGRect(x: 1, y: 2, width: 8, height: 4))
        let turned = Path(CGRect(x: 0, y: 0, width: 4, height: 2)).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(turned.boundingRect.minX, -2, accuracy: 1e-9)
        XCTAssertEqual(turned.boundingRect.maxY, 4, accuracy: 1e-9)
    }
}

private final class Box<T>: @unchecked Sendable { var value: T; init(_ value: T) { self.value = value } }

private struct RectRecorder: Shape {
    static let lastRect = Box(CGRect.null)
    func path(in rect: CGRect) -> Path {
        RectRecorder.lastRect.value = rect
        return Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}
