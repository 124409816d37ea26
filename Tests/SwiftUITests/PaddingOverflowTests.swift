import SwiftUI
import XCTest

/// Padding offered less than its insets: the child is proposed zero, never a negative size, so
/// the padded view is the insets' size and overflows the offer (the drawn frame of the child is
/// clamped to zero either way, so only the padded view's own size shows the rule).
final class PaddingOverflowTests: XCTestCase {
    func testPaddingOfferedLessThanItsInsetsIsTheInsetsWide() {
        let probe = LayoutProbe(Color.red.padding(20).accessibilityIdentifier("padded"), width: 30, height: 100)
        XCTAssertEqual(probe.frame("padded").width, 40)
    }

    func testPaddingOfferedLessThanItsInsetsIsTheInsetsHigh() {
        let probe = LayoutProbe(Color.red.padding(.vertical, 20).accessibilityIdentifier("padded"), width: 100, height: 30)
        XCTAssertEqual(probe.frame("padded").height, 40)
    }
}
