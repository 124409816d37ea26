import Snapshots
import Tokens

/// One token whose resolved value differs between two token sets in one mode. Aliases are
/// followed first, so re-pointing an alias at a token with the same value is no change.
///
/// ```swift
/// let changes = TokenChange.changes(from: base, to: head)
/// changes[0].path     // "color.accent.default"
/// changes[0].mode     // "light"
/// changes[0].kind     // .changed
/// ```
public struct TokenChange: Sendable, Equatable {
    public enum Kind: String, Sendable, Codable {
        case changed, added, removed
    }

    public var path: String
    public var mode: String
    public var before: TokenValue?
    public var after: TokenValue?

    public var kind: Kind {
        if before == nil { return .added }
        if after == nil { return .removed }
        return .changed
    }

    /// Every change from `base` to `head`, sorted by path, then by mode in declaration order (the
    /// base's modes first). A mode only one set has counts as all its tokens added or removed.
    public static func changes(from base: TokenSet, to head: TokenSet) -> [TokenChange] {
        var modes = base.modes
        for mode in head.modes where !modes.contains(mode) { modes.append(mode) }
        var changes: [TokenChange] = []
        for mode in modes {
            let before = try? base.resolved(mode: mode)
            let after = try? head.resolved(mode: mode)
            let paths = Set((before?.paths ?? []) + (after?.paths ?? []))
            for path in paths {
                let old = before?.token(path)?.value, new = after?.token(path)?.value
                if old != new { changes.append(TokenChange(path: path, mode: mode, before: old, after: new)) }
            }
        }
        let order = Dictionary(uniqueKeysWithValues: modes.enumerated().map { ($1, $0) })
        return changes.sorted { ($0.path, order[$0.mode]!) < ($1.path, order[$1.mode]!) }
    }
}
