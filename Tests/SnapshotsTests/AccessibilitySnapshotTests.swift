import Foundation
import Raster
import SwiftUI
@testable import SnapshotAssertions
@testable import Snapshots
import XCTest

/// A toolbar with an icon button, a title and a labelled action: the `.accessibilityTree` text
/// strategy and `assertAccessibility`.
private struct Toolbar: View {
    var closeSize = 44.0

    var body: some View {
        HStack {
            Button {} label: { Image(systemName: "xmark").frame(width: closeSize, height: closeSize) }
                .accessibilityLabel(Text("Close"))
            Spacer()
            Text("Inbox").font(.headline).accessibilityAddTraits(.isHeader)
            Spacer()
            // The frame inside the label: a frame outside a button does not enlarge what it hits.
            Button {} label: { Text("Edit").frame(minWidth: 44, minHeight: 44) }
                .tint(Color(red: 0, green: 0.35, blue: 0.8))
        }
    }
}

final class AccessibilitySnapshotTests: XCTestCase {
    var folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
    }

    private func verify(_ toolbar: Toolbar) -> SnapshotResult {
        SnapshotRunner.verify(of: toolbar, as: .accessibilityTree(size: .width(320)), at: folder.location("a11y"),
                              configuration: folder.configuration())
    }

    func testAccessibilityTreeIsRecordedVerifiedAndFailsWhenAnElementChanges() throws {
        XCTAssertEqual(verify(Toolbar()).status, .new)
        let recorded = try String(contentsOf: folder.location("a11y").referenceURL(pathExtension: "txt"), encoding: .utf8)
        XCTAssertEqual(recorded, """
        1 · isButton · "Close" · (0, 0) 44×44
        2 · isHeader isStaticText · "Inbox" · (137, 11) 46×22
        3 · isButton · "Edit" · (276, 0) 44×44

        """)
        XCTAssertEqual(verify(Toolbar()).status, .passed)
        let changed = verify(Toolbar(closeSize: 30))
        XCTAssertEqual(changed.status, .failed)
        XCTAssertTrue(changed.summary.contains("-1 · isButton · \"Close\" · (0, 0) 44×44"), changed.summary)
    }

    func testAccessibilityImageIsRecordedVerifiedAndFailsWhenAnElementChanges() throws {
        func verify(_ toolbar: Toolbar) -> SnapshotResult {
            SnapshotRunner.verify(of: toolbar, as: .accessibilityImage(size: .width(320), scale: .x2), at: folder.location("a11y-image"),
                                  configuration: folder.configuration())
        }
        XCTAssertEqual(verify(Toolbar()).status, .new)
        let recorded = try PNGCodec.read(contentsOf: folder.location("a11y-image").referenceURL(pathExtension: "png"))
        // The page: 12-pt margins, the 320-pt view, a 16-pt gap and the 300-pt legend, at 2x.
        XCTAssertEqual(recorded.width, (12 + 320 + 16 + 300 + 12) * 2)
        // Element 1 (the close button, 44×44 at the view's origin) is outlined in the first colour.
        XCTAssertEqual(recorded[(12 + 22) * 2, (12 + 44) * 2 - 1], AccessibilityImage.palette[0])
        XCTAssertEqual(verify(Toolbar()).status, .passed)
        XCTAssertEqual(verify(Toolbar(closeSize: 30)).status, .failed)
    }

    func testAssertAccessibilityMessageListsOneLinePerFinding() throws {
        let good = layout(Toolbar(), size: .width(320), scale: .x2)
        XCTAssertNil(accessibilityFailureMessage(for: good, ignoring: []))
        let bad = layout(Toolbar(closeSize: 30).accessibilityLabel(Text("")), size: .width(320), scale: .x2)
        let message = try XCTUnwrap(accessibilityFailureMessage(for: layout(
            HStack { Button {} label: { Circle().fill(Color.blue).frame(width: 30, height: 30) }; Text("Faint").foregroundStyle(Color(white: 0.8)) },
            size: .width(320), scale: .x2), ignoring: []))
        let lines = message.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, message)
        XCTAssertTrue(lines[0].hasPrefix("Accessibility audit found 3 problems (320×"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("touch-target: element 1 (isButton) \"\""), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("missing-label: element 1"), lines[2])
        XCTAssertTrue(lines[3].hasPrefix("text-contrast: text \"Faint\""), lines[3])
        XCTAssertEqual(accessibilityFailureMessage(for: bad, ignoring: [.touchTarget, .missingLabel]), nil)
        // The dark blue that passes on white fails on black.
        let dark = layout(Toolbar(), size: .width(320), scale: .x2, colorScheme: .dark)
        XCTAssertEqual(accessibilityFailureMessage(for: dark, ignoring: []), """
        Accessibility audit found 1 problem (320×44 pt, dark, Large):
        text-contrast: text "Edit" at (282.5, 11) is #0059CC on #000000, contrast 3.3:1, under 4.5:1
        """)
    }

    func testAssertAccessibilityPassesAGoodView() {
        assertAccessibility(of: Toolbar(), size: .width(320))
    }
}
