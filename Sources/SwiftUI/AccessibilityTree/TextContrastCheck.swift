import Raster
import Tokens

/// The text-contrast rule of `AccessibilityAudit`: each visible `Text` with a solid colour,
/// measured against the rendered pixels behind it.
struct TextContrastCheck {
    let result: LayoutResult

    init(_ result: LayoutResult) {
        self.result = result
    }

    /// A text run to measure: the laid-out view and whether a disabled control holds it.
    private struct Run {
        var view: LaidOutView
        var disabled: Bool
    }

    func findings() -> [AccessibilityFinding] {
        let runs = Self.runs(in: result.root, disabled: false)
        guard !runs.isEmpty else { return [] }
        let canvasColor: RGBA8 = result.colorScheme == .dark ? RGBA8(r: 0, g: 0, b: 0) : RGBA8(r: 255, g: 255, b: 255)
        let bitmap = result.rasterize(background: canvasColor)
        let factor = result.scale.factor
        var findings: [AccessibilityFinding] = []
        for run in runs where !run.disabled {
            let view = run.view
            guard let colorText = view.details.first(where: { $0.name == "color" })?.value.split(separator: " ").first,
                  let color = RGBA8(hex: String(colorText)),
                  let background = Self.dominantColor(in: bitmap, frame: view.frame, factor: factor) else { continue }
            let ratio = WCAGContrast.ratio(color, on: background)
            let large = Self.isLargeText(view)
            let required = large ? 3.0 : 4.5
            guard ratio < required else { continue }
            let text = view.details.first { $0.name == "text" }?.value ?? ""
            let rounded = (ratio * 100).rounded(.down) / 100
            findings.append(AccessibilityFinding(
                rule: .textContrast, frame: view.frame, measured: rounded,
                message: "text \"\(text)\" at (\(formatPoints(view.frame.minX)), \(formatPoints(view.frame.minY))) is \(color.hexString) on \(background.hexString), contrast \(formatPoints(rounded)):1, under \(formatPoints(required)):1\(large ? " for large text" : "")"))
        }
        return findings
    }

    /// Texts in drawing order, skipping hidden subtrees; `disabled` when inside a disabled control.
    private static func runs(in view: LaidOutView, disabled: Bool) -> [Run] {
        if view.details.contains(where: { $0.name == "accessibilityHidden" && $0.value == "true" }) { return [] }
        let disabled = disabled || view.semantics.contains { $0.name == "enabled" && $0.value == "false" }
        if view.kind == "Text" { return [Run(view: view, disabled: disabled)] }
        return view.children.flatMap { runs(in: $0, disabled: disabled) }
    }

    /// WCAG's large text: at least 18 pt, or at least 14 pt bold or heavier (from the `font`
    /// detail, `body 17/22 regular`).
    static func isLargeText(_ view: LaidOutView) -> Bool {
        guard let font = view.details.first(where: { $0.name == "font" })?.value else { return false }
        let words = font.split(separator: " ")
        guard let sizeWord = words.first(where: { $0.contains("/") }),
              let size = Double(sizeWord.split(separator: "/")[0]) else { return false }
        let bold = words.contains { ["bold", "heavy", "black"].contains($0) }
        return size >= 18 || (size >= 14 && bold)
    }

    /// The most common opaque colour of the pixels under `frame` (ties: the smallest value, so
    /// the answer is deterministic); nil when the frame lies outside the bitmap.
    static func dominantColor(in bitmap: Bitmap, frame: Rect, factor: Int) -> RGBA8? {
        let minX = max(0, Int((frame.minX * Double(factor)).rounded(.down)))
        let minY = max(0, Int((frame.minY * Double(factor)).rounded(.down)))
        let maxX = min(bitmap.width, Int((frame.maxX * Double(factor)).rounded(.up)))
        let maxY = min(bitmap.height, Int((frame.maxY * Double(factor)).rounded(.up)))
        guard minX < maxX, minY < maxY else { return nil }
        var counts: [UInt32: Int] = [:]
        for y in minY..<maxY {
            for x in minX..<maxX {
                let pixel = bitmap[x, y]
                let key = UInt32(pixel.r) << 24 | UInt32(pixel.g) << 16 | UInt32(pixel.b) << 8 | UInt32(pixel.a)
                counts[key, default: 0] += 1
            }
        }
        guard let best = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }) else { return nil }
        let key = best.key
        return RGBA8(r: UInt8(key >> 24), g: UInt8((key >> 16) & 0xFF), b: UInt8((key >> 8) & 0xFF))
    }
}
