/// A token with its aliases followed: its final value and type, the alias it was written as
/// (if any), and its metadata from the file that defined it in this mode.
///
/// ```swift
/// let token = tokens.token("color.text.primary")!
/// token.aliasOf      // "palette.neutral.900"
/// token.value        // .color(#0B0B0F)
/// ```
public struct ResolvedToken: Equatable, Sendable {
    public var path: String
    public var value: TokenValue
    /// The path this token's `$value` names directly, e.g. `{palette.neutral.900}`.
    public var aliasOf: String?
    public var metadata: TokenMetadata

    public var type: TokenType { value.type }
}
