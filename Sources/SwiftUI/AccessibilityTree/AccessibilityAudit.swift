import Raster
import Tokens

/// Checks a laid-out view against rules assistive-technology users depend on
/// (`AccessibilityFinding.Rule`):
///
/// - `touch-target`: an interactive element (button, link, toggle, adjustable, text field)
///   smaller than 44×44 pt (Apple's Human Interface Guidelines);
/// - `missing-label`: an interactive or image element VoiceOver would read no label for;
/// - `file-name-label`: an interactive element read only by a bundle image's file name
///   (`Image("ic_close")` in a button without text or `accessibilityLabel`);
/// - `duplicate-label`: an element reading the same label as the element just before it, so a
///   VoiceOver user hears the same words twice and cannot tell the two apart;
/// - `text-contrast` (`TextContrastCheck`), `non-text-contrast` (`NonTextContrastCheck`),
///   `text-clipped` (`TextFitCheck`): measured on the rendered pixels, drawn on white in light
///   mode and black in dark.
///
/// ```swift
/// let findings = AccessibilityAudit.run(on: layout(Toolbar(), size: .width(390)))
/// findings.map(\.description) // ["touch-target: element 2 (isButton) \"trash\" at (16, 0) is 17×17 pt, under 44×44 pt"]
/// ```
public enum AccessibilityAudit {
    public static let minimumTarget = 44.0

    /// The findings for `result`, in rule order (element rules in reading order, then text
    /// contrast, non-text contrast and text fit in drawing order). `image` is `result` already
    /// rendered at its scale (on a clear or canvas background); without it the audit renders.
    public static func run(on result: LayoutResult, image: Bitmap? = nil) -> [AccessibilityFinding] {
        let elements = AccessibilityTree(result).elements
        var findings = elementFindings(elements)
        let drawn = DrawnViews(result.root)
        findings += TextFitCheck(drawn: drawn, dynamicTypeSize: result.dynamicTypeSize).findings()
        guard !drawn.texts.isEmpty || !drawn.icons.isEmpty || elements.contains(where: \.isTextEntry) else { return findings }
        let canvas: RGBA8 = result.colorScheme == .dark ? RGBA8(r: 0, g: 0, b: 0) : RGBA8(r: 255, g: 255, b: 255)
        let pixels = RenderedPixels(bitmap: image ?? result.rasterize(background: canvas), factor: result.scale.factor, canvas: canvas)
        findings += TextContrastCheck(drawn: drawn, pixels: pixels).findings()
        findings += NonTextContrastCheck(drawn: drawn, pixels: pixels, elements: elements).findings()
        return findings
    }

    private static func elementFindings(_ elements: [AccessibilityElement]) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        for (index, element) in elements.enumerated() {
            let name = describe(element, number: index + 1)
            let subject = subject(element)
            if element.isInteractive, element.frame.width < minimumTarget || element.frame.height < minimumTarget {
                findings.append(AccessibilityFinding(
                    rule: .touchTarget, subject: subject, frame: element.frame, measured: min(element.frame.width, element.frame.height),
                    message: "\(name) is \(formatPoints(element.frame.width))×\(formatPoints(element.frame.height)) pt, under \(formatPoints(minimumTarget))×\(formatPoints(minimumTarget)) pt"))
            }
            if element.isInteractive || element.traits.contains(.isImage),
               element.label.trimmingCharacters(in: .whitespaces).isEmpty {
                findings.append(AccessibilityFinding(
                    rule: .missingLabel, subject: subject, frame: element.frame, measured: nil,
                    message: "\(name) has no label for VoiceOver to read"))
            }
            if element.isInteractive, let file = element.imageFileName {
                findings.append(AccessibilityFinding(
                    rule: .fileNameLabel, subject: subject, frame: element.frame, measured: nil,
                    message: "\(name) is read by its image's file name \"\(file)\"; give it an accessibilityLabel"))
            }
            if index > 0, !element.label.isEmpty, normalized(element.label) == normalized(elements[index - 1].label) {
                findings.append(AccessibilityFinding(
                    rule: .duplicateLabel, subject: subject, frame: element.frame, measured: nil,
                    message: "\(name) reads the same label as element \(index), the element before it"))
            }
        }
        return findings
    }

    private static func normalized(_ label: String) -> String {
        label.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    static func describe(_ element: AccessibilityElement, number: Int) -> String {
        let traits = element.traitNames.isEmpty ? element.kind : element.traitNames.joined(separator: " ")
        return "element \(number) (\(traits)) \"\(element.label)\" at (\(formatPoints(element.frame.minX)), \(formatPoints(element.frame.minY)))"
    }

    /// The element without its position: `isButton "Save"`.
    static func subject(_ element: AccessibilityElement) -> String {
        let traits = element.traits.isEmpty ? element.kind : element.traits.description
        return "\(traits) \"\(element.label)\""
    }
}
