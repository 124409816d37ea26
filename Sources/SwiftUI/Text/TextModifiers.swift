import BitmapText
import Raster
import Tokens

/// A style set on one `Text` (not on a view tree): SwiftUI's Text-returning modifiers.
enum TextModifier: Sendable, Equatable {
    case font(Font?)
    case weight(Font.Weight?)
    case design(Font.Design?)
    case width(Font.Width?)
    case italic
    case monospaced
    case monospacedDigit
    case underline(TextDecoration)
    case strikethrough(TextDecoration)
    case foreground(TextForeground)
    case kerning(CGFloat)
    case tracking(CGFloat)
    case baselineOffset(CGFloat)
}

/// An underline or strikethrough: on or off, in a colour (`nil`: the text's colour).
struct TextDecoration: Sendable, Equatable {
    var isActive: Bool
    var color: Color?
    var pattern: Text.LineStyle.Pattern
}

/// A foreground set on a text: a colour or any shape style (compared by kind only).
struct TextForeground: Sendable, Equatable {
    var style: AnyShapeStyle?
    var color: Color?

    static func == (lhs: TextForeground, rhs: TextForeground) -> Bool { lhs.color == rhs.color && (lhs.style == nil) == (rhs.style == nil) }
}

extension Text {
    private func adding(_ modifier: TextModifier) -> Text {
        var text = self
        text.modifiers.append(modifier)
        return text
    }

    public func font(_ font: Font?) -> Text { adding(.font(font)) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
    public func fontDesign(_ design: Font.Design?) -> Text { adding(.design(design)) }
    public func fontWidth(_ width: Font.Width?) -> Text { adding(.width(width)) }
    public func bold() -> Text { adding(.weight(.bold)) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { adding(.italic) }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? adding(.monospaced) : self }
    /// Equal-width digits: drawn with the face's tabular (`tnum`) alternates.
    public func monospacedDigit() -> Text { adding(.monospacedDigit) }

    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.underline(TextDecoration(isActive: isActive, color: color, pattern: .solid)))
    }

    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.underline(TextDecoration(isActive: isActive, color: color, pattern: pattern)))
    }

    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.strikethrough(TextDecoration(isActive: isActive, color: color, pattern: .solid)))
    }

    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.strikethrough(TextDecoration(isActive: isActive, color: color, pattern: pattern)))
    }

    public func foregroundColor(_ color: Color?) -> Text { adding(.foreground(TextForeground(style: nil, color: color))) }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style as? Color { return foregroundColor(color) }
        return adding(.foreground(TextForeground(style: AnyShapeStyle(style), color: nil)))
    }

    /// Space between characters, in points (negative tightens).
    public func kerning(_ kerning: CGFloat) -> Text { adding(.kerning(kerning)) }
    /// Space after each character, in points (added to any `kerning`).
    public func tracking(_ tracking: CGFloat) -> Text { adding(.tracking(tracking)) }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { adding(.baselineOffset(baselineOffset)) }

    /// How an underline or strikethrough is drawn.
    public struct LineStyle: Sendable, Hashable {
        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public static let single = LineStyle()

        /// Every pattern draws solid (the dash patterns are accepted and kept).
        public enum Pattern: Sendable, Hashable {
            case solid, dot, dash, dashDot, dashDotDot
        }
    }
}

extension Font {
    /// A font width, as SwiftUI's. The bundled face has one width: widths are kept for the
    /// dump and drawn at the standard width.
    public struct Width: Sendable, Hashable {
        public var value: CGFloat

        public init(_ value: CGFloat) {
            self.value = value
        }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    public func width(_ width: Font.Width) -> Font {
        var font = self
        font.fontWidth = width
        return font
    }

    /// The monospaced variant (drawn on a fixed 0.6 em advance with the bundled face).
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// Equal-width digits: drawn with the face's tabular (`tnum`) alternates.
    public func monospacedDigit() -> Font {
        var font = self
        font.isMonospacedDigit = true
        return font
    }
}
