import Snapshots
import Raster
import Tokens

/// How the review shows a token value: one line of text with locale-free numbers, and the colour
/// for a swatch when the value has one (a colour, a shadow's first layer).
///
/// ```swift
/// TokenValueText.text(.dimension(Dimension(value: 16, unit: .px)))   // "16px"
/// TokenValueText.swatch(.color(RGBA8(hex: "#2F6BFF")!))              // #2F6BFF
/// ```
public enum TokenValueText {
    public static func text(_ value: TokenValue?) -> String {
        guard let value else { return "—" }
        switch value {
        case .color(let color): return color.hexString
        case .dimension(let dimension): return number(dimension.value) + dimension.unit.rawValue
        case .number(let value): return number(value)
        case .fontFamily(let families): return families.joined(separator: ", ")
        case .fontWeight(let weight): return String(weight)
        case .duration(let milliseconds): return number(milliseconds) + "ms"
        case .typography(let type):
            var text = "\(type.family) \(number(type.size))/\(number(type.lineHeight)) weight \(type.weight)"
            if type.letterSpacing != 0 { text += " tracking \(number(type.letterSpacing))" }
            if let textCase = type.textCase { text += " \(textCase.rawValue)" }
            return text
        case .shadow(let layers):
            return layers.map { layer in
                (layer.inset ? "inset " : "") + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(number).joined(separator: " ")
                    + " " + layer.color.hexString
            }.joined(separator: ", ")
        case .cubicBezier(let curve):
            return "cubic-bezier(" + [curve.x1, curve.y1, curve.x2, curve.y2].map(number).joined(separator: ", ") + ")"
        case .strokeStyle(let pattern):
            return text(pattern)
        case .border(let border):
            return number(border.width) + "px " + text(border.style) + " " + border.color.hexString
        case .transition(let timing):
            return number(timing.duration) + "ms " + number(timing.delay) + "ms " + text(.cubicBezier(timing.timingFunction))
        case .gradient(let stops):
            return stops.map { $0.color.hexString + " " + number($0.location * 100) + "%" }.joined(separator: ", ")
        }
    }

    private static func text(_ pattern: StrokePattern) -> String {
        switch pattern {
        case .named(let name): return name.rawValue
        case .dashes(let lengths, let cap): return "dashes " + lengths.map(number).joined(separator: " ") + " \(cap)"
        }
    }

    public static func swatch(_ value: TokenValue?) -> RGBA8? {
        switch value {
        case .color(let color)?: return color
        case .shadow(let layers)?: return layers.first?.color
        case .border(let border)?: return border.color
        case .gradient(let stops)?: return stops.first?.color
        default: return nil
        }
    }

    /// Up to three decimals, trailing zeros dropped: `16`, `1.5`, `0.125`.
    static func number(_ value: Double) -> String {
        var text = formatDecimal(value, places: 3)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
