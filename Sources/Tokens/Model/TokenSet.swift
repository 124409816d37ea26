/// A validated set of design tokens with its modes, each resolved once up front.
///
/// Load it from a resolver document, a folder, or token files named by mode
/// (`semantic.light.tokens.json`, `semantic.dark.tokens.json` beside shared `*.tokens.json`).
/// Loading reports every problem in all files at once as a `TokenValidationError`.
///
/// ```swift
/// let set = try TokenSet.load(resolver: URL(fileURLWithPath: "tokens/pixelproof.resolver.json"))
/// set.modes                                   // ["light", "dark"]
/// let dark = try set.resolved(mode: "dark")
/// dark.color(.bgCanvas)                       // #0B0B0F
/// ```
public struct TokenSet: Sendable {
    /// The axes of variation; mode names are their contexts (joined with `-` when there are several).
    public let modifiers: [TokenModifier]
    /// Every mode, in declaration order.
    public let modes: [String]
    public let defaultMode: String
    /// The contrast pairs the files declare, sorted by foreground then background.
    public let contrastPairs: [ContrastPair]
    /// Things that read but are spelled the pre-2025.10 way (`"16px"`, `"#336699"`), each with
    /// the 2025.10 spelling; sorted like problems.
    public let warnings: [TokenProblem]
    /// Tokens some modes define and others do not (valid in DTCG; the audit's
    /// `--require-every-mode` makes them failures), reported where the first mode defines them.
    public let modeGaps: [TokenProblem]
    private let resolvedModes: [String: ResolvedTokens]
    private let contextsByMode: [String: [String: String]]

    init(modifiers: [TokenModifier], modes: [(name: String, contexts: [String: String], tokens: ResolvedTokens)], contrastPairs: [ContrastPair],
         warnings: [TokenProblem] = [], modeGaps: [TokenProblem] = []) {
        self.modifiers = modifiers
        self.modes = modes.map(\.name)
        self.contrastPairs = contrastPairs
        self.warnings = Array(Set(warnings)).sorted()
        self.modeGaps = Array(Set(modeGaps)).sorted()
        var resolved: [String: ResolvedTokens] = [:]
        var contexts: [String: [String: String]] = [:]
        for mode in modes {
            resolved[mode.name] = mode.tokens
            contexts[mode.name] = mode.contexts
        }
        resolvedModes = resolved
        contextsByMode = contexts
        let defaults = Dictionary(uniqueKeysWithValues: modifiers.map { ($0.name, $0.defaultContext) })
        defaultMode = modes.first(where: { $0.contexts == defaults })?.name ?? modes[0].name
    }

    /// The tokens of `mode`; the error lists the modes that exist.
    public func resolved(mode: String) throws(TokenSetError) -> ResolvedTokens {
        guard let tokens = resolvedModes[mode] else { throw .unknownMode(mode, available: modes) }
        return tokens
    }

    /// The tokens for a choice of context per modifier (`["theme": "dark"]`); modifiers left out
    /// take their default.
    public func resolved(contexts: [String: String]) throws(TokenSetError) -> ResolvedTokens {
        var chosen = Dictionary(uniqueKeysWithValues: modifiers.map { ($0.name, $0.defaultContext) })
        for (name, context) in contexts.sorted(by: { $0.key < $1.key }) {
            guard let modifier = modifiers.first(where: { $0.name == name }) else {
                throw .unknownModifier(name, available: modifiers.map(\.name))
            }
            guard modifier.contexts.contains(context) else {
                throw .invalidContext(context, modifier: name, available: modifier.contexts)
            }
            chosen[name] = context
        }
        let mode = modes.first(where: { contextsByMode[$0] == chosen }) ?? defaultMode
        return try resolved(mode: mode)
    }

    /// The tokens of the default mode.
    public var defaultTokens: ResolvedTokens { resolvedModes[defaultMode]! }
}
