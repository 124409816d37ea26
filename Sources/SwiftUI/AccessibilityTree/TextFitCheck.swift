import BitmapText
import Raster

/// The text-fit rule of `AccessibilityAudit`: at an accessibility text size (AX1 and up), text
/// must show in full. A text cut short by its line limit or an ellipsis, or drawn partly outside
/// the clips around it (a scroll view, `clipped()`, a list card) or the canvas, is reported;
/// at smaller sizes a single-line truncation is a design choice and is not.
struct TextFitCheck {
    let drawn: DrawnViews
    let dynamicTypeSize: DynamicTypeSize

    /// Less than this share of a text's frame visible counts as clipped (so anti-aliasing slack
    /// of a fraction of a point does not).
    static let visibleShare = 0.98

    func findings() -> [AccessibilityFinding] {
        guard dynamicTypeSize.isAccessibilitySize else { return [] }
        var findings: [AccessibilityFinding] = []
        for mark in drawn.texts {
            let view = mark.view
            let text = view.details.first { $0.name == "text" }?.value ?? ""
            guard !text.isEmpty else { continue }
            let place = "text \"\(text)\" at (\(formatPoints(view.frame.minX)), \(formatPoints(view.frame.minY)))"
            let tokens = DrawnViews.color(of: view)?.1.map { [$0] } ?? []
            if view.semantics.contains(where: { $0.name == "truncated" && $0.value == "true" }) {
                findings.append(AccessibilityFinding(
                    rule: .textClipped, subject: "text \"\(text)\"", frame: view.frame, measured: nil, tokens: tokens,
                    message: "\(place) is truncated at \(dynamicTypeSize) in a \(formatPoints(view.frame.width))×\(formatPoints(view.frame.height)) pt frame"))
                continue
            }
            let area = view.frame.width * view.frame.height
            guard area > 0 else { continue }
            let shown = view.frame.intersection(mark.visible)
            let share = shown.width * shown.height / area
            guard share < Self.visibleShare else { continue }
            let rounded = (share * 100).rounded(.down) / 100
            findings.append(AccessibilityFinding(
                rule: .textClipped, subject: "text \"\(text)\"", frame: view.frame, measured: rounded, tokens: tokens,
                message: "\(place) is clipped at \(dynamicTypeSize): \(formatPoints(rounded * 100)) % of its frame is visible"))
        }
        return findings
    }
}
