import BitmapText

/// A number that scales with Dynamic Type, like SwiftUI's `@ScaledMetric`: the value written
/// in the declaration is the one at the default size (`.large`); at another Dynamic Type size
/// of the environment it is multiplied by how much the text style `relativeTo` grows there
/// (`.body` unless named): `value × pointSize(style, size) / pointSize(style, .large)`, with
/// the point sizes of Apple's Dynamic Type table (Human Interface Guidelines, "Typography",
/// the iOS Dynamic Type sizes; `TextStyleSlot` holds it).
///
/// Apple does not publish the curve `UIFontMetrics.scaledValue(for:)` uses; measurements show
/// it is close to but not exactly this ratio (17 relative to `.body` is 16.333 at `.medium`
/// where the ratio gives 16 — Jared Sinclair, "Scaled Metric Surprises on iOS & iPadOS",
/// 2024). The ratio is the documented table, so it is what is used here.
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24   // 32.71 at xxxLarge
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value at the Dynamic Type size of the view being resolved (the declared value
    /// outside a render).
    public var wrappedValue: Value {
        let size = EnvironmentScope.current?.dynamicTypeSize ?? .large
        return Self.scaled(baseValue, relativeTo: textStyle, at: size)
    }

    /// `value` scaled from `.large` to `size` as the text style `style` grows.
    static func scaled(_ value: Value, relativeTo style: Font.TextStyle, at size: DynamicTypeSize) -> Value {
        let factor = style.slot.pointSize(at: size) / style.slot.pointSize(at: .large)
        return value * Value(factor)
    }
}
