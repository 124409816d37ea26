import Foundation

/// The key a `Text`, `Button`, `Label`, `Toggle`, `TextField` … title is looked up by, as
/// SwiftUI's: a string literal (with interpolations) becomes one, a `String` variable does not.
/// Its text is parsed as inline Markdown when drawn (`**bold**`, `*italic*`, `` `code` ``,
/// `~~strike~~`, `[link](url)`); interpolated values are inserted as they are, never parsed.
///
/// ```swift
/// Text("Hello, **\(name)**")       // key "Hello, **%@**"
/// Text("\(count) items")            // key "%lld items", "1,234 items" in en_US
/// Text("Rated \(Image(systemName: "star.fill")) \(rating, specifier: "%.1f")")
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// One piece of the key: literal text (Markdown) or an interpolated argument.
    enum Segment: Sendable, Equatable {
        case literal(String)
        case argument(Argument)
    }

    /// An interpolated value, turned into text (or a symbol) at layout time.
    enum Argument: Sendable, Equatable {
        case string(String)
        case deferred(DeferredText)
        case text(Text)
        case attributed(AttributedString)
        case symbol(String)
    }

    /// The key as a `.strings` table spells it: literals, with `%@`, `%lld`, `%lf` … for arguments.
    let key: String
    let segments: [Segment]

    public init(_ value: String) {
        key = value
        segments = [.literal(value)]
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        segments = stringInterpolation.segments
    }

    /// The key's text with Markdown markers removed and arguments inserted, formatted in the
    /// standard context (en_US, UTC): for titles drawn as plain strings (placeholders).
    var plainText: String {
        var source = ""
        var arguments: [String] = []
        for segment in segments {
            switch segment {
            case .literal(let literal): source += literal.replacingOccurrences(of: "\u{FFFC}", with: "")
            case .argument(let argument):
                source += "\u{FFFC}"
                switch argument {
                case .string(let string): arguments.append(string)
                case .deferred(let deferred): arguments.append(deferred.render(.standard))
                case .text, .attributed, .symbol: arguments.append("")
                }
            }
        }
        var next = 0
        var result = ""
        for character in InlineMarkdown.parse(source).map(\.text).joined() {
            if character == "\u{FFFC}", next < arguments.count {
                result += arguments[next]
                next += 1
            } else {
                result.append(character)
            }
        }
        return result
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.key == rhs.key && lhs.segments == rhs.segments
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            key += literal.replacingOccurrences(of: "%", with: "%%")
            if case .literal(let previous)? = segments.last {
                segments[segments.count - 1] = .literal(previous + literal)
            } else {
                segments.append(.literal(literal))
            }
        }

        private mutating func append(_ argument: Argument, specifier: String) {
            key += specifier
            segments.append(.argument(argument))
        }

        public mutating func appendInterpolation(_ string: String) {
            append(.string(string), specifier: "%@")
        }

        /// A number with SwiftUI's default specifier: `%lld` for integers (grouped in the
        /// locale: "1,234"), `%lf` for floating point ("3.140000", as SwiftUI shows it).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            append(.deferred(TextFormatting.deferred(specifying: value._arg, specifier: value._specifier, label: "\(value)")),
                   specifier: value._specifier)
        }

        /// A number with a printf specifier, e.g. `"%.1f"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            append(.deferred(TextFormatting.deferred(specifying: value._arg, specifier: specifier, label: "\(value)")), specifier: specifier)
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            append(.deferred(TextFormatting.deferred(input, format: format)), specifier: "%@")
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            if let formatter {
                append(.deferred(TextFormatting.deferred(subject, formatter: formatter)), specifier: "%@")
            } else {
                append(.string("\(subject)"), specifier: "%@")
            }
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            if let formatter {
                append(.deferred(TextFormatting.deferred(subject, formatter: formatter)), specifier: "%@")
            } else {
                append(.string(subject.description), specifier: "%@")
            }
        }

        /// Any other value, as SwiftUI's `ReferenceConvertible` spelling takes `Date`, `URL`,
        /// `UUID` … on Apple platforms (Foundation on Linux does not make them
        /// `ReferenceConvertible`). Disfavoured: every specific overload wins.
        @_disfavoredOverload
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) {
            if let formatter {
                append(.deferred(TextFormatting.deferred(subject, formatter: formatter)), specifier: "%@")
            } else {
                append(.string("\(subject)"), specifier: "%@")
            }
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(.deferred(DeferredText(label: "\(date) \(style.kind)") { style.format(date, in: $0) }), specifier: "%@")
        }

        public mutating func appendInterpolation(_ text: Text) {
            append(.text(text), specifier: "%@")
        }

        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            append(.attributed(attributedString), specifier: "%@")
        }

        /// A symbol drawn inline with the text (`Image(systemName:)`).
        public mutating func appendInterpolation(_ image: Image) {
            append(.symbol(image.systemName ?? ""), specifier: "%@")
        }
    }
}

/// A number SwiftUI can interpolate into a `LocalizedStringKey` with a printf specifier.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg & Sendable
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int64 { Int64(self) }; public var _specifier: String { "%lld" } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self }; public var _specifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self }; public var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: UInt64 { UInt64(self) }; public var _specifier: String { "%llu" } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self }; public var _specifier: String { "%u" } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self }; public var _specifier: String { "%llu" } }
extension Float: _FormatSpecifiable { public var _arg: Double { Double(self) }; public var _specifier: String { "%f" } }
extension Double: _FormatSpecifiable { public var _arg: Double { self }; public var _specifier: String { "%lf" } }
extension CGFloat: _FormatSpecifiable { public var _arg: Double { Double(self) }; public var _specifier: String { "%lf" } }
