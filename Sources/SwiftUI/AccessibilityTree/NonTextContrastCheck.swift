import Raster
import Tokens

/// The non-text-contrast rule of `AccessibilityAudit` (WCAG 2.2 1.4.11, AA): graphics a person
/// needs to see to use the screen must reach 3:1 against what is next to them.
///
/// - Icons: each visible image drawn in one solid colour (symbols, template images), not
///   decorative and not in a disabled control, against the most common other colour in its frame.
/// - Control boundaries: a text field's visible shape (the smallest fill or border drawn
///   around it), against the most common colour in the 2-pt band around that shape; the
///   stronger of its fill and border counts. A field with no shape around it is not measured. Buttons are identified by their text or icon, which
///   the text and icon checks measure; system toggles and sliders keep the platform's look,
///   which 1.4.11 exempts.
struct NonTextContrastCheck {
    let drawn: DrawnViews
    let pixels: RenderedPixels
    let elements: [AccessibilityElement]

    static let required = 3.0
    /// How wide the bands around and inside a boundary are, in points.
    static let band = 2.0
    /// How much larger than a text field, per side, the shape drawn around it may be, in points.
    static let reach = 24.0

    func findings() -> [AccessibilityFinding] {
        iconFindings() + boundaryFindings()
    }

    private func iconFindings() -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        for mark in drawn.icons where !mark.disabled {
            let view = mark.view
            guard let (color, colorToken) = DrawnViews.color(of: view),
                  let background = pixels.background(under: color, in: view.frame) else { continue }
            let name = view.semantics.first { $0.name == "imageLabel" }?.value ?? "image"
            if let finding = mark.contrastFinding(color: color, colorToken: colorToken, on: background, required: Self.required,
                                                  rule: .nonTextContrast, subject: "icon \"\(name)\"", drawn: drawn, canvas: pixels.canvas) {
                findings.append(finding)
            }
        }
        return findings
    }

    private func boundaryFindings() -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        for (index, element) in elements.enumerated() where element.isTextEntry && element.isEnabled {
            let field = element.frame
            // The field's visible shape: the smallest fill or border drawn around it, at most
            // `reach` points larger on each side (a text field sits inset in its box).
            let around = drawn.paints.filter { paint in
                paint.frame.minX <= field.minX + 0.5 && paint.frame.minY <= field.minY + 0.5
                    && paint.frame.maxX >= field.maxX - 0.5 && paint.frame.maxY >= field.maxY - 0.5
                    && paint.frame.width - field.width <= 2 * Self.reach && paint.frame.height - field.height <= 2 * Self.reach
            }
            guard let box = around.min(by: { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height })?.frame,
                  let outside = pixels.counts(around: box, width: Self.band).first?.color else { continue }
            // The box's paints (a fill, a border) and the contrast each makes with the surroundings.
            let edges = around.filter { $0.frame == box }.map { paint -> (DrawnViews.Paint, RGBA8, Double) in
                let color = DrawnViews.opaque(paint.color, over: outside)
                return (paint, color, WCAGContrast.ratio(color, on: outside))
            }
            guard let (paint, edge, ratio) = edges.max(by: { $0.2 < $1.2 }), edge != outside, ratio < Self.required else { continue }
            let rounded = (ratio * 100).rounded(.down) / 100
            let outsideToken = drawn.backgroundToken(under: box.inset(by: Raster.EdgeInsets(all: -Self.band)), before: paint.order,
                                                     measured: outside, canvas: pixels.canvas)
            let name = AccessibilityAudit.describe(element, number: index + 1)
            findings.append(AccessibilityFinding(
                rule: .nonTextContrast, subject: AccessibilityAudit.subject(element), frame: box, measured: rounded,
                tokens: Self.tokens(paint.tokenPath, background: outsideToken, edge, outside),
                message: "\(name) has an edge of \(edge.hexString) on \(outside.hexString), contrast \(formatPoints(rounded)):1, under 3:1"))
        }
        return findings
    }

    /// Foreground then background, each a token path or, when one of them read a token and the
    /// other did not, the colour; empty when neither read a token.
    static func tokens(_ foreground: String?, background: String?, _ color: RGBA8, _ backdrop: RGBA8) -> [String] {
        guard foreground != nil || background != nil else { return [] }
        return [foreground ?? color.hexString, background ?? backdrop.hexString]
    }
}
