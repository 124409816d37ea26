/// A token as written in one file, before aliases are followed: its path, declared or inherited
/// `$type`, raw `$value`, metadata, and where it was written.
struct TokenDefinition: Sendable {
    var path: String
    /// `nil` when neither the token nor an enclosing group gives a `$type` (allowed for aliases).
    var type: TokenType?
    var value: JSONNode
    var metadata: TokenMetadata
}

/// What a token carries besides its value, kept intact from the file.
///
/// ```swift
/// tokens.token("color.text.primary")?.metadata.description   // "Body text."
/// ```
public struct TokenMetadata: Equatable, Sendable {
    public var description: String?
    /// The `$deprecated` message; an empty string for `"$deprecated": true`.
    public var deprecated: String?
    /// The token's `$extensions` object, unknown keys and all.
    public var extensions: JSONNode?
    /// Set by `"$extensions": {"dev.pixelproof": {"primitive": true}}` on the token or a group:
    /// a raw palette value that components must not read directly.
    public var isPrimitive: Bool
    public var file: String
    public var line: Int

    public init(description: String? = nil, deprecated: String? = nil, extensions: JSONNode? = nil, isPrimitive: Bool = false, file: String, line: Int) {
        self.description = description
        self.deprecated = deprecated
        self.extensions = extensions
        self.isPrimitive = isPrimitive
        self.file = file
        self.line = line
    }

    /// The member `key` of this token's `$extensions["dev.pixelproof"]`.
    public func pixelproofExtension(_ key: String) -> JSONNode? {
        extensions?[TokenMetadata.extensionNamespace]?[key]
    }

    /// The reverse-domain key Pixelproof's own `$extensions` live under.
    public static let extensionNamespace = "dev.pixelproof"
}
