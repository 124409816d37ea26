import Synchronization
import Tokens

/// A token set's values as `TokenFingerprint.canonicalText`, resolved per mode on first use and
/// each path's text made once, however many entries ask (review compares the texts of every
/// token each entry read; a lookup costs less than making the text again). Safe to share
/// between threads.
///
/// ```swift
/// let texts = TokenTexts(.shipped)
/// texts.text(of: "space.md", mode: "light")   // "(dimension:Dimension(value:12.0, unit:px))"
/// texts.text(of: "no.such", mode: "light")    // nil
/// ```
public final class TokenTexts: Sendable {
    private let tokens: TokenSet
    private let cache = Mutex<[String: [String: String?]]>([:])
    private let resolved = Mutex<[String: ResolvedTokens?]>([:])

    public init(_ tokens: TokenSet) { self.tokens = tokens }

    /// The value's text, nil when the set has no such path in `mode` (or `mode` does not resolve).
    public func text(of path: String, mode: String) -> String? {
        if let known = cache.withLock({ $0[mode]?[path] }) { return known }
        let text = resolvedTokens(mode)?.token(path).map { TokenFingerprint.canonicalText($0.value) }
        cache.withLock { $0[mode, default: [:]][path] = .some(text) }
        return text
    }

    private func resolvedTokens(_ mode: String) -> ResolvedTokens? {
        if let known = resolved.withLock({ $0[mode] }) { return known }
        let tokens = try? self.tokens.resolved(mode: mode)
        resolved.withLock { $0[mode] = .some(tokens) }
        return tokens
    }
}
