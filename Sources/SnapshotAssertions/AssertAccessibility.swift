import BitmapText
import Foundation
import Raster
import SwiftUI
import Tokens

/// Fails when `AccessibilityAudit` finds anything in `view` laid out with these settings: one
/// line per finding (rule, element, measured value), under a line naming the settings. Rules in
/// `ignoring` are not reported. Works in XCTest and Swift Testing.
///
/// ```swift
/// func testToolbarIsAccessible() {
///     assertAccessibility(of: Toolbar(), size: .width(390))
///     assertAccessibility(of: Toolbar(), size: .width(390), colorScheme: .dark)
/// }
/// ```
public func assertAccessibility<V: View>(
    of view: @autoclosure () -> V,
    size: RenderSize = .ideal,
    scale: DisplayScale = .x2,
    colorScheme: ColorScheme = .light,
    dynamicTypeSize: DynamicTypeSize = .large,
    tokens: any DesignTokenSource = NoTokens(),
    ignoring: Set<AccessibilityFinding.Rule> = [],
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let result = layout(view(), size: size, scale: scale, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, tokens: tokens)
    assertAccessibility(of: result, ignoring: ignoring, fileID: fileID, file: filePath, line: line, column: column)
}

/// `assertAccessibility(of:)` for a layout already made.
public func assertAccessibility(
    of result: LayoutResult,
    ignoring: Set<AccessibilityFinding.Rule> = [],
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = accessibilityFailureMessage(for: result, ignoring: ignoring) else { return }
    TestFailureReporter.fail(message, fileID: "\(fileID)", filePath: filePath, line: line, column: column)
}

/// The failure message `assertAccessibility` reports, or nil when the audit finds nothing.
func accessibilityFailureMessage(for result: LayoutResult, ignoring: Set<AccessibilityFinding.Rule>) -> String? {
    let findings = AccessibilityAudit.run(on: result).filter { !ignoring.contains($0.rule) }
    guard !findings.isEmpty else { return nil }
    let settings = "\(formatSize(result.size)) pt, \(result.colorScheme), \(result.dynamicTypeSize)"
    return "Accessibility audit found \(findings.count) problem\(findings.count == 1 ? "" : "s") (\(settings)):\n"
        + findings.map(\.description).joined(separator: "\n")
}

private func formatSize(_ size: Size) -> String {
    "\(formatPoints(size.width))×\(formatPoints(size.height))"
}
