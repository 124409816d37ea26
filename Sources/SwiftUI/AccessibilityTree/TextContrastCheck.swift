import BitmapText
import Raster
import Tokens

/// The text-contrast rule of `AccessibilityAudit` (WCAG 2.2 1.4.3, AA): each visible `Text`
/// with a solid colour, outside a disabled control, measured against the most common rendered
/// colour in its frame. Large text (18 pt and up, or 14 pt and up bold or heavier, at the size
/// drawn, so Dynamic Type counts) needs 3:1, other text 4.5:1.
struct TextContrastCheck {
    let drawn: DrawnViews
    let pixels: RenderedPixels

    func findings() -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        for mark in drawn.texts where !mark.disabled {
            let view = mark.view
            guard let (color, colorToken) = DrawnViews.color(of: view),
                  let background = pixels.dominant(in: view.frame) else { continue }
            let large = Self.isLargeText(view)
            let text = view.details.first { $0.name == "text" }?.value ?? ""
            if let finding = mark.contrastFinding(color: color, colorToken: colorToken, on: background, required: large ? 3.0 : 4.5,
                                                  rule: .textContrast, subject: "text \"\(text)\"", note: large ? " for large text" : "",
                                                  drawn: drawn, canvas: pixels.canvas) {
                findings.append(finding)
            }
        }
        return findings
    }

    /// WCAG's large text: at least 18 pt, or at least 14 pt bold or heavier, at the point size
    /// drawn for the render's Dynamic Type size (body text is 28 pt at AX1, so large there).
    static func isLargeText(_ view: LaidOutView) -> Bool {
        guard case .text(let run) = view.content else { return false }
        let style = run.style.style
        let size = style.pointSize(at: run.dynamicTypeSize)
        return size >= 18 || (size >= 14 && style.weight >= .bold)
    }
}
