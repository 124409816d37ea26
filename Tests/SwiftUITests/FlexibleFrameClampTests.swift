import SwiftUI
import XCTest

/// The flexible frame's size rule per axis, with a child that keeps its own size (`box`, 100 pt)
/// so the frame's result and the child's differ. Apple's documentation of
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)):
/// "If both constraints are specified in a dimension, the frame unconditionally adopts the size
/// proposed for it, clamped to the constraints. Otherwise, the size of the frame in either
/// dimension is: If a minimum constraint is specified and the size proposed for the frame by the
/// parent is less than the size of this view, the proposed size, clamped to that minimum. If a
/// maximum constraint is specified and the size proposed for the frame by the parent is greater
/// than the size of this view, the proposed size, clamped to that maximum. Otherwise, the size of
/// this view."
final class FlexibleFrameClampTests: XCTestCase {
    private func width<V: View>(of view: V, offered width: Double) -> Double {
        LayoutProbe(view.accessibilityIdentifier("frame"), width: width).frame("frame").width
    }

    // minWidth alone: proposed 60 < child 100, so the proposal clamped to the minimum, 60.
    func testMinWidthFrameOfferedLessThanItsChildTakesTheProposal() {
        XCTAssertEqual(width(of: box(100, 10).frame(minWidth: 50), offered: 60), 60)
    }

    // Proposed 30 < child 100: the proposal, raised to the minimum, 50.
    func testMinWidthFrameOfferedLessThanItsMinimumTakesTheMinimum() {
        XCTAssertEqual(width(of: box(100, 10).frame(minWidth: 50), offered: 30), 50)
    }

    // Proposed 200 is not less than the child: the child's size.
    func testMinWidthFrameOfferedMoreThanItsChildTakesTheChildsSize() {
        XCTAssertEqual(width(of: box(100, 10).frame(minWidth: 50), offered: 200), 100)
    }

    // The child keeps its 100 pt and is centred in the 60 pt frame: it overhangs 20 pt each side.
    func testMinWidthFrameNarrowerThanItsChildCentresTheOverhangingChild() {
        let probe = LayoutProbe(box(100, 10).accessibilityIdentifier("box").frame(minWidth: 50).accessibilityIdentifier("frame"), width: 60)
        XCTAssertEqual(probe.frame("frame").width, 60)
        XCTAssertEqual(probe.frame("box").minX - probe.frame("frame").minX, -20)
        XCTAssertEqual(probe.frame("box").width, 100)
    }

    // maxWidth alone: proposed 200 > child 100, so the proposal clamped to the maximum, 150.
    func testMaxWidthFrameOfferedMoreThanItsMaximumTakesTheMaximum() {
        XCTAssertEqual(width(of: box(100, 10).frame(maxWidth: 150), offered: 200), 150)
    }

    // Proposed 120 > child 100 and under the maximum: the proposal, 120.
    func testMaxWidthFrameOfferedMoreThanItsChildTakesTheProposal() {
        XCTAssertEqual(width(of: box(100, 10).frame(maxWidth: 150), offered: 120), 120)
    }

    // Proposed 80 is not greater than the child: the child's size, 100, wider than offered.
    func testMaxWidthFrameOfferedLessThanItsChildTakesTheChildsSize() {
        XCTAssertEqual(width(of: box(100, 10).frame(maxWidth: 150), offered: 80), 100)
    }

    // Both bounds: the proposal clamped to [20, 70], whatever the child's size.
    func testMinAndMaxWidthFrameTakesTheProposalClampedToBoth() {
        XCTAssertEqual(width(of: box(100, 10).frame(minWidth: 20, maxWidth: 70), offered: 60), 60)
        XCTAssertEqual(width(of: box(100, 10).frame(minWidth: 20, maxWidth: 70), offered: 10), 20)
        XCTAssertEqual(width(of: box(100, 10).frame(minWidth: 20, maxWidth: 70), offered: 200), 70)
        XCTAssertEqual(width(of: box(5, 10).frame(minWidth: 20, maxWidth: 70), offered: 60), 60)
    }

    // The same rule on the vertical axis: proposed 60 < child 100, so 60.
    func testMinHeightFrameOfferedLessThanItsChildTakesTheProposal() {
        let probe = LayoutProbe(box(10, 100).frame(minHeight: 50).accessibilityIdentifier("frame"), width: 200, height: 60)
        XCTAssertEqual(probe.frame("frame").height, 60)
    }

    // Proposed 200 > child 100 on the vertical axis: clamped to the maximum, 150.
    func testMaxHeightFrameOfferedMoreThanItsMaximumTakesTheMaximum() {
        let probe = LayoutProbe(box(10, 100).frame(maxHeight: 150).accessibilityIdentifier("frame"), width: 200, height: 200)
        XCTAssertEqual(probe.frame("frame").height, 150)
    }

    // "The size proposed to this view is the size proposed to the frame, limited by any
    // constraints specified": a flexible child takes what it is offered, so it shows the clamp.
    func testMaxWidthFrameProposesAtMostItsMaximumToTheChild() {
        let probe = LayoutProbe(Color.red.accessibilityIdentifier("color").frame(maxWidth: 60), width: 200)
        XCTAssertEqual(probe.frame("color").width, 60)
    }

    func testMinWidthFrameProposesAtLeastItsMinimumToTheChild() {
        let probe = LayoutProbe(Color.red.accessibilityIdentifier("color").frame(minWidth: 50), width: 30)
        XCTAssertEqual(probe.frame("color").width, 50)
    }
}
