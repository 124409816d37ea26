import BitmapText
import Raster
import Tokens

// View modifiers that set text styling for a whole subtree (SwiftUI's View versions of the
// Text modifiers, and the text layout settings), through environment values every `Text`
// below reads. A `Text`'s own modifiers win over these.

struct ItalicKey: EnvironmentKey { static let defaultValue = false }
struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
struct FontWidthKey: EnvironmentKey { static let defaultValue: Font.Width? = nil }
struct MonospacedKey: EnvironmentKey { static let defaultValue = false }
struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
struct UnderlineKey: EnvironmentKey { static let defaultValue: TextDecoration? = nil }
struct StrikethroughKey: EnvironmentKey { static let defaultValue: TextDecoration? = nil }
struct KerningKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct BaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
struct ReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    /// How far text may shrink to fit (1: not at all). Sizes snap to ones the bundled font
    /// draws, never below this factor.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Accepted: bitmap glyphs cannot be tightened, so text truncates or shrinks instead.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    var textItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }

    var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }

    var fontWidth: Font.Width? {
        get { self[FontWidthKey.self] }
        set { self[FontWidthKey.self] = newValue }
    }

    var textMonospaced: Bool {
        get { self[MonospacedKey.self] }
        set { self[MonospacedKey.self] = newValue }
    }

    var textMonospacedDigit: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }

    var textUnderline: TextDecoration? {
        get { self[UnderlineKey.self] }
        set { self[UnderlineKey.self] = newValue }
    }

    var textStrikethrough: TextDecoration? {
        get { self[StrikethroughKey.self] }
        set { self[StrikethroughKey.self] = newValue }
    }

    var kerning: CGFloat? {
        get { self[KerningKey.self] }
        set { self[KerningKey.self] = newValue }
    }

    var textBaselineOffset: CGFloat? {
        get { self[BaselineOffsetKey.self] }
        set { self[BaselineOffsetKey.self] = newValue }
    }

    /// Lines a text takes even when it needs fewer (`lineLimit(_:reservesSpace:)`, ranges).
    var reservedLines: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}

extension View {
    /// At most `limit` lines; with `reservesSpace`, the text is always that tall.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(EnvironmentModifier { values in
            values.lineLimit = limit
            values.reservedLines = reservesSpace ? limit : nil
        })
    }

    /// Between `limits.lowerBound` lines (always reserved) and `limits.upperBound`.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        modifier(EnvironmentModifier { values in
            values.lineLimit = limits.upperBound
            values.reservedLines = limits.lowerBound
        })
    }

    /// At least `limits.lowerBound` lines tall, no upper limit.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        modifier(EnvironmentModifier { values in
            values.lineLimit = nil
            values.reservedLines = limits.lowerBound
        })
    }

    /// At most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        modifier(EnvironmentModifier { values in
            values.lineLimit = limits.upperBound
            values.reservedLines = nil
        })
    }

    /// Lets text shrink down to `factor` of its size to fit its space, at sizes the bundled
    /// font draws.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Accepted; see `EnvironmentValues.allowsTightening`.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    public func fontDesign(_ design: Font.Design?) -> some View {
        environment(\.fontDesign, design)
    }

    /// Accepted and kept for the dump: the bundled face has one width.
    public func fontWidth(_ width: Font.Width?) -> some View {
        environment(\.fontWidth, width)
    }

    public func italic(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { if isActive { $0.textItalic = true } })
    }

    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { if isActive { $0.textMonospaced = true } })
    }

    /// Equal-width digits for every `Text` inside: drawn with the faces' tabular alternates.
    public func monospacedDigit() -> some View {
        modifier(EnvironmentModifier { $0.textMonospacedDigit = true })
    }

    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textUnderline, TextDecoration(isActive: isActive, color: color, pattern: pattern))
    }

    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textStrikethrough, TextDecoration(isActive: isActive, color: color, pattern: pattern))
    }

    public func kerning(_ kerning: CGFloat) -> some View {
        environment(\.kerning, kerning)
    }

    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        environment(\.textBaselineOffset, baselineOffset)
    }

    /// The Dynamic Type size kept inside `range` (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(EnvironmentModifier { values in
            let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let lowest = allowed.first, let highest = allowed.last else { return }
            values.dynamicTypeSize = min(max(values.dynamicTypeSize, lowest), highest)
        })
    }

    /// Accepted: a snapshot has no selection.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        self
    }
}

/// Whether text can be selected (accepted; a snapshot has no selection).
public protocol TextSelectability: Sendable {
    static var allowsSelection: Bool { get }
}

public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection = true
}

public struct DisabledTextSelectability: TextSelectability {
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
