import Foundation
import XCTest

/// Component code takes every style value from tokens (the seeds' rules 1–4): the design debt
/// of `Sources/DesignSystem` is zero.
final class NoRawStyleValuesTests: XCTestCase {
    static let designSystemSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/DesignSystem")

    /// The one sanctioned exception: `AppTextStyle` is where a text style's case is applied, and
    /// `.original` clears it there, so no call site ever has to.
    static let allowed: Set<String> = ["Foundation/AppTextStyle.swift: call-site case or tracking"]

    func testDesignSystemSourcesContainNoRawStyleValues() throws {
        let findings = try RawStyleValueScanner.scan(folder: Self.designSystemSources, excluding: ["Generated"])
            .filter { !Self.allowed.contains("\($0.file): \($0.rule.rawValue)") }
        XCTAssert(findings.isEmpty, "design debt: \(findings.count) raw style value(s); use tokens (Theme.color, Theme.length, appText):\n"
                  + findings.map(\.description).joined(separator: "\n"))
    }

    func testScannerReportsHexColoursWithFileAndLine() {
        let findings = RawStyleValueScanner.scan(source: "let a = 1\nlet brand = Color(hex: \"#2F6BFF\")", file: "Brand.swift")
        XCTAssertEqual(findings.first?.description, "Brand.swift:2: hex colour: let brand = Color(hex: \"#2F6BFF\")")
    }

    func testScannerReportsFixedAndSystemColours() {
        for line in ["Color(red: 1, green: 0, blue: 0)", "Text(t).foregroundStyle(.orange)", "Color.gray", "RGBA8(r: 1, g: 2, b: 3)"] {
            XCTAssertEqual(RawStyleValueScanner.scan(source: line, file: "F.swift").map(\.rule), [.fixedColor], line)
        }
    }

    func testScannerReportsNumericPaddingSpacingRadiusAndSizes() {
        for line in [".padding(16)", ".padding(.horizontal, 12)", ".padding()", "VStack(spacing: 8) {", "RoundedRectangle(cornerRadius: 12)",
                     ".frame(width: 24, height: 24)", ".frame(minHeight: 44)", ".stroke(c, lineWidth: 1)", ".padding(0.5)"] {
            XCTAssertEqual(RawStyleValueScanner.scan(source: line, file: "F.swift").map(\.rule), [.numericLength], line)
        }
    }

    func testScannerAllowsZeroAndTokenLengths() {
        for line in ["VStack(spacing: 0) {", ".padding(Theme.length(.spaceLg))", ".frame(maxWidth: .infinity)", ".padding(.horizontal, 0)"] {
            XCTAssertEqual(RawStyleValueScanner.scan(source: line, file: "F.swift"), [], line)
        }
    }

    func testScannerReportsSystemFontsAndFontSizes() {
        for line in [".font(.headline)", ".font(.system(size: 17, weight: .bold))", "Font.custom(\"Inter\", size: 12)"] {
            XCTAssertTrue(RawStyleValueScanner.scan(source: line, file: "F.swift").map(\.rule).contains(.systemFont), line)
        }
    }

    func testScannerReportsCallSiteCaseAndTracking() {
        for line in ["Text(\"Recent\").textCase(.uppercase)", ".tracking(0.6)", "Text(title.uppercased())", ".kerning(1)"] {
            XCTAssertTrue(RawStyleValueScanner.scan(source: line, file: "F.swift").map(\.rule).contains(.callSiteCase), line)
        }
    }

    func testScannerIgnoresCommentsAndNumbersInsideText() {
        let source = "// .padding(16) in a comment\nText(\"Use at least 12 characters, spacing: 8\") // cornerRadius: 4"
        XCTAssertEqual(RawStyleValueScanner.scan(source: source, file: "F.swift"), [])
    }
}
