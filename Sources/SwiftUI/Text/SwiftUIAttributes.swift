import Foundation

// SwiftUI's attribute scope for `AttributedString`, which Foundation on Linux lacks: the keys
// `Text` reads from an attributed string's runs, named as SwiftUI names them. Foundation's
// `link` is read too (drawn in the tint colour); Foundation on Linux has no
// `inlinePresentationIntent`, so Markdown styling comes from `LocalizedStringKey` only.
//
//     var title = AttributedString("Due today")
//     title.font = .headline
//     title.foregroundColor = .red
//     Text(title)

extension AttributeScopes {
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes
    }
}

extension AttributeScopes.SwiftUIAttributes {
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name = "SwiftUI.Font"
    }

    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.ForegroundColor"
    }

    /// Accepted; run backgrounds are not drawn.
    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.BackgroundColor"
    }

    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.StrikethroughStyle"
    }

    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.UnderlineStyle"
    }

    public enum KerningAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Kern"
    }

    public enum TrackingAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Tracking"
    }

    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.BaselineOffset"
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

/// Reads a run's SwiftUI and Foundation attributes as text attributes.
enum SwiftUIAttributeReading {
    typealias Keys = AttributeScopes.SwiftUIAttributes

    static func attributes(of run: AttributedString.Runs.Run) -> TextAttributes {
        var attributes = TextAttributes()
        attributes.font = run[Keys.FontAttribute.self]
        if let color = run[Keys.ForegroundColorAttribute.self] { attributes.foreground = TextForeground(style: nil, color: color) }
        if let style = run[Keys.UnderlineStyleAttribute.self] {
            attributes.underline = TextDecoration(isActive: true, color: style.color, pattern: style.pattern)
        }
        if let style = run[Keys.StrikethroughStyleAttribute.self] {
            attributes.strikethrough = TextDecoration(isActive: true, color: style.color, pattern: style.pattern)
        }
        attributes.kerning = run[Keys.KerningAttribute.self]
        attributes.tracking = run[Keys.TrackingAttribute.self]
        attributes.baselineOffset = run[Keys.BaselineOffsetAttribute.self]
        if let link = run.link { attributes.link = link.absoluteString }
        return attributes
    }
}
