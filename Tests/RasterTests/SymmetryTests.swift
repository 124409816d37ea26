import Raster
import XCTest

final class SymmetryTests: XCTestCase {
    private func assertMirrorSymmetric(_ canvas: Canvas, file: StaticString = #filePath, line: UInt = #line) {
        let p = canvas.pixmap
        var mismatches = 0
        for y in 0..<p.height {
            for x in 0..<p.width {
                if p[x, y] != p[p.width - 1 - x, y] || p[x, y] != p[x, p.height - 1 - y] { mismatches += 1 }
            }
        }
        XCTAssertEqual(mismatches, 0, "pixels that differ from their mirror images", file: file, line: line)
    }

    func testCentredCircleIsMirrorSymmetricToTheByte() {
        for radius in [5.0, 9.7, 17.25] {
            let canvas = Canvas(size: Size(width: 40, height: 40), scale: .x2)
            canvas.fill(.circle(center: Point(x: 20, y: 20), radius: radius), .solid(RGBA8(r: 40, g: 90, b: 200)))
            assertMirrorSymmetric(canvas)
        }
    }

    func testCircleCentredOnAPixelCentreIsMirrorSymmetricToTheByte() {
        let canvas = Canvas(size: Size(width: 41, height: 41), scale: .x1)
        canvas.fill(.circle(center: Point(x: 20.5, y: 20.5), radius: 13.37), .solid(.black))
        assertMirrorSymmetric(canvas)
    }

    func testCentredRoundedRectIsMirrorSymmetricToTheByte() {
        for style in [CornerStyle.circular, .continuous] {
            let canvas = Canvas(size: Size(width: 50, height: 30), scale: .x3)
            canvas.fill(.roundedRect(Rect(x: 3.3, y: 2.9, width: 43.4, height: 24.2), cornerRadius: 7.1, style: style),
                        .solid(.black))
            assertMirrorSymmetric(canvas)
        }
    }
}
