import BitmapText
import Foundation
import Raster
import SwiftUI
import XCTest

/// The audit rules added to touch target, missing label and text contrast: each planted defect
/// gives exactly its finding, naming the tokens involved, and the repaired view gives none.
final class AccessibilityRuleTests: XCTestCase {
    private let tokens = TokenTable(colors: [
        "color.text.faint": .init(RGBA8(hex: "#999999")!),
        "color.bg.well": .init(RGBA8(hex: "#CCCCCC")!),
        "color.icon.faint": .init(RGBA8(hex: "#C7C7CC")!),
        "color.border.field": .init(RGBA8(hex: "#E5E5EA")!),
        "color.border.strong": .init(RGBA8(hex: "#6E6E73")!),
    ])

    private func audit<V: View>(_ view: V, width: Double = 390, size: DynamicTypeSize = .large) -> [AccessibilityFinding] {
        AccessibilityAudit.run(on: layout(view, size: .width(width), scale: .x2, dynamicTypeSize: size, tokens: tokens))
    }

    func testGreyOnGreyTextNamesTheForegroundAndBackgroundTokens() {
        let findings = audit(Text("Faint").foregroundStyle(Color(token: "color.text.faint")).padding().background(Color(token: "color.bg.well")))
        XCTAssertEqual(findings.map(\.rule), [.textContrast])
        XCTAssertEqual(findings.first?.tokens, ["color.text.faint", "color.bg.well"])
        XCTAssertEqual(findings.first?.subject, "text \"Faint\"")
        XCTAssertEqual(findings.first?.measured, 1.77)
    }

    /// A bundle holding two plain PNGs, `ic_close_24.png` and `icon.close.png` (black 24×24 squares).
    private static let bundleRoot = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-a11y-rule-tests-\(getpid())")

    override class func tearDown() {
        try? FileManager.default.removeItem(at: bundleRoot)
        super.tearDown()
    }

    private static let bundle: Bundle = {
        let root = bundleRoot
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try! PNGCodec.write(Bitmap(width: 24, height: 24, fill: RGBA8(r: 0, g: 0, b: 0)), to: root.appendingPathComponent("ic_close_24.png"))
        try! PNGCodec.write(Bitmap(width: 24, height: 24, fill: RGBA8(r: 0, g: 0, b: 0)), to: root.appendingPathComponent("icon.close.png"))
        return Bundle(path: root.path)!
    }()

    func testImageOnlyButtonReadByItsFileName() {
        let bundle = Self.bundle
        let bare = audit(Button {} label: { Image("ic_close_24", bundle: bundle).frame(width: 44, height: 44) })
        XCTAssertEqual(bare.map(\.rule), [.fileNameLabel])
        XCTAssertEqual(bare.first?.message.contains("file name \"ic_close_24\""), true, "\(bare)")
        // A dotted name is read with spaces ("icon close") and is still the file's name.
        let dotted = audit(Button {} label: { Image("icon.close", bundle: bundle).frame(width: 44, height: 44) })
        XCTAssertEqual(dotted.map(\.rule), [.fileNameLabel])
        XCTAssertEqual(dotted.first?.message.contains("file name \"icon.close\""), true, "\(dotted)")
        XCTAssertEqual(audit(Button {} label: { Image("ic_close_24", bundle: bundle).frame(width: 44, height: 44) }
            .accessibilityLabel(Text("Close"))), [])
        // A named image with text beside it reads the text too: not a file-name label.
        let titled = Button {} label: {
            HStack { Image("ic_close_24", bundle: bundle); Text("Close").foregroundStyle(Color.black) }.frame(minHeight: 44)
        }
        XCTAssertEqual(audit(titled).map(\.rule), [])
    }

    func testLabelTruncatedAtAX3() {
        let label = Text("Notifications and sounds for every message").lineLimit(1).frame(width: 200, alignment: .leading)
        let findings = audit(label, size: .accessibility3)
        XCTAssertEqual(findings.map(\.rule), [.textClipped])
        XCTAssertEqual(findings.first?.message.contains("is truncated at AX3"), true, "\(findings)")
        // The same label wraps when it may: nothing to report; and truncation at the default size is a design choice.
        XCTAssertEqual(audit(Text("Notifications and sounds for every message").frame(width: 200, alignment: .leading), size: .accessibility3), [])
        XCTAssertEqual(audit(label, size: .large), [])
    }

    func testTextClippedByItsContainerAtAnAccessibilitySize() {
        let clipped = Text("Balance").font(.title).frame(width: 300, height: 20, alignment: .top).clipped()
        let findings = audit(VStack { clipped }.frame(height: 60), size: .accessibility1)
        XCTAssertEqual(findings.map(\.rule), [.textClipped], "\(findings)")
    }

    func testAdjacentButtonsWithTheSameLabel() {
        func edit() -> some View {
            Button {} label: { Text("Edit").foregroundStyle(Color.black).frame(minWidth: 44, minHeight: 44) }
        }
        let row = HStack { edit(); edit() }
        let findings = audit(row)
        XCTAssertEqual(findings.map(\.rule), [.duplicateLabel])
        XCTAssertEqual(findings.first?.message.contains("element 2"), true, "\(findings)")
        let distinct = HStack { edit(); edit().accessibilityLabel(Text("Edit address")) }
        XCTAssertEqual(audit(distinct), [])
    }

    func testFaintIconFailsNonTextContrastWithItsToken() {
        let faint = Button {} label: { Image(systemName: "trash").foregroundStyle(Color(token: "color.icon.faint")).frame(width: 44, height: 44) }
            .accessibilityLabel(Text("Delete"))
        let findings = audit(faint)
        XCTAssertEqual(findings.map(\.rule), [.nonTextContrast])
        XCTAssertEqual(findings.first?.subject, "icon \"trash\"")
        XCTAssertEqual(findings.first?.tokens, ["color.icon.faint", "#FFFFFF"])
        let strong = Button {} label: { Image(systemName: "trash").foregroundStyle(Color(token: "color.border.strong")).frame(width: 44, height: 44) }
            .accessibilityLabel(Text("Delete"))
        XCTAssertEqual(audit(strong), [])
    }

    func testTextFieldWithAFaintBorderFailsNonTextContrast() {
        // A text field is as tall as its text (22 pt) whatever frame is around it, so the
        // touch-target rule reports it too; this test looks at the boundary only.
        func field(_ border: String) -> some View {
            TextField("Name", text: .constant("Ada"))
                .padding(11)
                .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color(token: border), lineWidth: 2))
                .padding()
        }
        let faint = audit(field("color.border.field")).filter { $0.rule != .touchTarget }
        XCTAssertEqual(faint.map(\.rule), [.nonTextContrast], "\(faint)")
        XCTAssertEqual(faint.first?.tokens, ["color.border.field", "#FFFFFF"])
        XCTAssertEqual(faint.first?.measured, 1.25)
        XCTAssertEqual(audit(field("color.border.strong")).filter { $0.rule != .touchTarget }, [])
    }

    func testBodyTextBecomesLargeTextAtAccessibilitySizes() {
        // #949494 on white is 3.03:1: under 4.5:1 for 17-pt body text, enough once AX1 draws it at 28 pt.
        let text = Text("Grey").foregroundStyle(Color(red: 148 / 255, green: 148 / 255, blue: 148 / 255))
        XCTAssertEqual(audit(text, size: .large).map(\.rule), [.textContrast])
        XCTAssertEqual(audit(text, size: .accessibility1), [])
    }
}
