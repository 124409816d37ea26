/// Whether a style changes the case of the text it draws.
public enum TextCase: Hashable, Sendable {
    /// The text as the caller wrote it.
    case original
    case uppercase
    case lowercase

    /// The text in this case. Uses Unicode's default case mapping (Swift's `uppercased()`), which
    /// does not depend on the locale: "straße" becomes "STRASSE" everywhere.
    public func apply(to text: String) -> String {
        switch self {
        case .original: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        }
    }
}

/// One text style: family, size, weight, line height, tracking and case, applied as one value so
/// call sites never set case or tracking themselves (the seeds' `AppTextStyle`). Sizes are points
/// at the default Dynamic Type size; `relativeTo` names the slot whose Dynamic Type curve the
/// style follows (`nil` keeps the size fixed).
///
/// ```swift
/// let label = TextStyle(size: 12, weight: .semibold, tracking: 0.6, textCase: .uppercase, relativeTo: .caption1)
/// label.original.textCase                       // .original — for text users typed
/// TextStyle.body.pointSize(at: .accessibility1) // 28
/// ```
public struct TextStyle: Hashable, Sendable {
    public var family: FontFamily
    /// Points at `DynamicTypeSize.large`.
    public var size: Double
    public var weight: FontWeight
    /// Draws with the italic faces.
    public var isItalic: Bool
    /// Distance between baselines in points at the default size; `nil` uses the font's own
    /// ascent + descent (Apple's leading may be tighter than Inter's own line box at large sizes).
    public var lineHeight: Double?
    /// Extra points after each character but the last of a line (negative tightens).
    public var tracking: Double
    /// Draws with the monospaced design (DejaVu Sans Mono, as SF Mono) whatever `family` says.
    public var isMonospaced: Bool = false
    /// Draws digits (and, in Inter, `, . : ;`) with the face's tabular (`tnum`) alternates, all
    /// one width: SwiftUI's `monospacedDigit()`. Faces without alternates keep their own digits.
    public var isMonospacedDigit: Bool = false
    public var textCase: TextCase
    /// The slot whose Dynamic Type sizes this style scales with, or `nil` for a fixed size.
    public var relativeTo: TextStyleSlot?

    public init(
        family: FontFamily = .system, size: Double, weight: FontWeight = .regular, isItalic: Bool = false,
        lineHeight: Double? = nil, tracking: Double = 0, textCase: TextCase = .original, relativeTo: TextStyleSlot? = .body
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.lineHeight = lineHeight
        self.tracking = tracking
        self.textCase = textCase
        self.relativeTo = relativeTo
    }

    /// The system style of a slot: its default size, line height and weight, scaling with it.
    public init(_ slot: TextStyleSlot) {
        self.init(size: slot.defaultPointSize, weight: slot.defaultWeight, lineHeight: slot.defaultLineHeight, relativeTo: slot)
    }

    public static let largeTitle = TextStyle(.largeTitle)
    public static let title1 = TextStyle(.title1)
    public static let title2 = TextStyle(.title2)
    public static let title3 = TextStyle(.title3)
    public static let headline = TextStyle(.headline)
    public static let body = TextStyle(.body)
    public static let callout = TextStyle(.callout)
    public static let subheadline = TextStyle(.subheadline)
    public static let footnote = TextStyle(.footnote)
    public static let caption1 = TextStyle(.caption1)
    public static let caption2 = TextStyle(.caption2)

    /// The same style keeping the caller's case: for names and other text users typed.
    public var original: TextStyle {
        var style = self
        style.textCase = .original
        return style
    }

    /// The point size at a Dynamic Type size: `size` scaled by the slot's curve
    /// (`size × slot(at) / slot(.large)`), or `size` itself for a fixed style.
    public func pointSize(at dynamicTypeSize: DynamicTypeSize) -> Double {
        guard let slot = relativeTo else { return size }
        return size * slot.pointSize(at: dynamicTypeSize) / slot.defaultPointSize
    }

    /// A copy with another weight, e.g. `.body.weight(.bold)`.
    public func weight(_ weight: FontWeight) -> TextStyle {
        var style = self
        style.weight = weight
        return style
    }

    /// The line height at a Dynamic Type size: `lineHeight` scaled by the slot's leading curve
    /// (`lineHeight × slot.lineHeight(at) / slot.lineHeight(.large)`), so the system styles get
    /// Apple's leading at every size; `nil` when the style uses the font's own.
    public func lineHeight(at dynamicTypeSize: DynamicTypeSize) -> Double? {
        guard let lineHeight else { return nil }
        guard let slot = relativeTo else { return lineHeight }
        return lineHeight * slot.lineHeight(at: dynamicTypeSize) / slot.defaultLineHeight
    }

    /// A copy drawn with the italic faces.
    public func italic() -> TextStyle {
        var style = self
        style.isItalic = true
        return style
    }
}
