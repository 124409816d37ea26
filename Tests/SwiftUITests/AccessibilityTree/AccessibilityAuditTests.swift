import Raster
import SwiftUI
import XCTest

/// Each audit rule catches a planted defect with exactly one finding, and passes a good view.
final class AccessibilityAuditTests: XCTestCase {
    private func audit<V: View>(_ view: V, width: Double = 390, colorScheme: ColorScheme = .light) -> [AccessibilityFinding] {
        AccessibilityAudit.run(on: layout(view, size: .width(width), scale: .x2, colorScheme: colorScheme))
    }

    func testThirtyPointIconButtonIsTooSmallAndA44PointOneIsNot() {
        let small = audit(Button {} label: { Image(systemName: "trash").frame(width: 30, height: 30) }.accessibilityLabel(Text("Delete")))
        XCTAssertEqual(small.map(\.rule), [.touchTarget])
        XCTAssertEqual(small.first?.measured, 30)
        XCTAssertEqual(small.first?.description, "touch-target: element 1 (isButton) \"Delete\" at (180, 0) is 30×30 pt, under 44×44 pt")
        let good = audit(Button {} label: { Image(systemName: "trash").frame(width: 44, height: 44) }.accessibilityLabel(Text("Delete")))
        XCTAssertEqual(good, [])
    }

    func testUnlabelledDrawnButtonAndLabelledOne() {
        let unlabelled = audit(Button {} label: { Circle().fill(Color.blue).frame(width: 44, height: 44) })
        XCTAssertEqual(unlabelled.map(\.rule), [.missingLabel])
        XCTAssertTrue(unlabelled.first?.message.contains("has no label") == true, "\(unlabelled)")
        let labelled = audit(Button {} label: { Circle().fill(Color.blue).frame(width: 44, height: 44) }.accessibilityLabel(Text("Close")))
        XCTAssertEqual(labelled, [])
    }

    func testGreyOnGreyTextFailsContrastAndDarkOnLightPasses() {
        let grey = audit(Text("Faint").foregroundStyle(Color(red: 0.6, green: 0.6, blue: 0.6)).padding().background(Color(red: 0.8, green: 0.8, blue: 0.8)))
        XCTAssertEqual(grey.map(\.rule), [.textContrast])
        XCTAssertEqual(grey.first?.message, "text \"Faint\" at (175, 16) is #999999 on #CCCCCC, contrast 1.77:1, under 4.5:1")
        let dark = audit(Text("Clear").foregroundStyle(Color(red: 0.2, green: 0.2, blue: 0.2)).padding().background(Color(red: 0.8, green: 0.8, blue: 0.8)))
        XCTAssertEqual(dark, [])
    }

    func testLargeTextNeedsOnlyThreeToOne() {
        // #767676 on white is 4.54:1; #949494 is 3.03:1: enough for 28-pt text, not for 17-pt.
        let color = Color(red: 148 / 255, green: 148 / 255, blue: 148 / 255)
        XCTAssertEqual(audit(Text("Big").font(.title).foregroundStyle(color)), [])
        XCTAssertEqual(audit(Text("Small").foregroundStyle(color)).map(\.rule), [.textContrast])
    }

    func testDarkModeMeasuresAgainstTheDarkCanvas() {
        let findings = audit(Text("Ink").foregroundStyle(Color(red: 0.1, green: 0.1, blue: 0.1)), colorScheme: .dark)
        XCTAssertEqual(findings.map(\.rule), [.textContrast])
        XCTAssertEqual(audit(Text("Ink").foregroundStyle(Color(red: 0.1, green: 0.1, blue: 0.1))), [])
    }

    func testDisabledControlTextIsExemptFromContrast() {
        XCTAssertEqual(audit(Button {} label: { Text("Disabled").frame(minWidth: 44, minHeight: 44) }.disabled(true)).map(\.rule), [])
    }

    func testWellBuiltSettingsRowPasses() {
        // As in a List row: the row (the toggle's element) is 44 pt tall.
        let row = Toggle(isOn: .constant(true)) { Text("Wi-Fi").frame(minHeight: 44) }.padding(.horizontal)
        XCTAssertEqual(audit(row), [])
    }
}
