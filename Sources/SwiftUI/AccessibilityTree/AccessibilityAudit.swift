import Raster
import Tokens

/// Checks a laid-out view against rules assistive-technology users depend on:
///
/// - `touchTarget`: an interactive element (button, link, toggle, adjustable, text field)
///   smaller than 44×44 pt (Apple's Human Interface Guidelines);
/// - `missingLabel`: an interactive or image element VoiceOver would read no label for;
/// - `textContrast`: text whose colour against the pixels drawn behind it is below WCAG 2.2 AA,
///   4.5:1, or 3:1 for large text (18 pt and up, or 14 pt and up in bold or heavier). Text in a
///   disabled control is exempt (WCAG exempts inactive components). The background is the most
///   common colour of the rendered pixels in the text's frame (the canvas drawn on white in light
///   mode, black in dark); the foreground is the text's colour composited over it.
///
/// ```swift
/// let findings = AccessibilityAudit.run(on: layout(Toolbar(), size: .width(390)))
/// findings.map(\.description) // ["touch-target: element 2 (isButton) \"trash\" is 17×17 pt, under 44×44 pt"]
/// ```
public enum AccessibilityAudit {
    public static let minimumTarget = 44.0

    public static func run(on result: LayoutResult) -> [AccessibilityFinding] {
        let elements = AccessibilityTree(result).elements
        var findings: [AccessibilityFinding] = []
        for (index, element) in elements.enumerated() {
            let name = describe(element, number: index + 1)
            if element.isInteractive, element.frame.width < minimumTarget || element.frame.height < minimumTarget {
                findings.append(AccessibilityFinding(
                    rule: .touchTarget, frame: element.frame, measured: min(element.frame.width, element.frame.height),
                    message: "\(name) is \(formatPoints(element.frame.width))×\(formatPoints(element.frame.height)) pt, under \(formatPoints(minimumTarget))×\(formatPoints(minimumTarget)) pt"))
            }
            if element.isInteractive || element.traits.contains(.isImage),
               element.label.trimmingCharacters(in: .whitespaces).isEmpty {
                findings.append(AccessibilityFinding(
                    rule: .missingLabel, frame: element.frame, measured: nil,
                    message: "\(name) has no label for VoiceOver to read"))
            }
        }
        findings += TextContrastCheck(result).findings()
        return findings
    }

    static func describe(_ element: AccessibilityElement, number: Int) -> String {
        let traits = element.traitNames.isEmpty ? element.kind : element.traitNames.joined(separator: " ")
        return "element \(number) (\(traits)) \"\(element.label)\" at (\(formatPoints(element.frame.minX)), \(formatPoints(element.frame.minY)))"
    }
}

/// One rule an element breaks, with the measurement that broke it.
public struct AccessibilityFinding: Sendable, Hashable, CustomStringConvertible {
    public enum Rule: String, Sendable, Hashable {
        case touchTarget = "touch-target"
        case missingLabel = "missing-label"
        case textContrast = "text-contrast"
    }

    public var rule: Rule
    /// The element's or text's frame in points.
    public var frame: Rect
    /// The measured value: the smaller side in points, or the contrast ratio; nil for labels.
    public var measured: Double?
    /// What is wrong and where, naming the element.
    public var message: String

    public var description: String { "\(rule.rawValue): \(message)" }
}
