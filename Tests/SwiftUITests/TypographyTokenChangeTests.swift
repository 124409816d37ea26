import BitmapText
import Raster
@testable import SwiftUI
import Tokens
import XCTest

/// The tool's promise for text: a typography token change shows up as a pixel diff. For each of
/// Apple's eleven text styles written as a token, +1 pt of size, one weight step (+100) and
/// +0.5 pt of letter spacing each change the drawn pixels, at 1x and 2x.
final class TypographyTokenChangeTests: XCTestCase {
    private func render(_ typography: Typography, scale: DisplayScale) -> Bitmap {
        let layout = TextLayout(text: "Weekly report 42", style: TextStyle(typography: typography), maxWidth: 300)
        let canvas = Canvas(size: Size(width: 320, height: 80), scale: scale, background: .white)
        canvas.draw(layout, at: Point(x: 8, y: 4), paint: .solid(.black))
        return canvas.makeBitmap()
    }

    func testSizeWeightAndTrackingChangesEachChangePixels() {
        for slot in TextStyleSlot.allCases {
            let base = Typography(families: ["Inter"], size: slot.defaultPointSize, weight: slot.defaultWeight.value,
                                  lineHeight: slot.defaultLineHeight)
            var larger = base
            larger.size += 1
            var heavier = base
            heavier.weight += 100
            var tracked = base
            tracked.letterSpacing += 0.5
            for scale in [DisplayScale.x1, .x2] {
                let reference = render(base, scale: scale)
                XCTAssertEqual(render(base, scale: scale), reference, "\(slot) renders the same twice")
                XCTAssertNotEqual(render(larger, scale: scale), reference, "\(slot) +1 pt at \(scale)")
                XCTAssertNotEqual(render(heavier, scale: scale), reference, "\(slot) weight \(base.weight) → \(heavier.weight) at \(scale)")
                XCTAssertNotEqual(render(tracked, scale: scale), reference, "\(slot) +0.5 pt tracking at \(scale)")
            }
        }
    }

    /// Half a point of size also shows (sizes no longer snap to bitmap strikes).
    func testHalfAPointOfSizeChangesPixels() {
        let base = Typography(families: ["Inter"], size: 22, weight: 400, lineHeight: 28)
        var changed = base
        changed.size = 22.5
        XCTAssertNotEqual(render(changed, scale: .x2), render(base, scale: .x2))
    }
}
