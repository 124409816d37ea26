import Raster
import SwiftUI
import XCTest

/// A flexible frame places its child with the frame's own size as the proposal on an axis it
/// bounds. Apple's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// documentation: the child is proposed "the size proposed to the frame, limited by any
/// constraints specified", and a stack proposes each child the size it gave it when placing it;
/// so `Rectangle().frame(minHeight: 32)` in a stack that proposes no height (a scroll view, a
/// preview sized to fit) is a 32 pt rectangle, as jordansinger/SwiftUI-Kit's ShapesGroup shows
/// on iOS, not a 10 pt one centred in a 32 pt frame.
final class FlexibleFramePlacementTests: XCTestCase {
    private func dump<V: View>(_ view: V) -> String {
        TextDump.dump(layout(view, size: .width(390), textMeasurer: FixedAdvanceTextMeasurer()))
    }

    func testShapeFillsTheFrameAtItsMinimumWhenNoHeightIsProposed() {
        let text = dump(VStack { Rectangle().frame(minWidth: 16, maxWidth: 256, minHeight: 32, maxHeight: 64) })
        XCTAssertTrue(text.contains("FlexibleFrame (67, 0) 256×32"), text)
        XCTAssertTrue(text.contains("Rectangle (67, 0) 256×32"), text)
    }

    func testUnboundedAxisStillGetsNoProposal() {
        // Only width is bounded: the height stays the child's ideal (10 pt for a shape).
        let text = dump(VStack { Rectangle().frame(maxWidth: .infinity) })
        XCTAssertTrue(text.contains("Rectangle (0, 0) 390×10"), text)
    }

    func testFixedSizeChildKeepsItsSizeInsideTheFrame() {
        // A view that does not take what it is offered stays its size, centred in the frame.
        let text = dump(VStack { Text("Hi").frame(minHeight: 44) })
        XCTAssertTrue(text.contains("×44 · bounds: minHeight 44"), text)
        let textLine = text.split(separator: "\n").first { $0.contains("Text (") }
        XCTAssertNotNil(textLine, text)
        XCTAssertFalse(textLine?.contains("×44") ?? true, "the text keeps its own height:\n\(text)")
    }
}
