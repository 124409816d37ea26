import Foundation

/// A string to be localized, looked up when it is shown, as Foundation's
/// `LocalizedStringResource` (which Foundation on Linux lacks). Pixelproof uses it where SwiftUI
/// takes one (`Text(_:)`); it reads the same way as a `LocalizedStringKey`.
///
/// ```swift
/// var title: LocalizedStringResource { "Settings" }
/// Text(screen.title)
/// ```
public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible {
    /// The key and its interpolated arguments, looked up as a `Text` looks up its key.
    let localizedKey: LocalizedStringKey

    /// The key as a `.strings` table spells it (`%@`, `%lld` … for interpolated arguments).
    public var key: String { localizedKey.key }

    /// The table the key is looked up in; `nil` is `Localizable`.
    public var table: String?

    public init(stringLiteral value: String) {
        localizedKey = LocalizedStringKey(value)
    }

    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        localizedKey = LocalizedStringKey(stringInterpolation: stringInterpolation)
    }

    /// A resource for `key` in `table`.
    public init(_ key: String, table: String? = nil) {
        localizedKey = LocalizedStringKey(key)
        self.table = table
    }

    /// The text with arguments inserted, in the standard context (en_US, UTC).
    public var description: String { localizedKey.plainText }
}

extension Text {
    /// Text showing a localized string resource, looked up like a `LocalizedStringKey`.
    public init(_ resource: LocalizedStringResource) {
        self.init(resource.localizedKey, tableName: resource.table)
    }
}
