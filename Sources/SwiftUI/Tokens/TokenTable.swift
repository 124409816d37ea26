import BitmapText
import Raster
import Tokens

/// Design tokens given in code: a table per kind, colours with a light and a dark value.
/// Handy for tests and previews; token files come through the Tokens module.
///
/// ```swift
/// let tokens = TokenTable(
///     colors: ["bg.surface": .init(light: RGBA8(hex: "#F4F4F7")!, dark: RGBA8(hex: "#3A3A42")!)],
///     dimensions: ["space.lg": 16],
///     numbers: ["opacity.disabled": 0.4]
/// )
/// ```
public struct TokenTable: DesignTokenSource {
    /// A colour per colour scheme.
    public struct ModeColor: Sendable, Hashable {
        public var light: RGBA8
        public var dark: RGBA8

        public init(light: RGBA8, dark: RGBA8) {
            self.light = light
            self.dark = dark
        }

        public init(_ both: RGBA8) {
            self.init(light: both, dark: both)
        }
    }

    public var colors: [String: ModeColor]
    public var dimensions: [String: Double]
    public var numbers: [String: Double]
    public var typography: [String: TextStyle]
    public var shadows: [String: ShadowValue]

    public init(colors: [String: ModeColor] = [:], dimensions: [String: Double] = [:], numbers: [String: Double] = [:],
                typography: [String: TextStyle] = [:], shadows: [String: ShadowValue] = [:]) {
        self.colors = colors
        self.dimensions = dimensions
        self.numbers = numbers
        self.typography = typography
        self.shadows = shadows
    }

    public func color(_ path: String, in scheme: ColorScheme) -> RGBA8? {
        colors[path].map { scheme == .dark ? $0.dark : $0.light }
    }

    public func dimension(_ path: String, in scheme: ColorScheme) -> Double? { dimensions[path] }

    public func number(_ path: String, in scheme: ColorScheme) -> Double? { numbers[path] }

    public func typography(_ path: String, in scheme: ColorScheme) -> TextStyle? { typography[path] }

    public func shadow(_ path: String, in scheme: ColorScheme) -> ShadowValue? { shadows[path] }
}
